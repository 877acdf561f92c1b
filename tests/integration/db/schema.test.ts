import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, payments, payouts, profiles, reviews, walletLedger } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";
import { MIN_PAYOUT, price } from "../../support/reward-amounts";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const profileMade = profileMaker({ database: () => testDb, firstPhone: 6000000000 });
const newProfile = (role: "user" | "business" | "admin" = "user") => profileMade.newProfile(role);

async function newCampaign(businessId: string) {
  const [row] = await testDb.db
    .insert(campaigns)
    .values({
      businessId,
      businessName: "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/example",
      topics: ["Food"],
      city: "Indore",
      targetReviews: 10,
      cost: price(10),
      distributionDays: 7,
      distributionSchedule: [1, 1, 3, 2, 1, 1, 1],
    })
    .returning();
  if (!row) throw new Error("no campaign");
  return row;
}

function reviewValues(campaignId: string, userId: string, rating = 3) {
  return {
    campaignId,
    userId,
    rating,
    reviewText: "text",
    proof: "proofs/key.webp",
    reviewerName: "Asha",
    reviewerEmail: "asha@example.com",
  };
}

/** Drizzle wraps driver errors; the constraint name is on the cause. */
async function violation(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
  throw new Error("expected the database to refuse the change");
}

describe("database constraints hold the invariants", () => {
  it("refuses a second profile with the same phone", async () => {
    const first = await newProfile();
    expect(
      await violation(testDb.db.insert(profiles).values({ phone: first.phone, role: "business" })),
    ).toContain("profiles_phone_key");
  });

  it("refuses an unknown role and a negative wallet", async () => {
    expect(
      await violation(
        testDb.db.execute(
          sql`insert into profiles (phone, role) values ('+919811111111', 'owner')`,
        ),
      ),
    ).toContain("profiles_role_check");
    const person = await newProfile();
    expect(
      await violation(
        testDb.db.execute(sql`update profiles set wallet_balance = -5 where id = ${person.id}`),
      ),
    ).toContain("profiles_wallet_nonnegative");
  });

  it("allows one review per reviewer per campaign, rated 1 to 5", async () => {
    const business = await newProfile("business");
    const reviewer = await newProfile();
    const campaign = await newCampaign(business.id);
    await testDb.db.insert(reviews).values(reviewValues(campaign.id, reviewer.id));
    expect(
      await violation(testDb.db.insert(reviews).values(reviewValues(campaign.id, reviewer.id, 5))),
    ).toContain("reviews_campaign_user_key");
    const other = await newProfile();
    for (const rating of [0, 6]) {
      expect(
        await violation(
          testDb.db.insert(reviews).values(reviewValues(campaign.id, other.id, rating)),
        ),
      ).toContain("reviews_rating_check");
    }
  });

  it("keeps campaign targets within 1..1000 and statuses to the known ones", async () => {
    const business = await newProfile("business");
    const campaign = await newCampaign(business.id);
    expect(
      await violation(
        testDb.db.execute(
          sql`update campaigns set target_reviews = 1001, cost = ${price(1001)} where id = ${campaign.id}`,
        ),
      ),
    ).toContain("campaigns_target_check");
    expect(
      await violation(
        testDb.db.execute(sql`update campaigns set status = 'on_hold' where id = ${campaign.id}`),
      ),
    ).toContain("campaigns_status_check");
  });

  it("keeps a campaign's cost at the price per review and its city to the ten", async () => {
    const business = await newProfile("business");
    const campaign = await newCampaign(business.id);
    expect(
      await violation(
        testDb.db.execute(
          sql`update campaigns set cost = ${price(10) - 1} where id = ${campaign.id}`,
        ),
      ),
    ).toContain("campaigns_cost_check");
    expect(
      await violation(
        testDb.db.execute(sql`update campaigns set city = 'Delhi' where id = ${campaign.id}`),
      ),
    ).toContain("campaigns_city_check");
    expect(
      await violation(
        testDb.db.execute(sql`update profiles set city = 'Mumbai' where id = ${business.id}`),
      ),
    ).toContain("profiles_city_check");
  });

  it("refuses a payout below the minimum and a payment in an unknown state", async () => {
    const reviewer = await newProfile();
    expect(
      await violation(
        testDb.db
          .insert(payouts)
          .values({ userId: reviewer.id, amount: MIN_PAYOUT - 1, upiId: "a@okaxis" }),
      ),
    ).toContain("payouts_amount_check");
    const business = await newProfile("business");
    const campaign = await newCampaign(business.id);
    const payment = {
      campaignId: campaign.id,
      businessId: business.id,
      amount: price(10),
      provider: "simulated",
    };
    await testDb.db.insert(payments).values({ ...payment, status: "succeeded" });
    expect(
      await violation(
        testDb.db.insert(payments).values({ ...payment, status: "maybe" as "failed" }),
      ),
    ).toContain("payments_status_check");
  });

  it("allows only one pending payout per reviewer", async () => {
    const reviewer = await newProfile();
    const values = { userId: reviewer.id, amount: MIN_PAYOUT, upiId: "asha@okaxis" };
    await testDb.db.insert(payouts).values(values);
    expect(await violation(testDb.db.insert(payouts).values(values))).toContain(
      "payouts_one_pending_key",
    );
  });

  it("rewards a review at most once in the ledger", async () => {
    const business = await newProfile("business");
    const reviewer = await newProfile();
    const campaign = await newCampaign(business.id);
    const [review] = await testDb.db
      .insert(reviews)
      .values(reviewValues(campaign.id, reviewer.id))
      .returning();
    const reward = {
      userId: reviewer.id,
      amount: 5,
      reason: "review_reward" as const,
      reviewId: review?.id,
    };
    await testDb.db.insert(walletLedger).values(reward);
    expect(await violation(testDb.db.insert(walletLedger).values(reward))).toContain(
      "wallet_ledger_review_reward_key",
    );
  });
});
