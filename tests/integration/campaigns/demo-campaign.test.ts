import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, payments, profiles } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import {
  ensureDemoCampaign,
  ensureDemoCampaignAtStart,
} from "~/domain/campaigns/demo-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";
import { price } from "../../support/reward-amounts";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());
// Each test starts with no campaign at all, as on a fresh install.
beforeEach(async () => {
  await testDb.db.delete(payments);
  await testDb.db.delete(campaigns);
});

const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7400000000 });
// INSTALLATION=local: the only installation that has a demo (decision 090).
const local = true;

/** Campaigns that can still take a rewarded review with no succeeded payment behind them. */
async function unpaidRewardingCampaigns() {
  const result = await testDb.db.execute(sql`
    select c.id from campaigns c
    where c.status in ('pending_approval', 'active', 'paused', 'completed')
      and not exists (select 1 from payments p where p.campaign_id = c.id and p.status = 'succeeded')`);
  return (result as unknown as { rows: { id: string }[] }).rows;
}

async function allReviews() {
  const result = await testDb.db.execute(sql`select * from reviews order by id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe("the demo campaign", () => {
  it("is created once, active, owned by the admin, without a payment", async () => {
    const admin = await newProfile("admin");
    const now = new Date("2026-11-22T05:00:00Z");
    const first = await ensureDemoCampaign(testDb.db, { adminId: admin.id, local, now });
    const second = await ensureDemoCampaign(testDb.db, { adminId: admin.id, local });

    expect(first.created).toBe(true);
    expect(first.campaign).toMatchObject({
      businessId: admin.id,
      businessName: "Demo Restaurant",
      city: "Indore",
      topics: ["Food", "Service", "Family"],
      targetReviews: 20,
      completedReviews: 0,
      cost: price(20),
      status: "active",
      startDate: now,
      distributionDays: 7,
      distributionSchedule: [1, 2, 6, 3, 3, 3, 2],
    });
    expect(first.campaign?.mapsLink).toMatch(/^https:\/\//);
    expect(second).toEqual({ created: false, campaign: first.campaign });
    expect(await testDb.db.$count(campaigns)).toBe(1);
    expect(await testDb.db.$count(payments)).toBe(0);
  });

  it("is created once when two admin pages load at the same moment", async () => {
    const admin = await newProfile("admin");
    const pages = 8;
    for (let round = 0; round < 3; round += 1) {
      // Open the pool's connections first, so that on PostgreSQL the calls truly overlap.
      await Promise.all(Array.from({ length: pages }, () => testDb.db.execute(sql`select 1`)));
      const results = await Promise.all(
        Array.from({ length: pages }, () =>
          ensureDemoCampaign(testDb.db, { adminId: admin.id, local }),
        ),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.campaign?.id)).size).toBe(1);
      expect(await testDb.db.$count(campaigns)).toBe(1);
      await testDb.db.delete(campaigns);
    }
  });

  it("is not created when a campaign named 'Demo Restaurant' exists", async () => {
    const admin = await newProfile("admin");
    const business = await newProfile("business");
    const made = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Demo Restaurant",
        mapsLink: "https://maps.app.goo.gl/demo",
        topics: [],
        city: "Indore",
        targetReviews: 5,
      },
    );
    if (!made.ok) throw new Error(made.reason);
    const result = await ensureDemoCampaign(testDb.db, { adminId: admin.id, local });
    expect(result).toEqual({ created: false, campaign: made.campaign });
    expect(await testDb.db.$count(campaigns)).toBe(1);
  });

  it("refuses to give the demo to anyone but an admin", async () => {
    const business = await newProfile("business");
    await expect(ensureDemoCampaign(testDb.db, { adminId: business.id, local })).rejects.toThrow();
    expect(await testDb.db.$count(campaigns)).toBe(0);
  });

  it("is made at start once an admin exists, and not before: the first sign-in makes it then", async () => {
    await testDb.db.delete(profiles).where(eq(profiles.role, "admin"));
    expect(await ensureDemoCampaignAtStart(testDb.db, { local })).toBeNull();
    expect(await testDb.db.$count(campaigns)).toBe(0);
    const admin = await newProfile("admin");
    expect(await ensureDemoCampaignAtStart(testDb.db, { local })).toEqual({
      created: true,
      withdrawn: 0,
    });
    expect(await ensureDemoCampaignAtStart(testDb.db, { local })).toEqual({
      created: false,
      withdrawn: 0,
    });
    const [demo] = await testDb.db.select().from(campaigns);
    expect(demo).toMatchObject({ businessId: admin.id, businessName: "Demo Restaurant" });
    expect(await testDb.db.$count(campaigns)).toBe(1);
  });

  it("a production start creates no campaign that rewards without a payment, with an admin or not", async () => {
    await newProfile("admin");
    expect(await ensureDemoCampaignAtStart(testDb.db, { local: false })).toEqual({
      created: false,
      withdrawn: 0,
    });
    const admin = await newProfile("admin");
    expect(await ensureDemoCampaign(testDb.db, { adminId: admin.id, local: false })).toEqual({
      created: false,
      campaign: null,
    });
    expect(await testDb.db.$count(campaigns)).toBe(0);
    expect(await unpaidRewardingCampaigns()).toEqual([]);
  });

  it("a production start withdraws an unpaid demo made before, keeps its reviews, and leaves a paid 'Demo Restaurant' alone", async () => {
    const admin = await newProfile("admin");
    const made = await ensureDemoCampaign(testDb.db, { adminId: admin.id, local });
    const demo = made.campaign;
    if (!demo) throw new Error("no demo");
    const reviewer = await newProfile("user");
    await testDb.db.execute(sql`
      insert into reviews (campaign_id, user_id, review_text, rating, proof, reviewer_name, reviewer_email)
      values (${demo.id}, ${reviewer.id}, 'A first-hand account of the visit.', 5, 'proofs/demo.jpg', 'Asha', 'asha@example.com')`);
    const reviewsBefore = await allReviews();
    const business = await newProfile("business");
    const paid = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Demo Restaurant",
        mapsLink: "https://maps.app.goo.gl/demo",
        topics: [],
        city: "Indore",
        targetReviews: 5,
      },
    );
    if (!paid.ok) throw new Error(paid.reason);

    expect(await ensureDemoCampaignAtStart(testDb.db, { local: false })).toEqual({
      created: false,
      withdrawn: 1,
    });
    const [withdrawn] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, demo.id));
    expect(withdrawn?.status).toBe("deleted");
    const [kept] = await testDb.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, paid.campaign.id));
    expect(kept?.status).toBe(paid.campaign.status);
    // The review already submitted is untouched: still decided by the moderators as usual.
    expect(await allReviews()).toEqual(reviewsBefore);
    expect(await unpaidRewardingCampaigns()).toEqual([]);
    // A second server starting, or the next start: nothing more to do, and still no demo made.
    expect(await ensureDemoCampaignAtStart(testDb.db, { local: false })).toEqual({
      created: false,
      withdrawn: 0,
    });
    expect(await testDb.db.$count(campaigns)).toBe(2);
  });
});
