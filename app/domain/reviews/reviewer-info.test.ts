import { describe, expect, it } from "vitest";
import { reviewerInfoSchema } from "./reviewer-info";

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
