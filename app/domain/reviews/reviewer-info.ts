import { textField } from "~/forms/input";
import { z } from "~/forms/zod";

export const MAX_REVIEWER_NAME_LENGTH = 60;
export const MAX_REVIEWER_EMAIL_LENGTH = 200;

/** The Reviewer Info form: the public name shown on published reviews and a contact email. */
export const reviewerInfoSchema = z.object({
  reviewerName: textField({
    message: "review.nameRequired",
    max: MAX_REVIEWER_NAME_LENGTH,
    name: true,
  }),
  reviewerEmail: z.pipe(
    textField({ message: "review.emailInvalid", max: MAX_REVIEWER_EMAIL_LENGTH }),
    z.email("review.emailInvalid"),
  ),
});

export type ReviewerInfoValues = z.output<typeof reviewerInfoSchema>;
