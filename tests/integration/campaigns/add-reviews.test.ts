import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, payments, refunds } from "~/db/schema";
import { addReviews } from "~/domain/campaigns/add-reviews.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { price } from "../../support/reward-amounts";

setUpBusinessDatabase();

const startedAt = new Date("2026-11-20T05:00:00Z");
const atKolkata = (dateTime: string) => new Date(`${dateTime}+05:30`);

async function liveCampaign(target = 10) {
  const business = await newProfile("business");
  const campaign = await campaignOf(business.id, { target });
  await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id, now: startedAt });
  return { business, campaign };
}

async function read(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row;
}

describe("adding reviews to a campaign", () => {
  const deps = {
    payments: createSimulatedPaymentProvider(),
    now: () => atKolkata("2026-11-30T10:00:00"),
  };

  it("charges like a new campaign, once per form, and gives the added reviews days from today", async () => {
    const { business, campaign } = await liveCampaign(10);
    const requestId = randomUUID();
    const input = { campaignId: campaign.id, businessId: business.id, requestId, count: 5 };
    expect(await addReviews(testDb.db, deps, input)).toEqual({
      ok: true,
      targetReviews: 15,
      created: true,
    });
    expect(await addReviews(testDb.db, deps, input)).toEqual({
      ok: true,
      targetReviews: 15,
      created: false,
    });
    const after = await read(campaign.id);
    expect(after).toMatchObject({ targetReviews: 15, cost: price(15), status: "active" });
    // Started 20 Nov, its 7 days long past: the 5 added begin on 30 Nov, its day 11.
    expect(after.distributionSchedule).toEqual([1, 1, 3, 2, 1, 1, 1, 0, 0, 0, 1, 1, 2, 1, 0, 0, 0]);
    const paid = await testDb.db
      .select()
      .from(payments)
      .where(eq(payments.campaignId, campaign.id));
    expect(paid.map((row) => [row.purpose, row.amount, row.status]).sort()).toEqual([
      ["campaign", price(10), "succeeded"],
      ["more_reviews", price(5), "succeeded"],
    ]);
  });

  it("gives the payment back with its refund and credit note when the campaign changed during the charge", async () => {
    const { business, campaign } = await liveCampaign(10);
    const simulated = createSimulatedPaymentProvider();
    // The admin stops the campaign while this charge is at the bank (as if rejected after the fact).
    const racing = {
      ...deps,
      payments: {
        ...simulated,
        charge: async (input: Parameters<typeof simulated.charge>[0]) => {
          await testDb.db
            .update(campaigns)
            .set({ status: "rejected" })
            .where(eq(campaigns.id, campaign.id));
          return simulated.charge(input);
        },
      },
    };
    const input = { campaignId: campaign.id, businessId: business.id, count: 5 };
    expect(await addReviews(testDb.db, racing, { ...input, requestId: randomUUID() })).toEqual({
      ok: false,
      reason: "not_approved",
    });
    const [added] = await testDb.db
      .select()
      .from(payments)
      .where(and(eq(payments.campaignId, campaign.id), eq(payments.purpose, "more_reviews")));
    expect(added).toMatchObject({ amount: price(5), status: "refunded" });
    const given = await testDb.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, added?.id ?? ""));
    expect(given).toMatchObject([
      { amount: price(5), reason: "reviews_not_added", status: "processed" },
    ]);
    expect((await read(campaign.id)).targetReviews).toBe(10);
    await expectMoneyInvariants(testDb.db, [business.id]);
  });

  it("runs a completed campaign again and refuses one not approved or past 1000 reviews", async () => {
    const { business, campaign } = await liveCampaign(1);
    await testDb.db
      .update(campaigns)
      .set({ status: "completed", completedReviews: 1 })
      .where(eq(campaigns.id, campaign.id));
    const add = (campaignId: string, count: number) =>
      addReviews(testDb.db, deps, {
        campaignId,
        businessId: business.id,
        requestId: randomUUID(),
        count,
      });
    expect(await add(campaign.id, 1)).toMatchObject({ ok: true, targetReviews: 2 });
    expect((await read(campaign.id)).status).toBe("active");
    expect(await add(campaign.id, 999)).toEqual({ ok: false, reason: "invalid_count" });
    const pending = await campaignOf(business.id);
    expect(await add(pending.id, 5)).toEqual({ ok: false, reason: "not_approved" });
  });
});
