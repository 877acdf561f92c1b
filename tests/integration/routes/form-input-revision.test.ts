import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { action as reviewerAction } from "~/routes/user-dashboard/route";
import { control, newProfile, post, proofPng, setUpFormDatabase } from "../../support/form-post";

/**
 * The Revise form posted as an attacker would, through the reviewer dashboard's own action: the
 * same refusals and messages as Write Review, before any review is looked up.
 */

setUpFormDatabase();

const thirtyWords = Array.from({ length: 30 }, () => "honest").join(" ");
const revision = (change: Record<string, string> = {}) => ({
  intent: "revise-review",
  reviewId: randomUUID(),
  rating: "4",
  reviewText: thirtyWords,
  proof: new File([new Uint8Array(proofPng)], "bill.png", { type: "image/png" }),
  ...change,
});

describe("the Revise form", () => {
  it.each(["4.5", "+4", "0", "6"])("refuses rating=%s as 'Rating Required'", async (rating) => {
    const author = await newProfile("user", { city: "Bhopal" });
    const answer = await post(reviewerAction, revision({ rating }), { as: author });
    expect(answer.status).toBe(400);
    expect(answer.data?.field).toMatchObject({
      name: "rating",
      title: "reviewer.ratingRequiredTitle",
    });
  });

  it("refuses a short text as Write Review does", async () => {
    const author = await newProfile("user", { city: "Bhopal" });
    const answer = await post(reviewerAction, revision({ reviewText: "too short" }), {
      as: author,
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.field).toMatchObject({
      name: "reviewText",
      title: "reviewer.tooShortTitle",
    });
  });

  it("refuses a NUL in the text at the field", async () => {
    const author = await newProfile("user", { city: "Bhopal" });
    const answer = await post(reviewerAction, revision({ reviewText: `${thirtyWords}\u0000` }), {
      as: author,
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.field).toMatchObject({ name: "reviewText", text: control });
    expect(answer.data?.toast).toBeNull();
  });

  it("answers 404 for a review id that is not one", async () => {
    const author = await newProfile("user", { city: "Bhopal" });
    const answer = await post(reviewerAction, revision({ reviewId: "1; drop table" }), {
      as: author,
    });
    expect(answer.status).toBe(404);
  });
});
