import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inboundWebhooks, profiles, upiChecks } from "~/db/schema";
import { handleInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";
import {
  checkUpiHolder,
  checkUpiHolderRefusals,
  UPI_CHECKS_PER_DAY,
} from "~/domain/money/payouts/check-upi-holder.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  balanceOf,
  payoutRow,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings } from "../../support/reward-amounts";

/**
 * Decision 086: the name check as RazorpayX documents Fund Account Validation of a VPA, against
 * tests/support/fake-razorpayx-validations.ts (both answer shapes, pending validations).
 */
setUpPayoutsDatabase();
let fake: FakeRazorpayx;
let provider: PayoutProvider;
beforeAll(async () => {
  fake = await startFakeRazorpayx();
  provider = createRazorpayxProvider({ ...fake, apiBaseUrl: fake.url });
});
afterAll(() => fake.close());

/** A RazorpayX webhook's body, read by the registry's RazorpayX line (decision 125). */
const receive = (body: unknown, eventId = "evt_validation") =>
  receivePayoutEvent(testDb.db, { gateway: "razorpayx", eventId, body });
afterEach(async () => {
  fake.validationShape = "validation_results";
  fake.pendingVpas.clear();
  fake.failingVpas.clear();
  await expectPayoutInvariants(testDb.db);
});

let counter = 0;
function upiHeldBy(holder: string | null) {
  counter += 1;
  const upiId = `rahul${counter}@okicici`;
  if (holder) fake.holders.set(upiId, holder);
  return upiId;
}

async function hindiReviewer() {
  const reviewer = await reviewerWith(payoutEarnings);
  await testDb.db
    .update(profiles)
    .set({ reviewerName: "राहुल शर्मा" })
    .where(eq(profiles.id, reviewer.id));
  return reviewer;
}

const check = (userId: string, upiId: string, bankName = "Rahul Sharma", now = tick()) =>
  checkUpiHolder(testDb.db, { provider }, { userId, upiId, bankName, now });

const validationPosts = () =>
  fake.calls.filter((call) => call === "POST /v1/fund_accounts/validations").length;

const rowOf = async (userId: string, upiId: string) => {
  const [row] = await testDb.db
    .select()
    .from(upiChecks)
    .where(and(eq(upiChecks.userId, userId), eq(upiChecks.upiId, upiId)));
  return row;
};

describe("a Hindi public name and a bank name in Latin letters", () => {
  it("passes the name check and is paid: the bank name is compared, not the public name", async () => {
    const reviewer = await hindiReviewer();
    const upiId = upiHeldBy("RAHUL SHARMA");
    expect(await check(reviewer.id, upiId)).toEqual({
      ok: true,
      upiId,
      matches: true,
      maskedHolder: "R**** S****",
      bankName: "Rahul Sharma",
    });
    // The request as documented: source_account_number, validation_type, a VPA fund account and
    // the bank name as the contact's name (it fits RazorpayX's contact name rules).
    expect(fake.validationRequests.at(-1)).toMatchObject({
      source_account_number: fake.accountNumber,
      validation_type: "pennydrop",
      fund_account: {
        account_type: "vpa",
        vpa: { address: upiId },
        contact: { name: "Rahul Sharma" },
      },
    });
    expect(fake.validationRequests.at(-1)).not.toHaveProperty("account_number");
    const requested = await requestPayout(testDb.db, {
      userId: reviewer.id,
      upiId,
      provider: { dailyLimit: 50_000 },
      now: tick(),
    });
    if (!requested.ok) throw new Error(requested.reason);
    expect(requested.payout).toMatchObject({ status: "queued", holderName: "RAHUL SHARMA" });
    await sendQueuedPayouts(testDb.db, { provider });
    const paid = await payoutRow(requested.payout.id);
    expect(paid.status).toBe("processed");
    expect(paid.reference).toMatch(/^\d{12}$/);
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("refuses a Devanagari bank name at its field with a 400, and stores and asks nothing", async () => {
    const reviewer = await hindiReviewer();
    const upiId = upiHeldBy("RAHUL SHARMA");
    const posts = validationPosts();
    const answer = await check(reviewer.id, upiId, "राहुल शर्मा");
    expect(answer).toEqual({ ok: false, reason: "bank_name_latin" });
    expect(checkUpiHolderRefusals.bank_name_latin).toMatchObject({
      status: 400,
      field: "bankName",
      message: "upiNameCheck.bankNameLatin",
    });
    expect(await rowOf(reviewer.id, upiId)).toBeUndefined();
    expect(validationPosts()).toBe(posts);
  });

  it("leaves the contact out when the name does not fit RazorpayX's contact rules", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("D'SOUZA K");
    // Ends with an apostrophe: a Latin bank name, but not a contact name RazorpayX takes.
    const answer = await check(reviewer.id, upiId, "K D'Souza'");
    expect(answer).toMatchObject({ ok: true });
    expect(fake.validationRequests.at(-1)?.fund_account).not.toHaveProperty("contact");
  });
});

describe("both shapes of RazorpayX's answer", () => {
  it("reads `validation_results` (documented) and `results` (the older samples)", async () => {
    for (const shape of ["validation_results", "results"] as const) {
      const reviewer = await reviewerWith(payoutEarnings);
      fake.validationShape = shape;
      const upiId = upiHeldBy("RAHUL SHARMA");
      expect(await check(reviewer.id, upiId)).toMatchObject({ ok: true, matches: true });
      const missing = upiHeldBy(null);
      expect(await check(reviewer.id, missing)).toEqual({ ok: false, reason: "upi_not_found" });
      expect((await rowOf(reviewer.id, missing))?.state).toBe("not_found");
    }
  });
});

describe("a validation still pending at the bank", () => {
  it("is never 'no such account': asked about on the next attempt, then found", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("RAHUL SHARMA");
    fake.pendingVpas.add(upiId);
    expect(await check(reviewer.id, upiId)).toEqual({ ok: false, reason: "check_pending" });
    const pending = await rowOf(reviewer.id, upiId);
    expect(pending).toMatchObject({ state: "pending", holderName: null, bankName: "Rahul Sharma" });
    // A payout cannot be asked for while it is pending.
    expect(
      await requestPayout(testDb.db, { userId: reviewer.id, upiId, provider: { dailyLimit: 9e4 } }),
    ).toEqual({ ok: false, reason: "name_not_confirmed" });
    // Asked again while still pending: a GET, no second (paid) validation.
    const posts = validationPosts();
    expect(await check(reviewer.id, upiId, "")).toEqual({ ok: false, reason: "check_pending" });
    expect(fake.calls.at(-1)).toBe(`GET /v1/fund_accounts/validations/${pending?.providerCheckId}`);
    fake.completeValidation(pending?.providerCheckId ?? "");
    expect(await check(reviewer.id, upiId, "")).toMatchObject({ ok: true, matches: true });
    expect(validationPosts()).toBe(posts);
    expect((await rowOf(reviewer.id, upiId))?.state).toBe("found");
  });

  it("is completed by the fund_account.validation.completed webhook, once", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("RAHUL SHARMA");
    fake.pendingVpas.add(upiId);
    fake.validationShape = "results";
    expect(await check(reviewer.id, upiId)).toEqual({ ok: false, reason: "check_pending" });
    const checkId = (await rowOf(reviewer.id, upiId))?.providerCheckId ?? "";
    const hook = fake.validationWebhook(fake.completeValidation(checkId));
    expect(await receive(JSON.parse(hook.body))).toBe("completed");
    expect(await receive(JSON.parse(hook.body))).toBe("unchanged");
    expect(await rowOf(reviewer.id, upiId)).toMatchObject({
      state: "found",
      holderName: "RAHUL SHARMA",
    });
    const calls = fake.calls.length;
    expect(await check(reviewer.id, upiId, "")).toMatchObject({ ok: true, matches: true });
    expect(fake.calls.length).toBe(calls);
    // Not a validation event: left to the payout events (one naming no payout is ignored).
    expect(await receive({ event: "payout.processed", payload: {} }, "evt_payout")).toBe("ignored");
  });

  it("failing for a technical reason (webhook or answer) is asked again, never cached as 'no account'", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("RAHUL SHARMA");
    fake.pendingVpas.add(upiId);
    await check(reviewer.id, upiId);
    const checkId = (await rowOf(reviewer.id, upiId))?.providerCheckId ?? "";
    const hook = fake.validationWebhook(fake.completeValidation(checkId, "failed"));
    // Through the inbound webhook job: its registry line says whose it is (decision 125).
    expect(
      await handleInboundWebhook(testDb.db, {
        provider: "razorpayx",
        eventId: hook.headers["x-razorpay-event-id"] ?? "",
        rawBody: hook.body,
        signedWith: "current",
      }),
    ).toMatchObject({
      ok: true,
      outcome: "completed",
      result: { state: "processed", outcome: "completed" },
    });
    expect(
      await testDb.db
        .select({
          event: inboundWebhooks.event,
          state: inboundWebhooks.state,
          outcome: inboundWebhooks.outcome,
          error: inboundWebhooks.error,
        })
        .from(inboundWebhooks)
        .where(eq(inboundWebhooks.eventId, hook.headers["x-razorpay-event-id"] ?? "")),
    ).toEqual([
      {
        event: "fund_account.validation.failed",
        state: "processed",
        outcome: "completed",
        error: null,
      },
    ]);
    expect((await rowOf(reviewer.id, upiId))?.state).toBe("failed");
    fake.pendingVpas.delete(upiId);
    fake.failingVpas.add(upiId);
    expect(await check(reviewer.id, upiId, "")).toEqual({
      ok: false,
      reason: "provider_unavailable",
    });
    fake.failingVpas.delete(upiId);
    const posts = validationPosts();
    expect(await check(reviewer.id, upiId, "")).toMatchObject({ ok: true, matches: true });
    expect(validationPosts()).toBe(posts + 1);
  });
});

describe("one validation per UPI ID, and a few new UPI IDs a day", () => {
  it("serves another reviewer from the cache, telling them only match or not and the masked name", async () => {
    const first = await reviewerWith(payoutEarnings);
    const second = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("RAHUL SHARMA");
    await check(first.id, upiId);
    const posts = validationPosts();
    const answer = await check(second.id, upiId, "Suresh Patel");
    expect(answer).toEqual({
      ok: true,
      upiId,
      matches: false,
      maskedHolder: "R**** S****",
      bankName: "Suresh Patel",
    });
    expect(JSON.stringify(answer)).not.toContain("RAHUL");
    expect(validationPosts()).toBe(posts);
  });

  it(`allows ${UPI_CHECKS_PER_DAY} new UPI IDs per reviewer per day; known ones and tomorrow stay open`, async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const day = new Date("2026-12-10T06:00:00Z");
    const ids = Array.from({ length: UPI_CHECKS_PER_DAY + 1 }, () => upiHeldBy("RAHUL SHARMA"));
    for (const upiId of ids.slice(0, UPI_CHECKS_PER_DAY)) {
      expect(await check(reviewer.id, upiId, "Rahul Sharma", day)).toMatchObject({ ok: true });
    }
    const posts = validationPosts();
    const over = ids[UPI_CHECKS_PER_DAY] ?? "";
    expect(await check(reviewer.id, over, "Rahul Sharma", day)).toEqual({
      ok: false,
      reason: "daily_limit",
    });
    expect(checkUpiHolderRefusals.daily_limit.status).toBe(429);
    expect(validationPosts()).toBe(posts);
    expect(await check(reviewer.id, ids[0] ?? "", "", day)).toMatchObject({ ok: true });
    const tomorrow = new Date("2026-12-11T06:00:00Z");
    expect(await check(reviewer.id, over, "Rahul Sharma", tomorrow)).toMatchObject({ ok: true });
  });

  it("keeps the first bank name given for a UPI ID", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const upiId = upiHeldBy("RAHUL SHARMA");
    await check(reviewer.id, upiId, "Rahul Sharma");
    expect(await check(reviewer.id, upiId, "Suresh Patel")).toMatchObject({
      ok: true,
      matches: true,
      bankName: "Rahul Sharma",
    });
  });
});
