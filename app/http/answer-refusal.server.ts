import { data } from "react-router";
import type { Refusal } from "~/domain/shared/refusal";
import { refusalHeader, signInChallenge } from "./refusal-headers";
import type { FlashToast } from "./toast.server";

/*
 * The one way an action answers (decision 047): route.tsx dispatches the form's intent through
 * its screen's table of handlers, and a handler answers a domain refusal from the table beside
 * the domain's result type. A refusal is said at its field when the form shows that field
 * (decision 035), else in a toast; its status comes with it.
 */

/** A refusal said at its form field: the field's name, and the title and text shown under it. */
export type FieldRefusal<Name extends string> = {
  name: Name;
  title: string;
  text: string;
  values?: Record<string, number | string>;
};

/** An action's answer to a refusal, as every screen's ActionResult holds it. */
export type RefusalAnswer<Name extends string> = {
  toast: FlashToast | null;
  field?: FieldRefusal<Name>;
};

/** A request no screen sends (an intent it does not have): nothing changed, try again. */
export const unexpectedRequest: Refusal = {
  status: 400,
  title: "errors.somethingWrong",
  message: "errors.tryAgain",
};

/** A refusal as a toast, in the words of its table; translated where it is shown. */
export function refusalToast(refusal: Refusal<string>): FlashToast {
  return {
    title: refusal.title,
    description: refusal.message,
    ...(refusal.values ? { values: { ...refusal.values } } : {}),
    variant: "error",
  };
}

/**
 * A refusal's status and headers: X-Refusal (the browser does not ask again by itself, decision
 * 123), a limit's Retry-After (decision 116), and a 401's challenge (RFC 9110 §15.5.2).
 */
export function refusalInit(refusal: Refusal<string>, status?: number): ResponseInit {
  const answered = status ?? refusal.status;
  const wait = refusal.retryAfterSeconds;
  const headers: Record<string, string> = { [refusalHeader]: String(refusal.status) };
  if (wait !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(wait)));
  if (answered === 401) headers["WWW-Authenticate"] = signInChallenge;
  return { status: answered, headers };
}

/**
 * The answer to a refusal, with its status (or `status`, when the request itself said more,
 * like a body too large): at its field when `fields` has it, else as a toast. `keep` is what the
 * screen's answer carries besides (a step to stay on), merged in.
 */
export function answerRefusal<Name extends string, Keep extends object = object>(
  refusal: Refusal<Name>,
  options: { fields?: readonly Name[]; status?: number; keep?: Keep } = {},
) {
  const name = refusal.field;
  const answer: RefusalAnswer<Name> =
    name !== undefined && options.fields?.includes(name)
      ? {
          toast: null,
          field: {
            name,
            title: refusal.title,
            text: refusal.message,
            ...(refusal.values ? { values: { ...refusal.values } } : {}),
          },
        }
      : { toast: refusalToast(refusal) };
  return data({ ...(options.keep as Keep), ...answer }, refusalInit(refusal, options.status));
}

/** A Conform form's reply, as `submission.reply` takes it. */
type Reply<Result> = (options: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
}) => Result;

/**
 * The answer of a page whose form is Conform's (sign-in, password, billing, contact): a refusal
 * at its field when `fields` has it, else said for the whole form and, unless the page shows
 * the form's errors itself (`toast: false`), as its toast; with its status. What the person typed
 * stays, but for `hideFields` (passwords are never sent back); `keep` is merged in as above.
 */
export function answerFormRefusal<Name extends string, Result, Keep extends object = object>(
  submission: { reply: Reply<Result> },
  refusal: Refusal<Name>,
  options: { fields?: readonly Name[]; hideFields?: string[]; keep?: Keep; toast?: false } = {},
) {
  const name = refusal.field;
  const atField = name !== undefined && options.fields?.includes(name);
  const result = submission.reply({
    ...(atField
      ? { fieldErrors: { [name]: [refusal.message] } }
      : { formErrors: [refusal.message] }),
    ...(options.hideFields ? { hideFields: options.hideFields } : {}),
  });
  const toast = atField || options.toast === false ? null : refusalToast(refusal);
  return data({ ...(options.keep as Keep), result, toast }, refusalInit(refusal));
}
