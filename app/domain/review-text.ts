import { z } from "~/zod";
import {
  countWords,
  MAX_RATING,
  MAX_REVIEW_LENGTH,
  MAX_REVIEWER_EMAIL_LENGTH,
  MAX_REVIEWER_NAME_LENGTH,
  MIN_RATING,
  MIN_REVIEW_WORDS,
} from "./review-rules";
import { isUuid } from "./uuid";

export {
  countWords,
  isRating,
  MAX_RATING,
  MAX_REVIEW_LENGTH,
  MAX_REVIEWER_EMAIL_LENGTH,
  MAX_REVIEWER_NAME_LENGTH,
  MIN_RATING,
  MIN_REVIEW_WORDS,
} from "./review-rules";

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
 * The radio group sends '1'..'5', or nothing when no star was chosen. Only those strings (or an
 * already numeric 1..5) become a rating; anything else fails, so no rating is ever made up.
 */
export const ratingField = z.pipe(
  z.transform((value: unknown) =>
    typeof value === "string" && /^[1-5]$/.test(value) ? Number(value) : value,
  ),
  z
    .number({ error: ratingRequired })
    .check(
      z.int(ratingRequired),
      z.minimum(MIN_RATING, ratingRequired),
      z.maximum(MAX_RATING, ratingRequired),
    ),
);

export const reviewTextField = z.string({ error: tooShort }).check(
  z.trim(),
  z.maxLength(MAX_REVIEW_LENGTH, tooLong),
  z.refine((text: string) => countWords(text) >= MIN_REVIEW_WORDS, tooShort),
);

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
  reviewerName: z
    .string({ error: "review.nameRequired" })
    .check(
      z.trim(),
      z.minLength(1, "review.nameRequired"),
      z.maxLength(MAX_REVIEWER_NAME_LENGTH, "review.nameRequired"),
    ),
  reviewerEmail: z.pipe(
    z
      .string({ error: "review.emailInvalid" })
      .check(z.trim(), z.maxLength(MAX_REVIEWER_EMAIL_LENGTH, "review.emailInvalid")),
    z.email("review.emailInvalid"),
  ),
});

export type ReviewerInfoValues = z.output<typeof reviewerInfoSchema>;
