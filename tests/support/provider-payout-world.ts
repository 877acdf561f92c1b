/**
 * The world of the provider payout tests (decision 085): a database, the RazorpayX fake, a client
 * with a short timeout, and a reviewer's payout of the minimum queued for the sender; the money invariants
 * after every test.
 */
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { upiChecks } from "~/db/schema";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import type { SignedWebhook } from "./fake-razorpay";
import { type FakeRazorpayx, startFakeRazorpayx } from "./fake-razorpayx";
import type { PayoutScript } from "./fake-razorpayx-payouts";
import { expectPayoutInvariants } from "./money-invariants";
import { payoutRow, reviewerWith, setUpPayoutsDatabase, testDb, tick } from "./payout-fixtures";
import { payoutEarnings } from "./reward-amounts";

export function setUpProviderPayouts() {
  setUpPayoutsDatabase();
  const world = {} as { fake: FakeRazorpayx; provider: PayoutProvider };
  beforeAll(async () => {
    world.fake = await startFakeRazorpayx();
    // A shorter wait than the real 15 s, so a payout whose answer is lost is a timeout soon;
    // long enough that an answer on a loaded machine (two test files per core's worth of
    // work, the database in the same thread) is not one (300 ms was, in a local CI run at a load of 13).
    world.provider = createRazorpayxProvider({
      ...world.fake,
      apiBaseUrl: world.fake.url,
      timeoutMs: 2_000,
    });
  });
  afterAll(() => world.fake.close());
  afterEach(async () => {
    world.fake.approvalWorkflow = false;
    world.fake.createAnswers.length = 0;
    await expectPayoutInvariants(testDb.db);
  });

  let counter = 0;
  /** A reviewer's payout of the minimum (`payoutEarnings`), queued for the sender, to a UPI ID whose name check passed. */
  async function queuedPayout(script: PayoutScript = "processed") {
    counter += 1;
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = `meera${counter}.${Date.now()}@oksbi`;
    world.fake.scripts.set(upiId, script);
    // The name check is decision 086's; here it has passed (the bank's name and the given one).
    await testDb.db.insert(upiChecks).values({
      userId: reviewer.id,
      upiId,
      state: "found",
      holderName: `MEERA IYERX${counter}`,
      bankName: `Meera Iyerx${counter}`,
      providerCheckId: `fav_test${counter}`,
      checkedAt: tick(),
    });
    const requested = await requestPayout(testDb.db, {
      userId: reviewer.id,
      upiId,
      provider: { dailyLimit: 50_000 },
      now: tick(),
    });
    if (!requested.ok) throw new Error(`payout refused: ${requested.reason}`);
    expect(requested.payout.status).toBe("queued");
    return { reviewer, upiId, payout: requested.payout };
  }

  const send = (payoutId: string) =>
    sendQueuedPayouts(testDb.db, { provider: world.provider }, { now: tick, payoutId });

  const receive = (hook: SignedWebhook) =>
    receivePayoutEvent(testDb.db, {
      gateway: "razorpayx",
      eventId: hook.headers["x-razorpay-event-id"] ?? "",
      body: JSON.parse(hook.body),
      now: tick(),
    });

  /** The provider's payout for one of ours. */
  async function atProvider(payoutId: string) {
    const row = await payoutRow(payoutId);
    const found = row.providerPayoutId ? world.fake.payouts.get(row.providerPayoutId) : undefined;
    if (!found) throw new Error("the provider has no such payout");
    return found;
  }

  return Object.assign(world, { queuedPayout, send, receive, atProvider });
}
