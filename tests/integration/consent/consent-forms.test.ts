import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consents, profiles, reviews, verifications } from "~/db/schema";
import { recordConsents } from "~/domain/shared/consents.server";
import { addDays, kolkataDateKey } from "~/domain/shared/dates";
import { action as signupAction } from "~/routes/signup";
import { action as reviewerAction } from "~/routes/user-dashboard/route";
import { action as withdrawAction } from "~/routes/withdraw-consent";
import {
  activeBhopalCampaign,
  bhopalReviewer,
  fieldMessages,
  newProfile,
  post,
  proofPng,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

/** The forms of decision 074 through their routes' own actions: refusals at the field, nothing kept. */

setUpFormDatabase();

describe("the sign-up's 18+ declaration", () => {
  it("refuses the number step without the tick at its field: no code sent, the number kept", async () => {
    const phone = "9876501234";
    const answer = await post(signupAction, { intent: "send", phone, role: "user" }, { as: null });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "adult")).toEqual(["consent.adultRequired"]);
    const reply = answer.data?.result as { initialValue?: Record<string, unknown> } | undefined;
    expect(reply?.initialValue?.phone).toBe(phone);
    expect(
      await testDb.db
        .select()
        .from(verifications)
        .where(eq(verifications.phone, `+91${phone}`)),
    ).toEqual([]);
  });

  it("refuses the code step without the declaration: no account is made", async () => {
    const phone = "9876501235";
    const answer = await post(
      signupAction,
      { intent: "verify", phone, role: "user", code: "123456" },
      { as: null },
    );
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "adult")).toEqual(["consent.adultRequired"]);
    expect(
      await testDb.db
        .select()
        .from(profiles)
        .where(eq(profiles.phone, `+91${phone}`)),
    ).toEqual([]);
  });
});

describe("Write Review's visit", () => {
  const activeCampaign = activeBhopalCampaign;
  const reviewer = bhopalReviewer;

  const today = () => kolkataDateKey(new Date());
  const review = (campaignId: string, change: Record<string, string> = {}) => ({
    intent: "submit-review",
    campaignId,
    rating: "2",
    reviewText: Array.from({ length: 30 }, () => "honest").join(" "),
    proof: new File([new Uint8Array(proofPng)], "bill.png", { type: "image/png" }),
    visitedOn: today(),
    noRelationship: "on",
    ...change,
  });
  const reviewsBy = (author: { id: string }) =>
    testDb.db.select().from(reviews).where(eq(reviews.userId, author.id));

  it.each([
    ["no date", { visitedOn: "" }, "visitedOn", "visit.dateRequiredTitle"],
    ["a date that is no day", { visitedOn: "2026-02-30" }, "visitedOn", "visit.dateRequiredTitle"],
    [
      "tomorrow",
      { visitedOn: addDays(kolkataDateKey(new Date()), 1) },
      "visitedOn",
      "visit.dateFutureTitle",
    ],
    [
      "the day before the campaign started",
      { visitedOn: addDays(kolkataDateKey(new Date()), -1) },
      "visitedOn",
      "visit.dateBeforeTitle",
    ],
    ["no tick", { noRelationship: "" }, "noRelationship", "visit.declarationRequiredTitle"],
  ])("refuses %s at its field, storing no review", async (_, change, field, title) => {
    const campaign = await activeCampaign();
    const author = await reviewer();
    const answer = await post(reviewerAction, review(campaign.id, change), { as: author });
    expect(answer.status).toBe(400);
    expect(answer.data?.field).toMatchObject({ name: field, title });
    expect(await reviewsBy(author)).toEqual([]);
  });

  it("stores the visit's day and the declaration with the review, and the proof notice's consent", async () => {
    const campaign = await activeCampaign();
    const author = await reviewer();
    const answer = await post(reviewerAction, review(campaign.id), { as: author });
    expect(answer.status).toBe(200);
    const [row] = await reviewsBy(author);
    expect(row?.visitedOn).toBe(today());
    expect(row?.noRelationshipDeclaredAt).toBeInstanceOf(Date);
    const proofConsents = await testDb.db
      .select({ purpose: consents.purpose })
      .from(consents)
      .where(eq(consents.profileId, author.id));
    expect(proofConsents).toEqual([{ purpose: "review_proof" }]);
  });
});

describe("the profile's Withdraw", () => {
  // consent.withdrawnText: 'We have stopped at once.'
  it("withdraws the review SMS in one request, and refuses what cannot be withdrawn", async () => {
    const business = await newProfile("business");
    await recordConsents(testDb.db, {
      profileId: business.id,
      purposes: ["account", "review_sms"],
      now: new Date(),
    });
    const refused = await post(withdrawAction, { purpose: "account" }, { as: business });
    expect(refused.status).toBe(409);
    // Answered by a redirect back to the profile's privacy section, with the toast as a flash.
    const done = await post(withdrawAction, { purpose: "review_sms" }, { as: business });
    expect(done.status).toBe(302);
    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, business.id));
    expect(row?.reviewSms).toBe(false);
  });
});
