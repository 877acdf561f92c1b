import { isUuid } from "~/domain/shared/uuid";
import { textField, wholeNumberField } from "~/forms/input";
import { z } from "~/forms/zod";
import {
  countWords,
  MAX_RATING,
  MAX_REVIEW_LENGTH,
  MAX_REVIEWER_EMAIL_LENGTH,
  MAX_REVIEWER_NAME_LENGTH,
  MIN_RATING,
  MIN_REVIEW_WORDS,
} from "./review-content";

export {
  countWords,
  isRating,
  MAX_RATING,
  MAX_REVIEW_LENGTH,
  MAX_REVIEWER_EMAIL_LENGTH,
  MAX_REVIEWER_NAME_LENGTH,
  MIN_RATING,
  MIN_REVIEW_WORDS,
} from "./review-content";

/** How much of a review a list shows before 'Read the whole review' (about 100 words). */
export const REVIEW_PREVIEW_LENGTH = 600;

/**
 * The start of a review, cut at a space at most `maxLength` characters in; `truncated` says
 * whether anything was left out (the list then offers the whole text).
 */
export function reviewPreview(
  text: string,
  maxLength = REVIEW_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  if (text.length <= maxLength) return { text, truncated: false };
  const cut = text.slice(0, maxLength + 1);
  const space = cut.search(/\s\S*$/u);
  return {
    text: (space > 0 ? cut.slice(0, space) : cut.slice(0, maxLength)).trimEnd(),
    truncated: true,
  };
}

const ratingRequired = "review.ratingRequired";
const tooShort = "review.tooShort";
const tooLong = "review.tooLong";

/**
 * The radio group sends '1'..'5', or nothing when no star was chosen. Only plain digits in range
 * become a rating: '4.5' or '+4' fails, so no rating is ever made up or rounded.
 */
export const ratingField = wholeNumberField({
  message: ratingRequired,
  min: MIN_RATING,
  max: MAX_RATING,
});

export const reviewTextField = textField({
  message: tooShort,
  tooLong,
  max: MAX_REVIEW_LENGTH,
  multiline: true,
}).check(z.refine((text: string) => countWords(text) >= MIN_REVIEW_WORDS, tooShort));

/** The Write Review form (the proof file travels beside it), parsed in the browser and on the server. */
export const reviewFormSchema = z.object({
  rating: ratingField,
  reviewText: reviewTextField,
  campaignId: z
    .string({ error: "review.campaignUnavailable" })
    .check(z.refine(isUuid, "review.campaignUnavailable")),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** The Reviewer Info form: the public name shown on published reviews and a contact email. */
export const reviewerInfoSchema = z.object({
  reviewerName: textField({ message: "review.nameRequired", max: MAX_REVIEWER_NAME_LENGTH }),
  reviewerEmail: z.pipe(
    textField({ message: "review.emailInvalid", max: MAX_REVIEWER_EMAIL_LENGTH }),
    z.email("review.emailInvalid"),
  ),
});

export type ReviewerInfoValues = z.output<typeof reviewerInfoSchema>;
