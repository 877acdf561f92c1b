/**
 * How a route answers a domain refusal (decision 047). Each result type of the domain has one
 * table beside it, reason → Refusal, typed with Refusals so that a reason nobody mapped, or a
 * mapped reason that no longer exists, is a type error instead of "something went wrong".
 */
export type Refusal<Field extends string = never> = {
  /**
   * 400 the input is wrong, 401 the credentials are not right (a wrong password at sign-in;
   * answered with WWW-Authenticate, decision 123),
   * 402 the payment failed, 403 not this person's to do, 404 nothing there, 409 a state that
   * changed (or that the request did not expect), 429 a limit reached (with retryAfterSeconds),
   * 503 a service we depend on failed (an SMS not sent).
   */
  status: 400 | 401 | 402 | 403 | 404 | 409 | 429 | 503;
  /** The form field the refusal is about: said there, not in a toast (decision 035). */
  field?: Field;
  /** Message keys (app/i18n/locales): the toast's or the field's title, and its text. */
  title: string;
  message: string;
  /** What the message's {{placeholders}} read, such as a length limit. */
  values?: Readonly<Record<string, number | string>>;
  /** A limit's wait, answered as Retry-After (RFC 9110 §10.2.3) with its 429. */
  retryAfterSeconds?: number;
};

/** One refusal for every reason of a result type, each about one of the form's `Field`s. */
export type Refusals<Reason extends string, Field extends string = never> = {
  readonly [R in Reason]: Refusal<Field>;
};

/** The reasons of a result type's refusals: `{ ok: false; reason }` as the domain returns it. */
export type ReasonOf<Result> = Result extends { ok: false; reason: infer R extends string }
  ? R
  : never;

/**
 * A limit reached (decision 116): 429, its words, and the wait that Retry-After says; every
 * limit's refusal is made here, so none forgets its wait.
 */
export function limitReached<Field extends string = never>(
  words: Pick<Refusal<Field>, "title" | "message" | "values" | "field">,
  retryAfterSeconds: number,
): Refusal<Field> {
  return { ...words, status: 429, retryAfterSeconds };
}
