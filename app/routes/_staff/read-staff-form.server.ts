import { data } from "react-router";
import { z } from "~/forms/zod";

/*
 * The one reader of the staff's decision forms (decision 119), for the admin's tabs and the
 * moderator's workbench alike: the rows and dialogs always send their fields, so a form that does
 * not fit its schema is a hand-made request: 400, nothing changed.
 */

/** The id of what a row decides on. */
export const idField = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * A typed reason or reference, empty when not sent. `lineBreakRoom` doubles the cap for '\r\n'
 * line breaks as browsers send them: the domain counts each as one kept character.
 */
export function typedTextField(max: number, options: { lineBreakRoom: boolean }) {
  return z._default(z.string().check(z.maxLength(options.lineBreakRoom ? 2 * max : max)), "");
}

/** The form read by its schema, or a 400 answer thrown. */
export function readStaffForm<Schema extends z.ZodMiniType>(
  form: FormData,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}
