import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { upiChecks } from "~/db/schema";
import { checkUpiHolder } from "~/domain/money/payouts/check-upi-holder.server";
import { rejectPayout } from "~/domain/money/payouts/process-payout.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  admin,
  balanceOf,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
} from "../../support/payout-fixtures";
import { payoutEarnings } from "../../support/reward-amounts";

/**
 * The name check's outcomes before a first payout (decisions 066, 086): a match asked once, a
 * mismatch held for the admin (never refused), no account refused, the provider down remembered
 * as nothing — each ending with the payout invariants.
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

let upiCounter = 0;
/** A fresh UPI ID held by `holder` at the fake. */
function upiOf(holder: string | null) {
  upiCounter += 1;
  const upiId = `kiran${upiCounter}@okaxis`;
  if (holder) fake.holders.set(upiId, holder);
  return upiId;
}

describe("the name check before a first payout", () => {
  it("answers match and the bank's name masked, asking the provider once per UPI ID", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiOf("KIRAN SHARMA");
    const before = fake.calls.length;
    for (const bankName of ["Kiran Sharma", ""]) {
      expect(
        await checkUpiHolder(testDb.db, { provider }, { userId: reviewer.id, upiId, bankName }),
      ).toEqual({
        ok: true,
        upiId,
        matches: true,
        maskedHolder: "K**** S****",
        bankName: "Kiran Sharma",
      });
    }
    expect(fake.calls.slice(before)).toEqual(["POST /v1/fund_accounts/validations"]);
  });

  it("holds somebody else's name for the admin, refuses an ID that does not exist", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const elses = upiOf("SURESH PATEL");
    const mismatch = await checkUpiHolder(
      testDb.db,
      { provider },
      { userId: reviewer.id, upiId: elses, bankName: "Kiran Sharma" },
    );
    expect(mismatch).toMatchObject({ ok: true, matches: false, maskedHolder: "S**** P****" });
    const missing = upiOf(null);
    const invalid = await checkUpiHolder(
      testDb.db,
      { provider },
      { userId: reviewer.id, upiId: missing, bankName: "Kiran Sharma" },
    );
    expect(invalid).toEqual({ ok: false, reason: "upi_not_found" });
    // No payout to an ID with no account; to a mismatch, one held with its reason.
    const refused = await requestPayout(testDb.db, {
      userId: reviewer.id,
      upiId: missing,
      provider: { dailyLimit: 50_000 },
    });
    expect(refused).toEqual({ ok: false, reason: "name_not_confirmed" });
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
    const held = await requestPayout(testDb.db, {
      userId: reviewer.id,
      upiId: elses,
      provider: { dailyLimit: 50_000 },
    });
    expect(held).toMatchObject({
      ok: true,
      payout: { status: "held", holdReasons: ["nameMismatch"], holderName: "SURESH PATEL" },
    });
    // Held: nothing reaches the provider until the admin decides.
    await sendQueuedPayouts(testDb.db, { provider });
    expect([...fake.payouts.values()].some((sent) => sent.vpa === elses)).toBe(false);
    if (!held.ok) return;
    expect(
      await rejectPayout(testDb.db, {
        payoutId: held.payout.id,
        adminId: admin.id,
        reason: "Not the reviewer's account.",
      }),
    ).toMatchObject({ ok: true });
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("says the provider is unreachable without remembering an answer", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    fake.down = true;
    try {
      const upiId = upiOf("KIRAN SHARMA");
      const answer = await checkUpiHolder(
        testDb.db,
        { provider },
        { userId: reviewer.id, upiId, bankName: "Kiran Sharma" },
      );
      expect(answer).toEqual({ ok: false, reason: "provider_unavailable" });
    } finally {
      fake.down = false;
    }
    const kept = await testDb.db.select().from(upiChecks);
    expect(kept.every((row) => row.providerCheckId.startsWith("fav_"))).toBe(true);
  });
});
