import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countWords,
  MIN_REVIEW_WORDS,
  reviewerInfoSchema,
  reviewFormSchema,
  reviewPreview,
} from "./review-form";

const campaignId = "3f0b7a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const words = (n: number, word = "good") => Array.from({ length: n }, () => word).join(" ");
const whitespace = fc.constantFrom(" ", "\n", "\t", "\u00a0", "\u3000", "  \n ");
const noSpace = fc.string({ minLength: 1 }).filter((text) => !/\s/u.test(text));

function issuesOf(input: unknown) {
  const parsed = reviewFormSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
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

describe("reviewFormSchema", () => {
  const valid = { rating: "4", reviewText: words(MIN_REVIEW_WORDS), campaignId };

  it("accepts a chosen rating, 30 words and a campaign id", () => {
    expect(reviewFormSchema.parse({ ...valid, reviewText: `  ${valid.reviewText}  ` })).toEqual({
      rating: 4,
      reviewText: valid.reviewText,
      campaignId,
    });
  });

  it("accepts a one-star review exactly like a five-star one", () => {
    expect(reviewFormSchema.parse({ ...valid, rating: "1" }).rating).toBe(1);
    expect(reviewFormSchema.parse({ ...valid, rating: "5" }).rating).toBe(5);
  });

  it("requires a rating instead of defaulting one", () => {
    for (const rating of [undefined, "", "0", "6", "3.5", " 3", "abc", null, 0, 2.5]) {
      expect(issuesOf({ ...valid, rating })).toEqual({ rating: "review.ratingRequired" });
    }
  });

  it("refuses a text of 29 words and one over 5000 characters", () => {
    expect(issuesOf({ ...valid, reviewText: words(MIN_REVIEW_WORDS - 1) })).toEqual({
      reviewText: "review.tooShort",
    });
    expect(issuesOf({ ...valid, reviewText: undefined })).toEqual({
      reviewText: "review.tooShort",
    });
    expect(issuesOf({ ...valid, reviewText: words(1001, "words") })).toEqual({
      reviewText: "review.tooLong",
    });
  });

  it.each(["4.5", "+4", "4e0", "0x4", "٤"])(
    "refuses the rating %j instead of rounding it",
    (rating) => {
      expect(issuesOf({ ...valid, rating })).toEqual({ rating: "review.ratingRequired" });
    },
  );

  it("refuses a NUL in the review text with the control message, and keeps its line breaks", () => {
    expect(issuesOf({ ...valid, reviewText: `${valid.reviewText}\u0000` })).toEqual({
      reviewText: "input.controlCharacters",
    });
    const lines = `${words(15)}\r\n\r\n${words(15)}`;
    expect(reviewFormSchema.parse({ ...valid, reviewText: lines }).reviewText).toBe(
      `${words(15)}\n\n${words(15)}`,
    );
  });

  it("refuses a malformed campaign id", () => {
    expect(issuesOf({ ...valid, campaignId: "12" })).toEqual({
      campaignId: "review.campaignUnavailable",
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
        const parsed = reviewFormSchema.safeParse({ ...valid, rating });
        if (!parsed.success) return;
        expect(rating).not.toBeUndefined();
        expect(parsed.data.rating).toBe(Number(rating));
        expect(String(parsed.data.rating)).toBe(String(rating));
      }),
    );
  });
});

describe("reviewerInfoSchema", () => {
  it("refuses a name of zero-width spaces as missing, and a NUL with the control message", () => {
    const zeroWidth = reviewerInfoSchema.safeParse({
      reviewerName: "\u200b\u200d",
      reviewerEmail: "a@b.in",
    });
    expect(zeroWidth.error?.issues.map((issue) => issue.message)).toEqual(["review.nameRequired"]);
    const nul = reviewerInfoSchema.safeParse({
      reviewerName: "Asha\u0000",
      reviewerEmail: "a@b.in",
    });
    expect(nul.error?.issues.map((issue) => issue.message)).toEqual(["input.controlCharacters"]);
  });

  it("trims the name and checks the email", () => {
    expect(
      reviewerInfoSchema.parse({ reviewerName: "  Asha K ", reviewerEmail: " asha@example.in " }),
    ).toEqual({ reviewerName: "Asha K", reviewerEmail: "asha@example.in" });
  });

  it("names the field that is wrong", () => {
    const parsed = reviewerInfoSchema.safeParse({ reviewerName: "  ", reviewerEmail: "asha@" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["reviewerName", "review.nameRequired"],
      ["reviewerEmail", "review.emailInvalid"],
    ]);
    expect(
      reviewerInfoSchema.safeParse({ reviewerName: "a".repeat(61), reviewerEmail: "a@b.in" })
        .success,
    ).toBe(false);
  });
});

describe("reviewPreview", () => {
  it("keeps a review that fits whole", () => {
    expect(reviewPreview("short and sweet", 20)).toEqual({
      text: "short and sweet",
      truncated: false,
    });
  });

  it("cuts a long review at the last space before the limit", () => {
    expect(reviewPreview("the paneer was smoky and soft", 16)).toEqual({
      text: "the paneer was",
      truncated: true,
    });
  });

  it("cuts a single long word at the limit", () => {
    expect(reviewPreview("a".repeat(30), 10)).toEqual({ text: "a".repeat(10), truncated: true });
  });

  it("keeps Hindi words whole", () => {
    const preview = reviewPreview("खाना बहुत अच्छा था और सेवा तेज़ थी", 14);
    expect(preview).toEqual({ text: "खाना बहुत", truncated: true });
  });
});
