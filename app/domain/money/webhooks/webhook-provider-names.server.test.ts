import { describe, expect, it } from "vitest";
import { paymentWebhookSources } from "~/domain/money/payments/payment-providers.server";
import { payoutWebhookSources } from "~/domain/money/payouts/provider/payout-providers.server";
import { webhookProviderName } from "./webhook-provider-names.server";

// Decision 127: the registries own the sources webhooks are stored under, and their names.
describe("the providers' webhooks, by source", () => {
  it("names each provider as its line does, and a source no line declares as stored", () => {
    expect(webhookProviderName("razorpay")).toBe("Razorpay");
    expect(webhookProviderName("razorpayx")).toBe("RazorpayX");
    expect(webhookProviderName("stripe")).toBe("stripe");
  });

  it("gives each source to one line only, in lower case (it is a URL's path, matched in any case)", () => {
    const sources = [...paymentWebhookSources, ...payoutWebhookSources];
    expect(new Set(sources).size).toBe(sources.length);
    for (const source of sources) expect(source).toMatch(/^[a-z0-9-]+$/);
  });
});
