import { describe, expect, it } from "vitest";
import {
  createPayoutProvider,
  payoutWebhookSources,
  readPayoutEvent,
} from "./payout-providers.server";

// Decision 120: PAYOUTS names a line of the registry, and that line makes the provider.
describe("the payout providers' registry", () => {
  it("answers PAYOUTS=manual with no provider: the admin pays by hand", () => {
    expect(createPayoutProvider({ mode: "manual", dailyLimit: 5000 })).toBeNull();
  });

  it("answers PAYOUTS=razorpayx with RazorpayX's client, checking its webhook secret", () => {
    const provider = createPayoutProvider({
      mode: "razorpayx",
      keyId: "rzp_test_Abc123",
      keySecret: "secret-of-the-key",
      accountNumber: "2323230000000000",
      webhookSecret: "secret-of-the-webhook",
      previousWebhookSecret: null,
      apiBaseUrl: "http://127.0.0.1:9",
      dailyLimit: 5000,
      upiChecksDailyBudget: 100,
    });
    expect(provider?.name).toBe("razorpayx");
    expect(provider?.verifyWebhook("{}", "forged")).toBe(false);
  });
});

// Decision 125: the inbound webhook job asks the registry whose webhook it is and how it reads.
describe("the payout providers' webhooks", () => {
  const payout = {
    id: "pout_1",
    reference_id: "ref",
    status: "processed",
    amount: 10000,
    utr: "UTR1",
  };

  it("are RazorpayX's, stored as razorpayx, and no one else's", () => {
    expect(payoutWebhookSources).toEqual(["razorpayx"]);
  });

  it("reads a payout event by RazorpayX's folder, and no other", () => {
    const body = { event: "payout.processed", payload: { payout: { entity: payout } } };
    expect(readPayoutEvent("razorpayx", body)).toEqual({
      type: "payout.processed",
      payout: {
        id: "pout_1",
        referenceId: "ref",
        state: "processed",
        amountPaise: 10000,
        utr: "UTR1",
        failureReason: null,
      },
    });
    expect(readPayoutEvent("razorpay", body)).toBeNull();
    expect(readPayoutEvent("manual", body)).toBeNull();
    // No payout in it, or a status not documented: nothing of ours, not malformed.
    expect(readPayoutEvent("razorpayx", { event: "payout.downtime.started", payload: {} })).toEqual(
      { type: "payout.downtime.started", payout: null },
    );
    const unknown = { ...payout, status: "teleported" };
    expect(
      readPayoutEvent("razorpayx", {
        event: "payout.updated",
        payload: { payout: { entity: unknown } },
      }),
    ).toEqual({ type: "payout.updated", payout: null });
    expect(readPayoutEvent("razorpayx", { event: "payout.processed" })).toBeNull();
    expect(readPayoutEvent("razorpayx", null)).toBeNull();
  });

  it("reads a fund account validation's answer; a .failed event is a technical failure", () => {
    const entity = {
      id: "fav_1",
      status: "completed",
      validation_results: { account_status: "active", registered_name: "RAHUL SHARMA" },
    };
    const event = (name: string) => ({
      event: name,
      payload: { "fund_account.validation": { entity } },
    });
    expect(readPayoutEvent("razorpayx", event("fund_account.validation.completed"))).toEqual({
      validation: { state: "found", checkId: "fav_1", holderName: "RAHUL SHARMA" },
    });
    expect(readPayoutEvent("razorpayx", event("fund_account.validation.failed"))).toEqual({
      validation: { state: "failed", checkId: "fav_1" },
    });
    expect(
      readPayoutEvent("razorpayx", { event: "fund_account.validation.completed", payload: {} }),
    ).toBeNull();
  });
});
