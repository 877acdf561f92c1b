import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PaymentsConfig, PreviousWebhookSecret } from "~/config/payments-config.server";
import type { PayoutsConfig } from "~/config/payouts-config.server";
import {
  createPaymentServices,
  paymentWebhooksOf,
} from "~/domain/money/payments/payment-providers.server";
import { razorpayWebhookSignature } from "~/domain/money/payments/razorpay/razorpay-gateway.server";
import {
  createPayoutProvider,
  payoutWebhooksOf,
} from "~/domain/money/payouts/provider/payout-providers.server";
import type { WebhookSignature } from "~/domain/money/webhooks/provider-webhooks.server";
import { PREVIOUS_SECRET_WINDOW_MS } from "~/domain/money/webhooks/webhook-signature.server";
import { readSignedWebhook } from "./signed-webhook.server";
import { type ConfiguredProviders, findWebhookReceiver } from "./webhook-source.server";

// Decision 127: /webhooks/:source finds the configured provider by its registry line, reads
// the headers that line names, and tries the previous secret with that line's check.

const previous: PreviousWebhookSecret = { secret: "the-old-secret", rotatedAt: new Date() };

const razorpay: PaymentsConfig = {
  mode: "razorpay",
  keyId: "rzp_test_Abc123",
  keySecret: "secret-of-the-key",
  webhookSecret: "secret-of-the-webhook",
  previousWebhookSecret: previous,
  apiBaseUrl: "http://127.0.0.1:9",
  checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
};
const razorpayx: PayoutsConfig = {
  mode: "razorpayx",
  keyId: "rzp_test_x",
  keySecret: "x-key-secret-0123",
  accountNumber: "2323230000000001",
  webhookSecret: "secret-of-the-x-webhook",
  previousWebhookSecret: null,
  apiBaseUrl: "http://127.0.0.1:9",
  dailyLimit: 5000,
  upiChecksDailyBudget: 100,
};

function configured(payments: PaymentsConfig, payouts: PayoutsConfig): ConfiguredProviders {
  return {
    config: { payments, payouts },
    gateway: createPaymentServices(payments).gateway,
    payoutProvider: createPayoutProvider(payouts),
  };
}

describe("the provider a webhook's source names", () => {
  const both = configured(razorpay, razorpayx);

  it("is the configured payment provider whose line declares the source, with its line's scheme", () => {
    const receiver = findWebhookReceiver(both, "razorpay");
    expect(receiver?.webhooks).toBe(paymentWebhooksOf("razorpay"));
    expect(receiver?.webhooks).toMatchObject({ source: "razorpay", name: "Razorpay" });
    expect(receiver?.webhooks.signature).toBe(razorpayWebhookSignature);
    expect(receiver?.provider).toBe(both.gateway);
    expect(receiver?.previous).toBe(previous);
  });

  it("is the configured payout provider likewise, whatever the path's case", () => {
    for (const source of ["razorpayx", "RazorpayX"]) {
      const receiver = findWebhookReceiver(both, source);
      expect(receiver?.webhooks).toBe(payoutWebhooksOf("razorpayx"));
      expect(receiver?.webhooks).toMatchObject({ source: "razorpayx", name: "RazorpayX" });
      expect(receiver?.provider).toBe(both.payoutProvider);
      expect(receiver?.previous).toBeNull();
    }
  });

  it("is none for a source no line declares, or a provider not configured", () => {
    for (const source of ["stripe", "simulated", "manual", "toString", ""]) {
      expect(findWebhookReceiver(both, source)).toBeNull();
    }
    const neither = configured({ mode: "simulated" }, { mode: "manual", dailyLimit: 5000 });
    expect(findWebhookReceiver(neither, "razorpay")).toBeNull();
    expect(findWebhookReceiver(neither, "razorpayx")).toBeNull();
    // The mode says Razorpay, but no gateway was made: nothing to check a signature with.
    expect(findWebhookReceiver({ ...both, gateway: null }, "razorpay")).toBeNull();
    expect(findWebhookReceiver({ ...both, payoutProvider: null }, "razorpayx")).toBeNull();
    expect(findWebhookReceiver({ ...both, gateway: null }, "razorpayx")).not.toBeNull();
  });
});

describe("a signed webhook, read by its line's scheme", () => {
  const hex = (secret: string, body: string) =>
    createHmac("sha256", secret).update(body).digest("hex");
  /** A hypothetical provider's scheme: its own headers, and a check that counts its calls. */
  function acme() {
    const calls: string[] = [];
    const signature: WebhookSignature = {
      signatureHeader: "X-Acme-Signature",
      eventIdHeader: "X-Acme-Delivery",
      verify: (rawBody, given, secret) => {
        calls.push(secret);
        return given === hex(secret, rawBody);
      },
    };
    return { signature, calls };
  }
  const body = JSON.stringify({ event: "thing.happened" });
  const current = "the-current-secret";
  const post = (headers: Record<string, string>) =>
    new Request("http://localhost/webhooks/acme", { method: "POST", headers, body });
  const read = (
    scheme: WebhookSignature,
    request: Request,
    rotatedAgoMs: number | null,
    now = new Date(),
  ) =>
    readSignedWebhook(request, {
      gateway: "acme",
      signature: scheme,
      verify: (rawBody, given) => given === hex(current, rawBody),
      previous:
        rotatedAgoMs === null
          ? null
          : { secret: "the-old-secret", rotatedAt: new Date(now.getTime() - rotatedAgoMs) },
      now,
    });

  it("reads the signature and the event id from the headers its line names", async () => {
    const { signature } = acme();
    const signed = { "X-Acme-Signature": hex(current, body), "X-Acme-Delivery": "dlv_1" };
    expect(await read(signature, post(signed), null)).toEqual({
      ok: true,
      eventId: "dlv_1",
      rawBody: body,
      signedWith: "current",
    });
    // Razorpay's header names mean nothing to this provider.
    const razorpays = { "X-Razorpay-Signature": hex(current, body), "X-Razorpay-Event-Id": "e" };
    const refused = await read(signature, post(razorpays), null);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.response.status).toBe(400);
    const noId = await read(signature, post({ "X-Acme-Signature": hex(current, body) }), null);
    expect(noId.ok).toBe(false);
    if (!noId.ok) expect(await noId.response.text()).toBe("No event id.");
  });

  it("tries the previous secret with its line's check, within the window only", async () => {
    const old = { "X-Acme-Signature": hex("the-old-secret", body), "X-Acme-Delivery": "dlv_2" };
    const inside = acme();
    expect(await read(inside.signature, post(old), 1000)).toMatchObject({
      ok: true,
      signedWith: "previous",
    });
    expect(inside.calls).toEqual(["the-old-secret"]);

    for (const rotatedAgoMs of [PREVIOUS_SECRET_WINDOW_MS + 1000, -60_000]) {
      const outside = acme();
      const answer = await read(outside.signature, post(old), rotatedAgoMs);
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.response.status).toBe(400);
      expect(outside.calls).toEqual([]);
    }

    // A delivery signed with the current secret is never checked against the previous one.
    const fresh = acme();
    const signed = { "X-Acme-Signature": hex(current, body), "X-Acme-Delivery": "dlv_3" };
    expect(await read(fresh.signature, post(signed), 1000)).toMatchObject({
      signedWith: "current",
    });
    expect(fresh.calls).toEqual([]);
  });
});
