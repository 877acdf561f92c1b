import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "~/db/schema";
import { listAllCampaigns } from "~/domain/moderation/campaign-queue.server";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import {
  listRefundsNeedingAttention,
  retryRefundNow,
  UNSENT_TOO_LONG_MS,
} from "~/domain/money/payments/refund-attention.server";
import { refundBackoffMs, sendDueRefunds } from "~/domain/money/payments/send-refunds.server";
import type { SignedWebhook } from "../../support/fake-razorpay";
import {
  campaignPaidAtGateway,
  receiveWebhook,
  setUpFakeGateway,
} from "../../support/gateway-fixtures";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";
import { price, pricePaise } from "../../support/reward-amounts";

const held = setUpFakeGateway();
const { newProfile } = profileMaker({ database: () => held.testDb, firstPhone: 7810000000 });
const businesses: string[] = [];

const receive = (hook: SignedWebhook) => receiveWebhook(held.testDb.db, hook);

/** A campaign paid through the fake gateway and rejected by the admin: its refund is owed. */
async function rejectedPaidCampaign(targetReviews = 10) {
  const business = await newProfile("business");
  businesses.push(business.id);
  const admin = await newProfile("admin");
  const { paid, payment } = await campaignPaidAtGateway(held, {
    businessId: business.id,
    targetReviews,
  });
  const campaign = paid.campaignId;
  const rejected = await rejectCampaign(held.testDb.db, {
    campaignId: campaign,
    adminId: admin.id,
    reason: "The maps link is not this shop.",
  });
  expect(rejected.ok).toBe(true);
  const [refund] = await held.testDb.db
    .select()
    .from(refunds)
    .where(eq(refunds.campaignId, campaign));
  if (!refund) throw new Error("no refund row");
  return { refund, payment, businessId: business.id };
}

const refundRow = async (id: string) => {
  const [row] = await held.testDb.db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error("refund vanished");
  return row;
};
const refundsAtGateway = (paymentId: string) =>
  [...held.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);
const refundPosts = (paymentId: string) =>
  held.fake.calls.filter((call) => call === `POST /v1/payments/${paymentId}/refund`).length;
const later = (from: Date, ms: number) => () => new Date(from.getTime() + ms);

describe("refunds reach the gateway", () => {
  it("asks the gateway once for a rejected campaign's payment, in paise, and records its id", async () => {
    const { refund, payment } = await rejectedPaidCampaign(10);
    expect(refund).toMatchObject({ status: "pending", amount: price(10), gatewayRefundId: null });

    expect(
      (await sendDueRefunds(held.testDb.db, { gateway: held.gateway })).processed,
    ).toBeGreaterThanOrEqual(1);
    const [atGateway] = refundsAtGateway(payment.id);
    expect(atGateway).toMatchObject({
      amount: pricePaise(10),
      receipt: refund.id,
      status: "processed",
    });
    const after = await refundRow(refund.id);
    expect(after).toMatchObject({ status: "processed", gatewayRefundId: atGateway?.id });
    expect(after.processedAt).not.toBeNull();

    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { now: later(new Date(), 24 * 3600_000) },
    );
    expect(refundsAtGateway(payment.id)).toHaveLength(1);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("retries a refund the gateway fails twice, with backoff, until it succeeds", async () => {
    const { refund, payment } = await rejectedPaidCampaign(5);
    held.fake.refundPlan.push("failed", "failed");
    const start = new Date();
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: () => start },
    );
    const first = await refundRow(refund.id);
    expect(first).toMatchObject({ status: "failed", attempts: 1 });
    // The gateway said failed: no error of ours to show, the admin reads the failed state.
    expect(first.lastError).toBeNull();

    // Not due yet: nothing is asked before the backoff has passed.
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: () => start },
    );
    expect(refundPosts(payment.id)).toBe(1);

    const second = later(start, refundBackoffMs(1));
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: second },
    );
    expect(await refundRow(refund.id)).toMatchObject({ status: "failed", attempts: 2 });
    const third = later(second(), refundBackoffMs(2));
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: third },
    );
    const done = await refundRow(refund.id);
    expect(done).toMatchObject({ status: "processed", attempts: 3, lastError: null });
    expect(refundsAtGateway(payment.id).map((r) => r.status)).toEqual([
      "failed",
      "failed",
      "processed",
    ]);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("after a timeout finds the refund by its receipt instead of asking twice", async () => {
    const { refund, payment } = await rejectedPaidCampaign(3);
    held.fake.refundPlan.push("timeout");
    const start = new Date();
    const tally = await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: () => start },
    );
    expect(tally.unanswered).toBe(1);
    const lost = await refundRow(refund.id);
    expect(lost.status).toBe("pending");
    expect(lost.lastError).not.toBeNull();

    const retry = later(start, refundBackoffMs(1));
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: retry },
    );
    expect(refundPosts(payment.id)).toBe(1);
    expect(refundsAtGateway(payment.id)).toHaveLength(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed" });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("refunds once when several servers run the job at the same moment", async () => {
    const { refund, payment } = await rejectedPaidCampaign(4);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { refundIds: [refund.id] }),
      ),
    );
    expect(refundsAtGateway(payment.id)).toHaveLength(1);
    expect(refundPosts(payment.id)).toBe(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed", attempts: 1 });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("takes refund webhooks once, keeps processed final, and refuses forged ones", async () => {
    const { refund, payment } = await rejectedPaidCampaign(2);
    held.fake.refundPlan.push("pending");
    await sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { refundIds: [refund.id] });
    const asked = await refundRow(refund.id);
    expect(asked.status).toBe("pending");
    const atGateway = refundsAtGateway(payment.id)[0];
    if (!atGateway) throw new Error("no refund at the gateway");
    expect(asked.gatewayRefundId).toBe(atGateway.id);

    atGateway.status = "processed";
    const processed = held.fake.refundWebhook("refund.processed", atGateway);
    const forged = { ...processed, body: processed.body.replace("processed", "failed") };
    expect(
      held.gateway.verifyWebhook(forged.body, processed.headers["x-razorpay-signature"] ?? ""),
    ).toBe(false);
    expect(await receive(processed)).toBe("refund_updated");
    expect(await receive(processed)).toBe("duplicate");
    // A failure reported after the refund was processed (out of order) changes nothing.
    expect(
      await receive(held.fake.refundWebhook("refund.failed", { ...atGateway, status: "failed" })),
    ).toBe("refund_unchanged");
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed" });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("settles a pending refund whose webhook never arrives by asking the gateway", async () => {
    const { refund, payment } = await rejectedPaidCampaign(2);
    held.fake.refundPlan.push("pending");
    const start = new Date();
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: () => start },
    );
    const atGateway = refundsAtGateway(payment.id)[0];
    if (!atGateway) throw new Error("no refund at the gateway");
    atGateway.status = "processed";
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: later(start, refundBackoffMs(1)) },
    );
    expect(await refundRow(refund.id)).toMatchObject({
      status: "processed",
      gatewayRefundId: atGateway.id,
    });
    expect(refundPosts(payment.id)).toBe(1);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("shows the admin a refund that keeps failing, and 'Retry now' asks the gateway at once", async () => {
    const { refund, payment } = await rejectedPaidCampaign(6);
    const admin = await newProfile("admin");
    // As the admin's All Campaigns reads it.
    const stateOf = async () =>
      (await listAllCampaigns(held.testDb.db, { limit: 100 })).find(
        (row) => row.id === refund.campaignId,
      )?.paymentState;
    expect(await stateOf()).toBe("refund_pending");
    held.fake.refundPlan.push("failed");
    const start = new Date();
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: () => start },
    );
    expect(await stateOf()).toBe("refund_failed");
    const listed = await listRefundsNeedingAttention(held.testDb.db, { now: start });
    expect(listed.find((row) => row.id === refund.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      reason: "campaign_rejected",
      amount: price(6),
    });

    expect(
      await retryRefundNow(held.testDb.db, {
        refundId: refund.id,
        adminId: refund.businessId,
        now: start,
      }),
    ).toEqual({
      ok: false,
      reason: "not_admin",
    });
    expect(
      await retryRefundNow(held.testDb.db, { refundId: refund.id, adminId: admin.id, now: start }),
    ).toEqual({
      ok: true,
    });
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id], now: () => start },
    );
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed", attempts: 2 });
    expect(refundPosts(payment.id)).toBe(2);
    expect(await stateOf()).toBe("refunded");
    const after = await listRefundsNeedingAttention(held.testDb.db, {
      now: new Date(start.getTime() + UNSENT_TOO_LONG_MS * 2),
    });
    expect(after.some((row) => row.id === refund.id)).toBe(false);
    expect(
      await retryRefundNow(held.testDb.db, { refundId: refund.id, adminId: admin.id, now: start }),
    ).toEqual({
      ok: false,
      reason: "already_processed",
    });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });
});
