import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countWords,
  MIN_REVIEW_WORDS,
  readReviewContent,
  reviewContentProblems,
} from "./review-content";

const words = (n: number, word = "good") => Array.from({ length: n }, () => word).join(" ");
const whitespace = fc.constantFrom(" ", "\n", "\t", "\u00a0", "\u3000", "  \n ");
const noSpace = fc.string({ minLength: 1 }).filter((text) => !/\s/u.test(text));

/** The refused fields of a form, each with its reason, as the dialog says them. */
function problemsOf(input: { rating: unknown; reviewText: unknown }) {
  return Object.fromEntries(
    Object.entries(reviewContentProblems(input)).filter(([, reason]) => reason !== null),
  );
}

describe("countWords", () => {
  it("counts parts between whitespace and ignores empty ones", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords("  Great  food,\nslow service. ")).toBe(4);
  });

  it("counts Hindi words the same way", () => {
    expect(countWords("खाना बहुत अच्छा था और सेवा तेज़ थी")).toBe(8);
  });

  it("is additive over whitespace-joined parts", () => {
    fc.assert(
      fc.property(fc.string(), whitespace, fc.string(), (a, space, b) => {
        expect(countWords(`${a}${space}${b}`)).toBe(countWords(a) + countWords(b));
      }),
    );
  });

  it("ignores extra whitespace around and between words", () => {
    fc.assert(
      fc.property(fc.array(noSpace, { maxLength: 40 }), whitespace, whitespace, (parts, s, t) => {
        const spaced = `${s}${parts.join(`${s}${t}`)}${t}`;
        expect(countWords(spaced)).toBe(parts.length);
        expect(countWords(parts.join(" "))).toBe(parts.length);
      }),
    );
  });
});

describe("readReviewContent, the Write Review and Revise forms' one rule", () => {
  const valid = { rating: "4", reviewText: words(MIN_REVIEW_WORDS) };

  it("accepts a chosen rating and 30 words, as they will be stored", () => {
    expect(readReviewContent({ ...valid, reviewText: `  ${valid.reviewText}  ` })).toEqual({
      ok: true,
      rating: 4,
      reviewText: valid.reviewText,
    });
    expect(problemsOf(valid)).toEqual({});
  });

  it("accepts a one-star review exactly like a five-star one", () => {
    expect(readReviewContent({ ...valid, rating: "1" })).toMatchObject({ ok: true, rating: 1 });
    expect(readReviewContent({ ...valid, rating: "5" })).toMatchObject({ ok: true, rating: 5 });
    expect(readReviewContent({ ...valid, rating: 1 })).toMatchObject({ ok: true, rating: 1 });
  });

  it("requires a rating instead of defaulting one", () => {
    for (const rating of [undefined, "", "0", "6", "3.5", " 3", "abc", null, 0, 2.5]) {
      expect(problemsOf({ ...valid, rating })).toEqual({ rating: "rating_required" });
      expect(readReviewContent({ ...valid, rating })).toEqual({
        ok: false,
        reason: "rating_required",
      });
    }
  });

  it("refuses a text of 29 words and one over 5000 characters", () => {
    expect(problemsOf({ ...valid, reviewText: words(MIN_REVIEW_WORDS - 1) })).toEqual({
      reviewText: "too_short",
    });
    expect(problemsOf({ ...valid, reviewText: undefined })).toEqual({
      reviewText: "too_short",
    });
    expect(problemsOf({ ...valid, reviewText: words(1001, "words") })).toEqual({
      reviewText: "too_long",
    });
    expect(readReviewContent({ ...valid, reviewText: words(1001, "words") })).toEqual({
      ok: false,
      reason: "too_long",
    });
  });

  it("says each wrong field at once, and the rating first", () => {
    const both = { rating: "", reviewText: words(3) };
    expect(problemsOf(both)).toEqual({ rating: "rating_required", reviewText: "too_short" });
    expect(readReviewContent(both)).toEqual({ ok: false, reason: "rating_required" });
  });

  it.each(["4.5", "+4", "4e0", "0x4", "٤"])(
    "refuses the rating %j instead of rounding it",
    (rating) => {
      expect(problemsOf({ ...valid, rating })).toEqual({ rating: "rating_required" });
    },
  );

  it("refuses a NUL in the review text with its own reason, and keeps its line breaks", () => {
    expect(problemsOf({ ...valid, reviewText: `${valid.reviewText}\u0000` })).toEqual({
      reviewText: "text_invalid",
    });
    const lines = `${words(15)}\r\n\r\n${words(15)}`;
    expect(readReviewContent({ ...valid, reviewText: lines })).toMatchObject({
      reviewText: `${words(15)}\n\n${words(15)}`,
    });
  });

  it("never yields a rating it was not given", () => {
    const anyRating = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constantFrom("1", "2", "3", "4", "5"),
    );
    fc.assert(
      fc.property(anyRating, (rating) => {
        const read = readReviewContent({ ...valid, rating });
        if (!read.ok) return;
        expect(rating).not.toBeUndefined();
        expect(read.rating).toBe(Number(rating));
        expect(String(read.rating)).toBe(String(rating));
      }),
    );
  });
});
