import type { Refusals } from "~/domain/shared/refusal";
import { CONTROL_CHARACTERS_MESSAGE, parseWholeNumber, readText } from "~/forms/text";

/*
 * The one rule for a review's rating and text (decision 047): the Write Review and Revise
 * dialogs check with it before anything is sent, their action reads the form with it, and the
 * domain holds every caller to it. Plain functions, no Zod: the dialog downloads a few lines.
 */

/** SPEC §1: a review needs at least 30 words. */
export const MIN_REVIEW_WORDS = 30;
export const MAX_REVIEW_LENGTH = 5000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

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

export type ReviewContentFailure = "rating_required" | "too_short" | "too_long" | "text_invalid";

/** The review form's fields, as its inputs are named. */
export type ReviewField = "rating" | "reviewText" | "proof";

/** Each content refusal, at its field. */
export const reviewContentRefusals = {
  rating_required: {
    status: 400,
    field: "rating",
    title: "reviewer.ratingRequiredTitle",
    message: "reviewer.ratingRequiredText",
  },
  too_short: {
    status: 400,
    field: "reviewText",
    title: "reviewer.tooShortTitle",
    message: "reviewer.tooShortText",
  },
  too_long: {
    status: 400,
    field: "reviewText",
    title: "reviewer.tooLongTitle",
    message: "reviewer.tooLongText",
  },
  text_invalid: {
    status: 400,
    field: "reviewText",
    title: "input.refusedTitle",
    message: CONTROL_CHARACTERS_MESSAGE,
  },
} as const satisfies Refusals<ReviewContentFailure, ReviewField>;

/**
 * The rating: a star count, or a form's plain digits ('4.5', '+4' or '٤' is no rating, never
 * rounded into one); anything else, missing included, is none.
 */
function readRating(value: unknown): number | null {
  if (typeof value === "string") {
    return parseWholeNumber(value, { min: MIN_RATING, max: MAX_RATING });
  }
  return isRating(value) ? value : null;
}

type TextFailure = Exclude<ReviewContentFailure, "rating_required">;

/** The text as it will be stored (NFC, trimmed, line breaks kept), then counted; or why not. */
function readReviewText(
  value: unknown,
): { ok: true; reviewText: string } | { ok: false; reason: TextFailure } {
  if (typeof value !== "string") return { ok: false, reason: "too_short" };
  const reviewText = readText(value, { multiline: true });
  if (reviewText === null) return { ok: false, reason: "text_invalid" };
  if (countWords(reviewText) < MIN_REVIEW_WORDS) return { ok: false, reason: "too_short" };
  if (reviewText.length > MAX_REVIEW_LENGTH) return { ok: false, reason: "too_long" };
  return { ok: true, reviewText };
}

/** What is wrong with each field, null where nothing is: the dialog says each at its field. */
export function reviewContentProblems(input: { rating: unknown; reviewText: unknown }): {
  rating: "rating_required" | null;
  reviewText: TextFailure | null;
} {
  const text = readReviewText(input.reviewText);
  return {
    rating: readRating(input.rating) === null ? "rating_required" : null,
    reviewText: text.ok ? null : text.reason,
  };
}

/** The rating and the text as they will be stored, or the first field's refusal. */
export function readReviewContent(input: {
  rating: unknown;
  reviewText: unknown;
}): { ok: true; rating: number; reviewText: string } | { ok: false; reason: ReviewContentFailure } {
  const rating = readRating(input.rating);
  if (rating === null) return { ok: false, reason: "rating_required" };
  const text = readReviewText(input.reviewText);
  if (!text.ok) return text;
  return { ok: true, rating, reviewText: text.reviewText };
}
