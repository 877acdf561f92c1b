import { textField } from "./input";
import { CONTACT_MAX_LENGTHS } from "./limits";
import { z } from "./zod";

/** /contact; error messages are message keys (the browser's mirror: `contactChecks`). */
export const contactSchema = z.object({
  fullName: textField({
    name: true,
    message: "contact.fullNameRequired",
    tooLong: "contact.tooLong",
    max: CONTACT_MAX_LENGTHS.fullName,
  }),
  email: z.pipe(
    textField({
      message: "contact.emailRequired",
      tooLong: "contact.tooLong",
      max: CONTACT_MAX_LENGTHS.email,
    }),
    z.email("contact.emailInvalid"),
  ),
  message: textField({
    message: "contact.messageRequired",
    tooLong: "contact.tooLong",
    max: CONTACT_MAX_LENGTHS.message,
    multiline: true,
  }),
});
