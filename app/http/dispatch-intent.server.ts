/*
 * Every action of a screen with several forms (decision 047): the form names its intent, and
 * route.tsx runs that intent's handler from one table typed by the screen's intent union.
 */

/** One handler per intent of a screen's union: a missing or a stray one is a type error. */
export type IntentHandlers<Intent extends string, Args, Answer> = {
  readonly [I in Intent]: (args: Args) => Promise<Answer>;
};

/** The handler the form's `intent` names, or `otherwise` for an intent the screen has not. */
export function dispatchIntent<Intent extends string, Args, Answer>(
  form: FormData,
  handlers: IntentHandlers<Intent, Args, Answer>,
  args: Args,
  otherwise: () => Answer | Promise<Answer>,
): Promise<Answer> {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) {
    return Promise.resolve(otherwise());
  }
  return handlers[intent as Intent](args);
}
