// The review rules without the form schemas, for screens that only count words (no Zod).

/** SPEC §1: a review needs at least 30 words. */
export const MIN_REVIEW_WORDS = 30;
export const MAX_REVIEW_LENGTH = 5000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEWER_NAME_LENGTH = 60;
export const MAX_REVIEWER_EMAIL_LENGTH = 200;

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
