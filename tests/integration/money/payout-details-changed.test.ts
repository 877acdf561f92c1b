import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { upiChecks } from "~/db/schema";
import { checkUpiHolder } from "~/domain/money/payouts/check-upi-holder.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { releasePayout } from "~/domain/money/payouts/release-or-retry-payout.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  admin,
  earn,
  payoutRow,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings } from "../../support/reward-amounts";

/**
 * Issue 45, point 8 (decision 100): a payout to another UPI ID, or under another bank name, than
 * the last payout that reached the reviewer waits for the admin; the first ever payout does not.
 */
setUpPayoutsDatabase();
let fake: FakeRazorpayx;
let provider: PayoutProvider;
beforeAll(async () => {
  fake = await startFakeRazorpayx();
  provider = createRazorpayxProvider({ ...fake, apiBaseUrl: fake.url });
});
afterAll(() => fake.close());
afterEach(() => expectPayoutInvariants(testDb.db));

let counter = 0;
function upiHeldBy(holder: string) {
  counter += 1;
  const upiId = `meena${counter}@oksbi`;
  fake.holders.set(upiId, holder);
  fake.scripts.set(upiId, "processed");
  return upiId;
}

async function checkedAndRequested(userId: string, upiId: string, bankName: string) {
  const checked = await checkUpiHolder(testDb.db, { provider }, { userId, upiId, bankName });
  if (!checked.ok) throw new Error(`name check: ${JSON.stringify(checked)}`);
  const requested = await requestPayout(testDb.db, {
    userId,
    upiId,
    provider: { dailyLimit: 50_000 },
    now: tick(),
  });
  if (!requested.ok) throw new Error(`payout refused: ${requested.reason}`);
  return requested.payout;
}

async function paid(payoutId: string) {
  await sendQueuedPayouts(testDb.db, { provider }, { payoutId });
  expect((await payoutRow(payoutId)).status).toBe("processed");
}

describe("a payout after the UPI ID or the bank name changed", () => {
  it("is held for the admin after a new UPI ID; the first ever and the same again are not", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const first = await checkedAndRequested(reviewer.id, upiHeldBy("MEENA IYER"), "Meena Iyer");
    expect(first.status).toBe("queued");
    expect(first.holdReasons).toBeNull();
    await paid(first.id);

    await earn(reviewer, payoutEarnings);
    const moved = upiHeldBy("MEENA IYER");
    const second = await checkedAndRequested(reviewer.id, moved, "Meena Iyer");
    expect(second.status).toBe("held");
    expect(second.holdReasons).toEqual(["detailsChanged"]);
    const released = await releasePayout(testDb.db, {
      payoutId: second.id,
      adminId: admin.id,
      now: tick(),
    });
    expect(released).toMatchObject({ ok: true });
    await paid(second.id);

    await earn(reviewer, payoutEarnings);
    const third = await checkedAndRequested(reviewer.id, moved, "Meena Iyer");
    expect(third.status).toBe("queued");
    expect(third.holdReasons).toBeNull();
  });

  it("is held after the bank name given for the UPI ID changed", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("MEENA IYER");
    const first = await checkedAndRequested(reviewer.id, upiId, "Meena Iyer");
    await paid(first.id);
    await earn(reviewer, payoutEarnings);
    // However the name came to change (a corrected bank-name field), the payout waits.
    await testDb.db
      .update(upiChecks)
      .set({ bankName: "Iyer Meena" })
      .where(and(eq(upiChecks.userId, reviewer.id), eq(upiChecks.upiId, upiId)));
    const next = await requestPayout(testDb.db, {
      userId: reviewer.id,
      upiId,
      provider: { dailyLimit: 50_000 },
      now: tick(),
    });
    expect(next).toMatchObject({ ok: true, payout: { status: "held" } });
    if (next.ok) expect(next.payout.holdReasons).toContain("detailsChanged");
  });
});
