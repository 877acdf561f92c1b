import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, payments, refunds } from "~/db/schema";
import { addReviews } from "~/domain/campaigns/add-reviews.server";
import { listPaymentHistory } from "~/domain/campaigns/business-campaigns.server";
import { endFinishedCampaigns } from "~/domain/jobs/end-finished-campaigns.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { sendDueRefunds } from "~/domain/money/payments/send-refunds.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { findUnfilledRefund } from "~/domain/money/payments/unfilled-refund.server";
import { insertPendingReviews, paidCampaign } from "../../support/campaigns";
import { campaignPaidAtGateway, setUpFakeGateway } from "../../support/gateway-fixtures";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";
import { price, pricePaise } from "../../support/reward-amounts";

const held = setUpFakeGateway();
const { newProfile } = profileMaker({ database: () => held.testDb, firstPhone: 7820000000 });
const businesses: string[] = [];
const approvedAt = new Date("2026-11-26T06:00:00Z");
/** Long after any schedule of these campaigns is over. */
const afterTheEnd = new Date("2027-06-01T06:00:00Z");

async function activeCampaign(businessId: string, target: number) {
  const campaign = await paidCampaign(held.testDb, new Date("2026-11-26T05:00:00Z"), {
    businessId,
    topics: ["Food"],
    city: "Indore",
    targetReviews: target,
  });
  await approve(campaign.id);
  return campaign.id;
}

async function approve(campaignId: string) {
  const admin = await newProfile("admin");
  const approved = await approveCampaign(held.testDb.db, {
    campaignId,
    adminId: admin.id,
    now: approvedAt,
  });
  expect(approved.ok).toBe(true);
}

/** `approved` of its reviews approved, as moderation leaves the campaign's counters. */
async function withApproved(campaignId: string, approved: number) {
  await held.testDb.db
    .update(campaigns)
    .set({ completedReviews: approved, slotsTaken: sql`${campaigns.slotsTaken} + ${approved}` })
    .where(eq(campaigns.id, campaignId));
}

async function newBusiness() {
  const business = await newProfile("business");
  businesses.push(business.id);
  return business.id;
}

const refundsOf = (campaignId: string) =>
  held.testDb.db.select().from(refunds).where(eq(refunds.campaignId, campaignId));
const statusOf = async (campaignId: string) =>
  (
    await held.testDb.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
  )[0]?.status;

describe("a campaign's end refunds its unfilled slots", () => {
  it("refunds exactly 3 × the price once for 3 of 10 slots unfilled, however many servers run the job", async () => {
    const businessId = await newBusiness();
    const campaignId = await activeCampaign(businessId, 10);
    await withApproved(campaignId, 7);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => endFinishedCampaigns(held.testDb.db, { now: afterTheEnd })),
    );
    expect(runs.reduce((sum, run) => sum + run.ended, 0)).toBe(1);
    const rows = await refundsOf(campaignId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: price(3),
      reason: "unfilled_slots",
      status: "processed",
    });
    expect(await statusOf(campaignId)).toBe("completed");
    await endFinishedCampaigns(held.testDb.db, { now: afterTheEnd });
    expect(await refundsOf(campaignId)).toHaveLength(1);
    // Reopening it with 'Add reviews' would open the refunded slots again for free.
    const more = await addReviews(
      held.testDb.db,
      { payments: createSimulatedPaymentProvider(), now: () => afterTheEnd },
      { campaignId, businessId, requestId: randomUUID(), count: 2 },
    );
    expect(more).toEqual({ ok: false, reason: "ended" });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("does not end a campaign before its schedule's last day has passed", async () => {
    const campaignId = await activeCampaign(await newBusiness(), 10);
    await endFinishedCampaigns(held.testDb.db, { now: new Date(approvedAt.getTime() + 3600_000) });
    expect(await statusOf(campaignId)).toBe("active");
    expect(await refundsOf(campaignId)).toHaveLength(0);
  });

  it("waits for a review pending moderation, and ends the campaign once none is", async () => {
    const campaignId = await activeCampaign(await newBusiness(), 10);
    const reviewer = await newProfile("user", { city: "Indore" });
    const [pending] = await insertPendingReviews(held.testDb, reviewer, [campaignId], 4);
    await endFinishedCampaigns(held.testDb.db, { now: afterTheEnd });
    expect(await statusOf(campaignId)).toBe("active");
    await held.testDb.db.execute(
      sql`update reviews set status = 'rejected' where id = ${pending?.id}`,
    );
    await endFinishedCampaigns(held.testDb.db, { now: afterTheEnd });
    expect(await statusOf(campaignId)).toBe("completed");
    expect((await refundsOf(campaignId)).map((row) => row.amount)).toEqual([price(10)]);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("splits the refund over the campaign's payments, the added reviews' payment first", async () => {
    const businessId = await newBusiness();
    const campaignId = await activeCampaign(businessId, 10);
    const added = await addReviews(
      held.testDb.db,
      { payments: createSimulatedPaymentProvider(), now: () => approvedAt },
      { campaignId, businessId, requestId: randomUUID(), count: 5 },
    );
    expect(added.ok).toBe(true);
    await withApproved(campaignId, 7);
    await endFinishedCampaigns(held.testDb.db, { now: afterTheEnd });
    const rows = await refundsOf(campaignId);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(price(8));
    const paid = await held.testDb.db
      .select()
      .from(payments)
      .where(eq(payments.campaignId, campaignId));
    const more = paid.find((payment) => payment.purpose === "more_reviews");
    expect(more?.status).toBe("refunded");
    expect(paid.find((payment) => payment.purpose === "campaign")?.status).toBe("succeeded");
    // Issue 46, point 7 (ownerCampaign.unfilledRefundDone_other, ownerCampaign.unfilledRefundOnTheWay_other
    // below): the campaign's page says the whole refund, summed over both payments; another
    // business reads nothing of it.
    expect(await findUnfilledRefund(held.testDb.db, { businessId, campaignId })).toEqual({
      slots: 8,
      amount: price(8),
      state: "processed",
      processedAt: afterTheEnd,
      payments: 2,
    });
    const stranger = await newBusiness();
    expect(await findUnfilledRefund(held.testDb.db, { businessId: stranger, campaignId })).toBe(
      null,
    );
    // Payment History tells the two payments of one campaign apart.
    const history = await listPaymentHistory(held.testDb.db, { businessId });
    expect(history.map((row) => row.purpose).sort()).toEqual(["campaign", "more_reviews"]);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("asks the gateway for a razorpay-paid campaign's unfilled slots, in paise", async () => {
    const businessId = await newBusiness();
    const { paid, payment } = await campaignPaidAtGateway(held, {
      businessId,
      targetReviews: 10,
      businessName: "Joshi Dairy",
    });
    await approve(paid.campaignId);
    await withApproved(paid.campaignId, 7);
    await endFinishedCampaigns(held.testDb.db, { now: afterTheEnd });
    expect((await refundsOf(paid.campaignId))[0]).toMatchObject({
      amount: price(3),
      status: "pending",
    });
    const owned = { businessId, campaignId: paid.campaignId };
    expect(await findUnfilledRefund(held.testDb.db, owned)).toMatchObject({
      slots: 3,
      amount: price(3),
      state: "on_the_way",
      processedAt: null,
    });
    await sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { now: () => afterTheEnd });
    expect((await refundsOf(paid.campaignId))[0]).toMatchObject({ status: "processed" });
    expect(await findUnfilledRefund(held.testDb.db, owned)).toMatchObject({ state: "processed" });
    const atGateway = [...held.fake.refunds.values()].filter(
      (refund) => refund.payment_id === payment.id,
    );
    expect(atGateway.map((refund) => refund.amount)).toEqual([pricePaise(3)]);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });
});
