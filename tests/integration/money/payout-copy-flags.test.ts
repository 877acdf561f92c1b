import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reviewFlags, reviews } from "~/db/schema";
import { checkUpiHolder } from "~/domain/money/payouts/check-upi-holder.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import { expectPayoutInvariants } from "../../support/money-invariants";
import { reviewerWith, setUpPayoutsDatabase, testDb, tick } from "../../support/payout-fixtures";
import { payoutEarnings } from "../../support/reward-amounts";

/**
 * Issue 46, point 10 (decision 106): real bills from one billing machine look alike, so a proof
 * flag that is only a likeness never holds a reviewer's payout; the same file, or the same
 * picture saved again, still does.
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
// One holder name each, so no payout is held for a name three accounts share.
const holders = ["SUNITA VERMA", "MEENA IYER", "KIRAN RAO"] as const;

/** A reviewer with approved reviews, two of them flagged against each other with `flag`. */
async function reviewerFlagged(flag: { score: number; sameBytes: boolean }) {
  const reviewer = await reviewerWith(payoutEarnings);
  const own = await testDb.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.userId, reviewer.id));
  const [first, second] = own;
  if (!first || !second) throw new Error("two reviews expected");
  await testDb.db.insert(reviewFlags).values([
    { reviewId: second.id, earlierReviewId: first.id, kind: "reused_proof", ...flag },
    { reviewId: first.id, earlierReviewId: second.id, kind: "reused_proof", ...flag },
  ]);
  return reviewer;
}

async function firstPayout(userId: string) {
  counter += 1;
  const upiId = `sunita${counter}@okicici`;
  const holder = holders[(counter - 1) % holders.length] ?? "SUNITA VERMA";
  fake.holders.set(upiId, holder);
  fake.scripts.set(upiId, "processed");
  const checked = await checkUpiHolder(
    testDb.db,
    { provider },
    { userId, upiId, bankName: holder },
  );
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

describe("copy flags and a reviewer's first payout", () => {
  it("sends it when the flags are bills that only look alike (one layout, 9 bits apart)", async () => {
    const reviewer = await reviewerFlagged({ score: 9, sameBytes: false });
    const payout = await firstPayout(reviewer.id);
    expect(payout.status).toBe("queued");
    expect(payout.holdReasons).toBeNull();
  });

  it("holds it when the proofs are the same file or the same picture saved again", async () => {
    const sameFile = await reviewerFlagged({ score: 0, sameBytes: true });
    const resaved = await reviewerFlagged({ score: 2, sameBytes: false });
    for (const reviewer of [sameFile, resaved]) {
      const payout = await firstPayout(reviewer.id);
      expect(payout.status).toBe("held");
      expect(payout.holdReasons).toEqual(["copiedReviews"]);
    }
  });
});
