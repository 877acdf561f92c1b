import { describe, expect, it } from "vitest";
import { reviewPreview } from "./review-preview";

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
