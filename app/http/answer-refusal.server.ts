import { data } from "react-router";
import type { Refusal } from "~/domain/shared/refusal";
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
 * The answer to a refusal, with its status (or `status`, when the request itself said more,
 * like a body too large): at its field when `fields` has it, else as a toast.
 */
export function answerRefusal<Name extends string>(
  refusal: Refusal<Name>,
  options: { fields?: readonly Name[]; status?: number } = {},
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
  return data(answer, options.status ?? refusal.status);
}
