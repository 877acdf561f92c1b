import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, profiles, reviews } from "~/db/schema";
import { kolkataDateKey } from "~/domain/shared/dates";
import { action as changePasswordAction } from "~/routes/change-password";
import { action as contactAction } from "~/routes/contact";
import { action as loginAction } from "~/routes/login";
import { action as profileAction } from "~/routes/update-profile";
import { action as reviewerAction } from "~/routes/user-dashboard/route";
import {
  activeBhopalCampaign,
  bhopalReviewer,
  control,
  fieldMessages,
  newProfile,
  post,
  proofPng,
  setUpFormDatabase,
  storageDir,
  testDb,
} from "../../support/form-post";

/**
 * Every form posted the way an attacker would (NUL bytes, zero-width names, loose numbers)
 * through the route's own action: a 400 naming the field's message, and nothing stored or charged.
 */

setUpFormDatabase();

describe("the reviewer's forms", () => {
  const activeCampaign = activeBhopalCampaign;
  const reviewer = bhopalReviewer;

  const thirtyWords = Array.from({ length: 30 }, () => "honest").join(" ");
  const review = (campaignId: string, change: Record<string, string> = {}) => ({
    intent: "submit-review",
    campaignId,
    rating: "4",
    reviewText: thirtyWords,
    proof: new File([new Uint8Array(proofPng)], "bill.png", { type: "image/png" }),
    visitedOn: kolkataDateKey(new Date()),
    noRelationship: "on",
    ...change,
  });

  it.each(["4.5", "+4", "4e0", "0x4"])(
    "refuses rating=%s as 'Rating Required', storing no review",
    async (rating) => {
      const campaign = await activeCampaign();
      const author = await reviewer();
      const answer = await post(reviewerAction, review(campaign.id, { rating }), { as: author });
      expect(answer.status).toBe(400);
      expect(answer.data?.field).toMatchObject({
        name: "rating",
        title: "reviewer.ratingRequiredTitle",
      });
      expect(await testDb.db.select().from(reviews).where(eq(reviews.userId, author.id))).toEqual(
        [],
      );
    },
  );

  it("refuses a NUL in the review text at the field, storing no review and no proof", async () => {
    const campaign = await activeCampaign();
    const author = await reviewer();
    const before = readdirSync(storageDir, { recursive: true }).length;
    const answer = await post(
      reviewerAction,
      review(campaign.id, { reviewText: `${thirtyWords}\u0000` }),
      { as: author },
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.field).toMatchObject({ name: "reviewText", text: control });
    expect(answer.data?.toast).toBeNull();
    expect(await testDb.db.select().from(reviews).where(eq(reviews.userId, author.id))).toEqual([]);
    expect(readdirSync(storageDir, { recursive: true }).length).toBe(before);
    // The same review without the NUL goes through: only the character was the problem.
    expect((await post(reviewerAction, review(campaign.id), { as: author })).status).toBe(200);
  });

  it("refuses a submission key that is not a uuid at no field, storing nothing; the same key twice makes one review (decision 131)", async () => {
    const campaign = await activeCampaign();
    const author = await reviewer();
    const before = readdirSync(storageDir, { recursive: true }).length;
    const bad = await post(reviewerAction, review(campaign.id, { submissionKey: "1' or 1=1" }), {
      as: author,
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.field).toBeUndefined();
    expect(bad.data?.toast).toMatchObject({ title: "errors.somethingWrong" });
    expect(await testDb.db.select().from(reviews).where(eq(reviews.userId, author.id))).toEqual([]);
    expect(readdirSync(storageDir, { recursive: true }).length).toBe(before);

    const submissionKey = "5f0c6a4e-9b1d-4c3a-8e2f-1a2b3c4d5e6f";
    const sent = review(campaign.id, { submissionKey });
    const first = await post(reviewerAction, sent, { as: author });
    const again = await post(reviewerAction, sent, { as: author });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data).toMatchObject({
      done: "review",
      toast: { title: "reviewer.submittedTitle" },
    });
    expect(
      await testDb.db.select().from(reviews).where(eq(reviews.userId, author.id)),
    ).toHaveLength(1);
  });

  it.each([
    ["reviewerName", "Asha\u0000", control],
    ["reviewerName", "\u200b\u200d\ufeff", "review.nameRequired"],
    ["reviewerEmail", "asha\u0000@example.in", control],
  ])(
    "refuses reviewer info %s=%j with %s, keeping the saved info",
    async (field, value, message) => {
      const author = await reviewer();
      const answer = await post(
        reviewerAction,
        {
          intent: "save-info",
          reviewerName: "Asha K",
          reviewerEmail: "k@example.in",
          [field]: value,
        },
        { as: author },
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.errors?.[field]).toBe(message);
      const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, author.id));
      expect([row?.reviewerName, row?.reviewerEmail]).toEqual(["Asha", "asha@example.in"]);
    },
  );

  it("refuses a UPI ID with a NUL as 'Invalid UPI ID', moving no money", async () => {
    const author = await reviewer();
    await testDb.db.update(profiles).set({ walletBalance: 150 }).where(eq(profiles.id, author.id));
    const answer = await post(
      reviewerAction,
      { intent: "request-payout", upiId: "asha\u0000@okaxis" },
      { as: author },
    );
    expect(answer.status).toBe(400);
    // Said at the UPI ID field, in the words of the payout form's table (upi-id-refusals.ts).
    expect(answer.data?.field).toMatchObject({ name: "upiId", text: "payout.upiInvalid" });
    expect(await testDb.db.select().from(payouts).where(eq(payouts.userId, author.id))).toEqual([]);
  });

  it("sends 'savedUpi=last' to the last payout's UPI ID, which the page never holds", async () => {
    const author = await reviewer();
    const fund = () =>
      testDb.db.update(profiles).set({ walletBalance: 100 }).where(eq(profiles.id, author.id));
    await fund();
    const none = await post(
      reviewerAction,
      { intent: "request-payout", savedUpi: "last" },
      { as: author },
    );
    expect(none.status).toBe(400);
    expect(none.data?.field).toMatchObject({ name: "upiId", text: "payout.upiRequired" });
    const typed = await post(
      reviewerAction,
      { intent: "request-payout", upiId: "asha.42@okaxis" },
      { as: author },
    );
    expect(typed.status).toBe(200);
    // The toast names it masked, as every reviewer's screen does.
    expect(typed.data?.toast).toMatchObject({ values: { upi: "as•••@okaxis" } });
    await testDb.db
      .update(payouts)
      .set({ status: "rejected" })
      .where(eq(payouts.userId, author.id));
    await fund();
    const saved = await post(
      reviewerAction,
      { intent: "request-payout", savedUpi: "last" },
      { as: author },
    );
    expect(saved.status).toBe(200);
    const rows = await testDb.db
      .select({ upiId: payouts.upiId, status: payouts.status })
      .from(payouts)
      .where(eq(payouts.userId, author.id));
    expect(rows).toContainEqual({ upiId: "asha.42@okaxis", status: "pending" });
  });
});

describe("the account forms", () => {
  it("refuses a username with a NUL, or of zero-width spaces, keeping the profile as it was", async () => {
    const profile = await newProfile("user", { username: null });
    for (const [username, message] of [
      ["asha\u0000", control],
      ["\u200b\u200b", "credentials.usernameRequired"],
    ]) {
      const answer = await post(
        profileAction,
        { username: username ?? "", password: "chai-1234", confirmPassword: "chai-1234" },
        { as: profile },
      );
      expect(answer.status).toBe(400);
      expect(fieldMessages(answer.data, "username")).toEqual([message]);
    }
    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row?.username).toBeNull();
  });

  it("refuses a NUL in a new, current or sign-in password at its field", async () => {
    const profile = await newProfile("user");
    const profileAnswer = await post(
      profileAction,
      { username: "asha", password: "chai\u00001234", confirmPassword: "chai\u00001234" },
      { as: profile },
    );
    expect(profileAnswer.status).toBe(400);
    expect(fieldMessages(profileAnswer.data, "password")).toEqual([control]);

    const change = await post(
      changePasswordAction,
      { currentPassword: "old\u0000pass", password: "chai-1234", confirmPassword: "chai-1234" },
      { as: profile },
    );
    expect(change.status).toBe(400);
    expect(fieldMessages(change.data, "currentPassword")).toEqual([control]);

    const login = await post(loginAction, { phone: "9876543210", password: "chai\u00001234" });
    expect(login.status).toBe(400);
    expect(fieldMessages(login.data, "password")).toEqual([control]);
  });

  it.each([
    ["fullName", "Asha\u0000"],
    ["email", "asha\u0000@example.in"],
    ["message", "Hello\u0000"],
  ])("refuses the contact form's %s with a NUL at that field", async (field, value) => {
    const answer = await post(contactAction, {
      fullName: "Asha",
      email: "asha@example.in",
      message: "Hello there",
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, field)).toEqual([control]);
  });

  it("refuses a contact name of zero-width spaces as missing", async () => {
    const answer = await post(contactAction, {
      fullName: "\u200b\u2060",
      email: "asha@example.in",
      message: "Hello there",
    });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "fullName")).toEqual(["contact.fullNameRequired"]);
  });
});
