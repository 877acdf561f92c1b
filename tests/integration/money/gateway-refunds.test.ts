import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds } from "~/db/schema";
import { startCampaignOrder } from "~/domain/campaigns/campaign-orders.server";
import { receiveGatewayEvent } from "~/domain/campaigns/receive-gateway-event.server";
import { listAllCampaigns } from "~/domain/moderation/campaign-queue.server";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import {
  createRazorpayGateway,
  type PaymentGateway,
} from "~/domain/money/payments/razorpay-gateway.server";
import {
  listRefundsNeedingAttention,
  retryRefundNow,
  UNSENT_TOO_LONG_MS,
} from "~/domain/money/payments/refund-attention.server";
import { refundBackoffMs, sendDueRefunds } from "~/domain/money/payments/send-refunds.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import {
  type FakeRazorpay,
  type SignedWebhook,
  startFakeRazorpay,
} from "../../support/fake-razorpay";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";

let testDb: TestDatabase;
let fake: FakeRazorpay;
let gateway: PaymentGateway;
beforeAll(async () => {
  [testDb, fake] = await Promise.all([createTestDatabase(), startFakeRazorpay()]);
  gateway = createRazorpayGateway({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiBaseUrl: fake.url,
    checkoutScriptUrl: `${fake.url}/v1/checkout.js`,
  });
});
afterAll(async () => {
  await Promise.all([testDb.close(), fake.close()]);
});

const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7810000000 });
const businesses: string[] = [];

const receive = (hook: SignedWebhook) =>
  receiveGatewayEvent(testDb.db, {
    gateway: "razorpay",
    eventId: hook.headers["x-razorpay-event-id"] ?? "",
    body: JSON.parse(hook.body),
  });

/** A campaign paid through the fake gateway and rejected by the admin: its refund is owed. */
async function rejectedPaidCampaign(targetReviews = 10) {
  const business = await newProfile("business");
  businesses.push(business.id);
  const admin = await newProfile("admin");
  const started = await startCampaignOrder(
    testDb.db,
    { gateway },
    {
      businessId: business.id,
      requestId: randomUUID(),
      businessName: "Verma Kirana",
      mapsLink: "https://maps.app.goo.gl/verma",
      topics: ["Service"],
      city: "Indore",
      targetReviews,
    },
  );
  if (!started.ok || !("order" in started)) throw new Error("no order");
  const { payment } = fake.pay(started.order.orderId);
  expect(await receive(fake.webhook("payment.captured", payment))).toBe("campaign_created");
  const [paid] = await testDb.db.select().from(refunds).where(eq(refunds.businessId, business.id));
  expect(paid).toBeUndefined();
  const campaign = await campaignOf(business.id);
  const rejected = await rejectCampaign(testDb.db, {
    campaignId: campaign,
    adminId: admin.id,
    reason: "The maps link is not this shop.",
  });
  expect(rejected.ok).toBe(true);
  const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.campaignId, campaign));
  if (!refund) throw new Error("no refund row");
  return { refund, payment, businessId: business.id };
}

async function campaignOf(businessId: string) {
  const rows = (await testDb.db.execute(
    `select id from campaigns where business_id = '${businessId}'`,
  )) as unknown as { rows: { id: string }[] };
  const id = rows.rows[0]?.id;
  if (!id) throw new Error("no campaign");
  return id;
}

const refundRow = async (id: string) => {
  const [row] = await testDb.db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error("refund vanished");
  return row;
};
const refundsAtGateway = (paymentId: string) =>
  [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);
const refundPosts = (paymentId: string) =>
  fake.calls.filter((call) => call === `POST /v1/payments/${paymentId}/refund`).length;
const later = (from: Date, ms: number) => () => new Date(from.getTime() + ms);

describe("refunds reach the gateway", () => {
  it("asks the gateway once for a rejected campaign's payment, in paise, and records its id", async () => {
    const { refund, payment } = await rejectedPaidCampaign(10);
    expect(refund).toMatchObject({ status: "pending", amount: 200, gatewayRefundId: null });

    expect((await sendDueRefunds(testDb.db, { gateway })).processed).toBeGreaterThanOrEqual(1);
    const [atGateway] = refundsAtGateway(payment.id);
    expect(atGateway).toMatchObject({ amount: 20_000, receipt: refund.id, status: "processed" });
    const after = await refundRow(refund.id);
    expect(after).toMatchObject({ status: "processed", gatewayRefundId: atGateway?.id });
    expect(after.processedAt).not.toBeNull();

    await sendDueRefunds(testDb.db, { gateway }, { now: later(new Date(), 24 * 3600_000) });
    expect(refundsAtGateway(payment.id)).toHaveLength(1);
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("retries a refund the gateway fails twice, with backoff, until it succeeds", async () => {
    const { refund, payment } = await rejectedPaidCampaign(5);
    fake.refundPlan.push("failed", "failed");
    const start = new Date();
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: () => start });
    const first = await refundRow(refund.id);
    expect(first).toMatchObject({ status: "failed", attempts: 1 });
    // The gateway said failed: no error of ours to show, the admin reads the failed state.
    expect(first.lastError).toBeNull();

    // Not due yet: nothing is asked before the backoff has passed.
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: () => start });
    expect(refundPosts(payment.id)).toBe(1);

    const second = later(start, refundBackoffMs(1));
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: second });
    expect(await refundRow(refund.id)).toMatchObject({ status: "failed", attempts: 2 });
    const third = later(second(), refundBackoffMs(2));
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: third });
    const done = await refundRow(refund.id);
    expect(done).toMatchObject({ status: "processed", attempts: 3, lastError: null });
    expect(refundsAtGateway(payment.id).map((r) => r.status)).toEqual([
      "failed",
      "failed",
      "processed",
    ]);
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("after a timeout finds the refund by its receipt instead of asking twice", async () => {
    const { refund, payment } = await rejectedPaidCampaign(3);
    fake.refundPlan.push("timeout");
    const start = new Date();
    const tally = await sendDueRefunds(
      testDb.db,
      { gateway },
      { refundIds: [refund.id], now: () => start },
    );
    expect(tally.unanswered).toBe(1);
    const lost = await refundRow(refund.id);
    expect(lost.status).toBe("pending");
    expect(lost.lastError).not.toBeNull();

    const retry = later(start, refundBackoffMs(1));
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: retry });
    expect(refundPosts(payment.id)).toBe(1);
    expect(refundsAtGateway(payment.id)).toHaveLength(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed" });
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("refunds once when several servers run the job at the same moment", async () => {
    const { refund, payment } = await rejectedPaidCampaign(4);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id] }),
      ),
    );
    expect(refundsAtGateway(payment.id)).toHaveLength(1);
    expect(refundPosts(payment.id)).toBe(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed", attempts: 1 });
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("takes refund webhooks once, keeps processed final, and refuses forged ones", async () => {
    const { refund, payment } = await rejectedPaidCampaign(2);
    fake.refundPlan.push("pending");
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id] });
    const asked = await refundRow(refund.id);
    expect(asked.status).toBe("pending");
    const atGateway = refundsAtGateway(payment.id)[0];
    if (!atGateway) throw new Error("no refund at the gateway");
    expect(asked.gatewayRefundId).toBe(atGateway.id);

    atGateway.status = "processed";
    const processed = fake.refundWebhook("refund.processed", atGateway);
    const forged = { ...processed, body: processed.body.replace("processed", "failed") };
    expect(
      gateway.verifyWebhook(forged.body, processed.headers["x-razorpay-signature"] ?? ""),
    ).toBe(false);
    expect(await receive(processed)).toBe("refund_updated");
    expect(await receive(processed)).toBe("duplicate");
    // A failure reported after the refund was processed (out of order) changes nothing.
    expect(
      await receive(fake.refundWebhook("refund.failed", { ...atGateway, status: "failed" })),
    ).toBe("refund_unchanged");
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed" });
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("settles a pending refund whose webhook never arrives by asking the gateway", async () => {
    const { refund, payment } = await rejectedPaidCampaign(2);
    fake.refundPlan.push("pending");
    const start = new Date();
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: () => start });
    const atGateway = refundsAtGateway(payment.id)[0];
    if (!atGateway) throw new Error("no refund at the gateway");
    atGateway.status = "processed";
    await sendDueRefunds(
      testDb.db,
      { gateway },
      { refundIds: [refund.id], now: later(start, refundBackoffMs(1)) },
    );
    expect(await refundRow(refund.id)).toMatchObject({
      status: "processed",
      gatewayRefundId: atGateway.id,
    });
    expect(refundPosts(payment.id)).toBe(1);
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("shows the admin a refund that keeps failing, and 'Retry now' asks the gateway at once", async () => {
    const { refund, payment } = await rejectedPaidCampaign(6);
    const admin = await newProfile("admin");
    // As the admin's All Campaigns reads it.
    const stateOf = async () =>
      (await listAllCampaigns(testDb.db, { limit: 100 })).find(
        (row) => row.id === refund.campaignId,
      )?.paymentState;
    expect(await stateOf()).toBe("refund_pending");
    fake.refundPlan.push("failed");
    const start = new Date();
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: () => start });
    expect(await stateOf()).toBe("refund_failed");
    const listed = await listRefundsNeedingAttention(testDb.db, { now: start });
    expect(listed.find((row) => row.id === refund.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      reason: "campaign_rejected",
      amount: 120,
    });

    expect(
      await retryRefundNow(testDb.db, {
        refundId: refund.id,
        adminId: refund.businessId,
        now: start,
      }),
    ).toEqual({
      ok: false,
      reason: "not_admin",
    });
    expect(
      await retryRefundNow(testDb.db, { refundId: refund.id, adminId: admin.id, now: start }),
    ).toEqual({
      ok: true,
    });
    await sendDueRefunds(testDb.db, { gateway }, { refundIds: [refund.id], now: () => start });
    expect(await refundRow(refund.id)).toMatchObject({ status: "processed", attempts: 2 });
    expect(refundPosts(payment.id)).toBe(2);
    expect(await stateOf()).toBe("refunded");
    const after = await listRefundsNeedingAttention(testDb.db, {
      now: new Date(start.getTime() + UNSENT_TOO_LONG_MS * 2),
    });
    expect(after.some((row) => row.id === refund.id)).toBe(false);
    expect(
      await retryRefundNow(testDb.db, { refundId: refund.id, adminId: admin.id, now: start }),
    ).toEqual({
      ok: false,
      reason: "already_processed",
    });
    await expectMoneyInvariants(testDb.db, businesses);
  });
});
