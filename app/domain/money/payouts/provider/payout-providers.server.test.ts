import { describe, expect, it } from "vitest";
import { createPayoutProvider } from "./payout-providers.server";

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
