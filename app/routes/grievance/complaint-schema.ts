import { phoneSchema } from "~/auth/phone";
import { complaintCategories } from "~/db/complaint-choices";
import { textField } from "~/forms/input";
import { COMPLAINT_LENGTHS } from "~/forms/limits";
import { z } from "~/forms/zod";

/** The mobile number, read as sign-up reads it ('+91…'); its error is the account forms'. */
const phone = z.pipe(z.string({ error: "grievance.phoneRequired" }), phoneSchema);

/** A link to a page of ours or anyone's, read as a web address (shown to the admin as text). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** /grievance's complaint form; error messages are message keys, translated at the field. */
export const complaintSchema = z.object({
  name: textField({
    name: true,
    message: "grievance.nameRequired",
    tooLong: "grievance.tooLong",
    max: COMPLAINT_LENGTHS.name,
  }),
  phone,
  email: z.optional(
    z.pipe(
      textField({
        message: "grievance.emailInvalid",
        tooLong: "grievance.tooLong",
        max: COMPLAINT_LENGTHS.email,
      }),
      z.email("grievance.emailInvalid"),
    ),
  ),
  onBehalfOf: z.optional(
    textField({
      message: "grievance.tooLong",
      tooLong: "grievance.tooLong",
      max: COMPLAINT_LENGTHS.onBehalfOf,
      optional: true,
    }),
  ),
  category: z.enum(complaintCategories, { error: "grievance.categoryRequired" }),
  text: textField({
    message: "grievance.textRequired",
    tooLong: "grievance.tooLong",
    max: COMPLAINT_LENGTHS.text,
    multiline: true,
  }).check(z.minLength(COMPLAINT_LENGTHS.textMin, "grievance.textTooShort")),
  link: z.optional(
    textField({
      message: "grievance.linkInvalid",
      tooLong: "grievance.tooLong",
      max: COMPLAINT_LENGTHS.link,
    }).check(z.refine(isWebAddress, "grievance.linkInvalid")),
  ),
});

/** /grievance/status: the ticket number and the phone it was filed from, both required. */
export const complaintLookupSchema = z.object({
  ticketNumber: textField({ message: "grievance.ticketRequired", max: 40 }),
  phone,
});
