import { data } from "react-router";
import { z } from "~/forms/zod";

/** The id of what a row decides on. */
export const idField = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * A typed reason or reference, empty when not sent. `lineBreakRoom` doubles the cap for '\r\n'
 * line breaks as browsers send them: the domain counts each as one kept character.
 */
export function typedTextField(max: number, options: { lineBreakRoom: boolean }) {
  return z._default(z.string().check(z.maxLength(options.lineBreakRoom ? 2 * max : max)), "");
}

/**
 * A decision's fields by its form's schema. The rows and dialogs always send them, so a form
 * that does not fit is a hand-made request: 400, nothing changed.
 */
export function readDecisionForm<Schema extends z.ZodMiniType>(
  form: FormData,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}
