import { z } from "zod";
import { isUuid } from "./uuid";

/** SPEC §1: a review needs at least 30 words. */
export const MIN_REVIEW_WORDS = 30;
export const MAX_REVIEW_LENGTH = 5000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEWER_NAME_LENGTH = 60;
export const MAX_REVIEWER_EMAIL_LENGTH = 200;

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

/** Words are what whitespace separates, in every script (Hindi counts the same as English). */
export function countWords(text: string): number {
  let count = 0;
  for (const part of text.split(/\s+/u)) if (part !== "") count += 1;
  return count;
}

/** True for a whole star count from 1 to 5; nothing else is a rating. */
export function isRating(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= MIN_RATING &&
    value <= MAX_RATING
  );
}

const ratingRequired = "review.ratingRequired";
const tooShort = "review.tooShort";
const tooLong = "review.tooLong";

/**
 * The radio group sends '1'..'5', or nothing when no star was chosen. Only those strings (or an
 * already numeric 1..5) become a rating; anything else fails, so no rating is ever made up.
 */
export const ratingField = z.preprocess(
  (value) => (typeof value === "string" && /^[1-5]$/.test(value) ? Number(value) : value),
  z
    .number({ error: ratingRequired })
    .int(ratingRequired)
    .min(MIN_RATING, ratingRequired)
    .max(MAX_RATING, ratingRequired),
);

export const reviewTextField = z
  .string({ error: tooShort })
  .trim()
  .max(MAX_REVIEW_LENGTH, tooLong)
  .refine((text) => countWords(text) >= MIN_REVIEW_WORDS, tooShort);

/** The Write Review form (the proof file travels beside it), parsed in the browser and on the server. */
export const reviewFormSchema = z.object({
  rating: ratingField,
  reviewText: reviewTextField,
  campaignId: z
    .string({ error: "review.campaignUnavailable" })
    .refine(isUuid, "review.campaignUnavailable"),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** The Reviewer Info form: the public name shown on published reviews and a contact email. */
export const reviewerInfoSchema = z.object({
  reviewerName: z
    .string({ error: "review.nameRequired" })
    .trim()
    .min(1, "review.nameRequired")
    .max(MAX_REVIEWER_NAME_LENGTH, "review.nameRequired"),
  reviewerEmail: z
    .string({ error: "review.emailInvalid" })
    .trim()
    .max(MAX_REVIEWER_EMAIL_LENGTH, "review.emailInvalid")
    .pipe(z.email("review.emailInvalid")),
});

export type ReviewerInfoValues = z.output<typeof reviewerInfoSchema>;
