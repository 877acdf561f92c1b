import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { checkUpiHolder } from "~/domain/money/payouts/check-upi-holder.server";
import { rejectPayout } from "~/domain/money/payouts/process-payout.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import { releasePayout, retryPayout } from "~/domain/money/payouts/release-or-retry-payout.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import {
  payoutIdempotencyKey,
  RECONCILE_PAYOUTS_AFTER_MS,
  reconcilePayouts,
  sendQueuedPayouts,
} from "~/domain/money/payouts/send-queued-payouts.server";
import { listPayoutSharingSignals } from "~/domain/trust/payout-sharing.server";
import { providerPayoutsSection } from "~/routes/admin-dashboard/provider-payouts.server";
import {
  type FakeRazorpayx,
  type SignedPayoutWebhook,
  startFakeRazorpayx,
} from "../../support/fake-razorpayx";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  admin,
  balanceOf,
  payoutRow,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings } from "../../support/reward-amounts";

setUpPayoutsDatabase();
let fake: FakeRazorpayx;
let provider: PayoutProvider;
beforeAll(async () => {
  fake = await startFakeRazorpayx();
  provider = createRazorpayxProvider({ ...fake, apiBaseUrl: fake.url });
});
afterAll(() => fake.close());
afterEach(() => expectPayoutInvariants(testDb.db));

let upiCounter = 0;
/** 1 → 'a', 27 → 'aa': a name of letters only, as a bank name must be (decision 086). */
const lettersOf = (n: number): string =>
  (n > 26 ? lettersOf(Math.floor((n - 1) / 26)) : "") + String.fromCharCode(97 + ((n - 1) % 26));

/** A fresh UPI ID held by `holder` at the fake, ending its payouts as `script` says. */
function upiOf(holder: string | null, script: "processed" | "processing" | "failed" = "processed") {
  upiCounter += 1;
  const upiId = `kiran${upiCounter}@okaxis`;
  if (holder) fake.holders.set(upiId, holder);
  fake.scripts.set(upiId, script);
  return upiId;
}

/** A reviewer with the minimum payout whose name check passed and whose payout was requested. */
async function requestedThroughProvider(
  script: "processed" | "processing" | "failed" = "processed",
  dailyLimit = 50_000,
) {
  const reviewer = await reviewerWith(payoutEarnings);
  // A surname of its own per reviewer, so three of them are not 'one holder' to the hold rules.
  const surname = `Sharma${lettersOf(upiCounter + 1)}`;
  const upiId = upiOf(`KIRAN ${surname.toUpperCase()}`, script);
  const bankName = `Kiran ${surname}`;
  const checked = await checkUpiHolder(
    testDb.db,
    { provider },
    { userId: reviewer.id, upiId, bankName },
  );
  if (!checked.ok || !checked.matches) throw new Error(`name check: ${JSON.stringify(checked)}`);
  const requested = await requestPayout(testDb.db, {
    userId: reviewer.id,
    upiId,
    provider: { dailyLimit },
    now: tick(),
  });
  if (!requested.ok) throw new Error(`payout refused: ${requested.reason}`);
  return { reviewer, upiId, bankName, payout: requested.payout };
}

const receive = (hook: SignedPayoutWebhook, now = new Date()) =>
  receivePayoutEvent(testDb.db, {
    gateway: "razorpayx",
    eventId: hook.headers["x-razorpay-event-id"] ?? "",
    body: JSON.parse(hook.body),
    now,
  });

const providerPayoutOf = async (payoutId: string) => {
  const row = await payoutRow(payoutId);
  const found = row.providerPayoutId ? fake.payouts.get(row.providerPayoutId) : undefined;
  if (!found) throw new Error("the provider has no such payout");
  return found;
};

describe("a payout through the provider", () => {
  it("is paid without a person: queued, sent after commit, processed with the UTR", async () => {
    const { reviewer, payout } = await requestedThroughProvider();
    expect(payout.status).toBe("queued");
    expect(await balanceOf(reviewer.id)).toBe(0);
    await sendQueuedPayouts(testDb.db, { provider });
    const paid = await payoutRow(payout.id);
    expect(paid.status).toBe("processed");
    expect(paid.reference).toMatch(/^\d{12}$/);
    expect(fake.creations.filter((c) => c.key === payoutIdempotencyKey(payout.id))).toHaveLength(1);
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("returns the amount once when it fails, whatever reports follow", async () => {
    const { reviewer, payout } = await requestedThroughProvider("failed");
    await sendQueuedPayouts(testDb.db, { provider });
    const failed = await payoutRow(payout.id);
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toContain("beneficiary bank is offline");
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
    const late = await providerPayoutOf(payout.id);
    const hook = fake.webhook(late);
    expect(await receive(hook)).toBe("unchanged");
    expect(await receive(hook)).toBe("duplicate");
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("reverses after processing: the money comes back once, and a late 'processed' changes nothing", async () => {
    const { reviewer, payout } = await requestedThroughProvider();
    await sendQueuedPayouts(testDb.db, { provider });
    const atProvider = fake.settle((await payoutRow(payout.id)).providerPayoutId ?? "", "reversed");
    const reversed = fake.webhook(atProvider);
    expect(await receive(reversed)).toBe("changed");
    expect(await receive(reversed)).toBe("duplicate");
    expect(await receive(fake.webhook({ ...atProvider, status: "processed" }))).toBe("unchanged");
    expect((await payoutRow(payout.id)).status).toBe("reversed");
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("takes webhooks out of order: 'processed' before 'processing' stays processed", async () => {
    const { payout } = await requestedThroughProvider("processing");
    await sendQueuedPayouts(testDb.db, { provider });
    expect((await payoutRow(payout.id)).status).toBe("processing");
    const atProvider = await providerPayoutOf(payout.id);
    const processing = fake.webhook({ ...atProvider });
    fake.settle(atProvider.id, "processed");
    expect(await receive(fake.webhook(atProvider))).toBe("changed");
    expect(await receive(processing)).toBe("unchanged");
    expect((await payoutRow(payout.id)).status).toBe("processed");
  });

  it("refuses a forged webhook's signature", async () => {
    const { payout } = await requestedThroughProvider("processing");
    await sendQueuedPayouts(testDb.db, { provider });
    const hook = fake.webhook({ ...(await providerPayoutOf(payout.id)), status: "processed" });
    const forged = hook.body.replace('"processed"', '"reversed"');
    expect(provider.verifyWebhook(hook.body, hook.headers["x-razorpay-signature"] ?? "")).toBe(
      true,
    );
    expect(provider.verifyWebhook(forged, hook.headers["x-razorpay-signature"] ?? "")).toBe(false);
    expect(provider.verifyWebhook(hook.body, "0".repeat(64))).toBe(false);
  });

  it("stays processing for hours without a refund, and the reconciliation job finds its end when no webhook came", async () => {
    const { reviewer, payout } = await requestedThroughProvider("processing");
    await sendQueuedPayouts(testDb.db, { provider });
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    await reconcilePayouts(testDb.db, { provider }, { now: later(3) });
    expect((await payoutRow(payout.id)).status).toBe("processing");
    expect(await balanceOf(reviewer.id)).toBe(0);
    fake.settle((await providerPayoutOf(payout.id)).id, "processed");
    // Not asked again before RECONCILE_PAYOUTS_AFTER_MS; asked after it.
    const tally = await reconcilePayouts(testDb.db, { provider }, { now: later(5) });
    expect(tally.changed).toBeGreaterThanOrEqual(1);
    expect((await payoutRow(payout.id)).status).toBe("processed");
    expect(RECONCILE_PAYOUTS_AFTER_MS).toBeLessThan(3_600_000);
  });

  it("never pays twice when two servers send at once, nor when the process died after the provider's answer", async () => {
    const { payout } = await requestedThroughProvider();
    const [a, b] = await Promise.all([
      sendQueuedPayouts(testDb.db, { provider }),
      sendQueuedPayouts(testDb.db, { provider }),
    ]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    expect(fake.creations.filter((c) => c.key === payoutIdempotencyKey(payout.id))).toHaveLength(1);

    // kill -9 between the provider's answer and our commit: the attempt was marked, the provider
    // made the payout, and nothing else was recorded.
    const second = await requestedThroughProvider();
    await testDb.db.execute(
      `update payouts set updated_at = now() where id = '${second.payout.id}'` as never,
    );
    await provider.createPayout({
      idempotencyKey: payoutIdempotencyKey(second.payout.id),
      referenceId: second.payout.id,
      upiId: second.upiId,
      holderName: "KIRAN SHARMA",
      amountPaise: payoutEarnings * 100,
    });
    await sendQueuedPayouts(testDb.db, { provider });
    expect((await payoutRow(second.payout.id)).status).toBe("processed");
    expect(
      [...fake.payouts.values()].filter((p) => p.reference_id === second.payout.id),
    ).toHaveLength(1);
  });
});

describe("accounts sharing a UPI ID, for moderators", () => {
  it("puts '2 accounts pay out to the same UPI ID' on each one's reviews, for admins only", async () => {
    const first = await requestedThroughProvider();
    const other = await reviewerWith(payoutEarnings);
    // The second account's own name check of the same UPI ID is what links the two.
    expect(
      await checkUpiHolder(
        testDb.db,
        { provider },
        { userId: other.id, upiId: first.upiId, bankName: first.bankName },
      ),
    ).toMatchObject({ ok: true });
    const reviewIds = (
      await testDb.db.select({ id: reviews.id, userId: reviews.userId }).from(reviews)
    )
      .filter((review) => review.userId === other.id || review.userId === first.reviewer.id)
      .map((review) => review.id);
    const signals = await listPayoutSharingSignals(testDb.db, { staffId: admin.id, reviewIds });
    expect(signals.size).toBe(reviewIds.length);
    for (const found of signals.values()) {
      expect(found).toContainEqual(
        expect.objectContaining({ reason: "sharedPayoutUpi", values: { count: 2 } }),
      );
    }
    const asReviewer = await listPayoutSharingSignals(testDb.db, { staffId: other.id, reviewIds });
    expect(asReviewer.size).toBe(0);
  });
});

describe("held for the admin", () => {
  it("holds a UPI ID that another account was paid to; Release sends it", async () => {
    const first = await requestedThroughProvider();
    const other = await reviewerWith(payoutEarnings);
    const checked = await checkUpiHolder(
      testDb.db,
      { provider },
      { userId: other.id, upiId: first.upiId, bankName: first.bankName },
    );
    if (!checked.ok) throw new Error(checked.reason);
    const held = await requestPayout(testDb.db, {
      userId: other.id,
      upiId: first.upiId,
      provider: { dailyLimit: 50_000 },
    });
    if (!held.ok) throw new Error(held.reason);
    expect(held.payout).toMatchObject({ status: "held", holdReasons: ["sharedUpi"] });
    await sendQueuedPayouts(testDb.db, { provider, ...{} });
    expect((await payoutRow(held.payout.id)).status).toBe("held");
    expect(
      await releasePayout(testDb.db, { payoutId: held.payout.id, adminId: admin.id }),
    ).toMatchObject({ ok: true });
    await sendQueuedPayouts(testDb.db, { provider });
    expect((await payoutRow(held.payout.id)).status).toBe("processed");
  });

  it("holds what passes the day's limit; Reject returns the money once", async () => {
    const { reviewer, payout } = await requestedThroughProvider("processed", 99);
    expect(payout).toMatchObject({ status: "held", holdReasons: ["dailyLimit"] });
    // payouts.heldNote tells the reviewer 'usually within a day': past a day the admin's card says so.
    const heldAfter = async (hours: number) => {
      const section = await providerPayoutsSection(testDb.db, {
        shown: true,
        now: new Date(payout.createdAt.getTime() + hours * 60 * 60 * 1000),
      });
      return section?.held.find((row) => row.id === payout.id)?.heldOverADay;
    };
    expect(await heldAfter(23.9)).toBe(false);
    expect(await heldAfter(24)).toBe(true);
    const rejected = await rejectPayout(testDb.db, {
      payoutId: payout.id,
      adminId: admin.id,
      reason: "Limit reached today; ask again tomorrow.",
    });
    expect(rejected.ok).toBe(true);
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("retries a failed payout once with a new idempotency key", async () => {
    const { reviewer, payout, upiId } = await requestedThroughProvider("failed");
    await sendQueuedPayouts(testDb.db, { provider });
    fake.scripts.set(upiId, "processed");
    const retried = await retryPayout(testDb.db, { payoutId: payout.id, adminId: admin.id });
    if (!retried.ok) throw new Error(retried.reason);
    expect(await retryPayout(testDb.db, { payoutId: payout.id, adminId: admin.id })).toMatchObject({
      ok: false,
    });
    await sendQueuedPayouts(testDb.db, { provider });
    expect((await payoutRow(retried.payout.id)).status).toBe("processed");
    expect(await balanceOf(reviewer.id)).toBe(0);
  });
});
