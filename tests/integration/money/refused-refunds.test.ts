import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds, taxDocuments } from "~/db/schema";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { recordRefundPaidByHand } from "~/domain/money/payments/record-refund-paid-by-hand.server";
import {
  listRefundsNeedingAttention,
  retryRefundNow,
} from "~/domain/money/payments/refund-attention.server";
import { sendDueRefunds } from "~/domain/money/payments/send-refunds.server";
import { findDeletionBlocker } from "~/domain/privacy/account-deletion-blockers.server";
import { ageFakePayment } from "../../support/fake-razorpay-refunds";
import { campaignPaidAtGateway, setUpFakeGateway } from "../../support/gateway-fixtures";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";
import { price } from "../../support/reward-amounts";

const held = setUpFakeGateway();
const { newProfile } = profileMaker({ database: () => held.testDb, firstPhone: 7830000000 });
const businesses: string[] = [];
const DAY_MS = 24 * 3600_000;

/** A campaign paid 200 days ago at the gateway and rejected now: its refund is owed. */
async function rejectedOldPayment() {
  const business = await newProfile("business");
  businesses.push(business.id);
  const admin = await newProfile("admin");
  const { paid, payment } = await campaignPaidAtGateway(held, {
    businessId: business.id,
    targetReviews: 5,
  });
  ageFakePayment(held.fake, payment.id, 200);
  const rejected = await rejectCampaign(held.testDb.db, {
    campaignId: paid.campaignId,
    adminId: admin.id,
    reason: "The maps link is not this shop.",
  });
  expect(rejected.ok).toBe(true);
  const [refund] = await held.testDb.db
    .select()
    .from(refunds)
    .where(eq(refunds.campaignId, paid.campaignId));
  if (!refund) throw new Error("no refund row");
  return { refund, payment, admin, businessId: business.id };
}

const refundRow = async (id: string) => {
  const [row] = await held.testDb.db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error("refund vanished");
  return row;
};
const refundPosts = (paymentId: string) =>
  held.fake.calls.filter((call) => call === `POST /v1/payments/${paymentId}/refund`).length;

describe("a refund the gateway refuses for good (decision 088)", () => {
  it("stops asking after the documented 400 and lists it for the admin with the gateway's words", async () => {
    const { refund, payment } = await rejectedOldPayment();
    const tally = await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { refundIds: [refund.id] },
    );
    expect(tally.refused).toBe(1);
    const refused = await refundRow(refund.id);
    expect(refused).toMatchObject({ status: "refused", nextAttemptAt: null });
    expect(refused.lastError).toContain("more than 6 months old");

    // A week of job runs asks nothing more: no retry every 6 hours.
    for (const days of [1, 3, 7]) {
      await sendDueRefunds(
        held.testDb.db,
        { gateway: held.gateway },
        { now: () => new Date(Date.now() + days * DAY_MS) },
      );
    }
    expect(refundPosts(payment.id)).toBe(1);

    const listed = await listRefundsNeedingAttention(held.testDb.db, { now: new Date() });
    expect(listed.find((row) => row.id === refund.id)).toMatchObject({
      kind: "refund",
      status: "refused",
      amount: price(5),
      gatewayPaymentId: payment.id,
    });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("is done by hand with the bank's reference: processed, its credit note kept, nothing asked", async () => {
    const { refund, payment, admin, businessId } = await rejectedOldPayment();
    await sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { refundIds: [refund.id] });
    expect(await findDeletionBlocker(held.testDb.db, businessId)).toBe("refund_in_flight");
    const [creditNotesBefore] = await held.testDb.db
      .select({ id: taxDocuments.id })
      .from(taxDocuments)
      .where(eq(taxDocuments.refundId, refund.id));

    const bad = await recordRefundPaidByHand(held.testDb.db, {
      refundId: refund.id,
      adminId: admin.id,
      reference: "x",
      now: new Date(),
    });
    expect(bad).toEqual({ ok: false, reason: "bad_reference" });
    expect((await refundRow(refund.id)).status).toBe("refused");

    const business = await newProfile("business");
    const notAdmin = await recordRefundPaidByHand(held.testDb.db, {
      refundId: refund.id,
      adminId: business.id,
      reference: "UTR123456789012",
      now: new Date(),
    });
    expect(notAdmin).toEqual({ ok: false, reason: "not_admin" });

    const recorded = await recordRefundPaidByHand(held.testDb.db, {
      refundId: refund.id,
      adminId: admin.id,
      reference: " UTR123456789012 ",
      now: new Date(),
    });
    expect(recorded).toEqual({ ok: true });
    const done = await refundRow(refund.id);
    expect(done).toMatchObject({
      status: "processed",
      paidByHandReference: "UTR123456789012",
      paidByHandBy: admin.id,
      nextAttemptAt: null,
    });
    const again = await recordRefundPaidByHand(held.testDb.db, {
      refundId: refund.id,
      adminId: admin.id,
      reference: "UTR999999999999",
      now: new Date(),
    });
    expect(again).toEqual({ ok: false, reason: "not_refused" });
    expect((await retryRefundNow(held.testDb.db, { ...ids(refund.id, admin.id) })).ok).toBe(false);

    // The credit note issued when the refund was decided is the one it keeps; nothing more asked.
    const creditNotes = await held.testDb.db
      .select({ id: taxDocuments.id })
      .from(taxDocuments)
      .where(eq(taxDocuments.refundId, refund.id));
    expect(creditNotes).toEqual([creditNotesBefore]);
    await sendDueRefunds(
      held.testDb.db,
      { gateway: held.gateway },
      { now: () => new Date(Date.now() + DAY_MS) },
    );
    expect(refundPosts(payment.id)).toBe(1);
    const listed = await listRefundsNeedingAttention(held.testDb.db, { now: new Date() });
    expect(listed.some((row) => row.id === refund.id)).toBe(false);
    expect(await findDeletionBlocker(held.testDb.db, businessId)).toBeNull();
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("is asked once more on 'Retry now', and cannot be recorded by hand while that ask is due", async () => {
    const { refund, payment, admin } = await rejectedOldPayment();
    await sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { refundIds: [refund.id] });
    expect((await retryRefundNow(held.testDb.db, ids(refund.id, admin.id))).ok).toBe(true);
    const meanwhile = await recordRefundPaidByHand(held.testDb.db, {
      refundId: refund.id,
      adminId: admin.id,
      reference: "UTR123456789099",
      now: new Date(),
    });
    expect(meanwhile).toEqual({ ok: false, reason: "not_refused" });
    await sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { refundIds: [refund.id] });
    expect(refundPosts(payment.id)).toBe(2);
    expect(await refundRow(refund.id)).toMatchObject({ status: "refused", nextAttemptAt: null });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("keeps retrying a 5xx with backoff: only the documented refusal is final", async () => {
    const { refund } = await rejectedOldPayment();
    held.fake.down = true;
    try {
      await sendDueRefunds(held.testDb.db, { gateway: held.gateway }, { refundIds: [refund.id] });
    } finally {
      held.fake.down = false;
    }
    const row = await refundRow(refund.id);
    expect(row.status).toBe("pending");
    expect(row.nextAttemptAt).not.toBeNull();
    expect(row.lastError).toContain("503");
    await expectMoneyInvariants(held.testDb.db, businesses);
  });
});

function ids(refundId: string, adminId: string) {
  return { refundId, adminId, now: new Date() };
}
