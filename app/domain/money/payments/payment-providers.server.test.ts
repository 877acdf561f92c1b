import { describe, expect, it } from "vitest";
import {
  createPaymentServices,
  paymentWebhookSources,
  readGatewayEvent,
} from "./payment-providers.server";

// Decision 120: PAYMENTS names a line of the registry, and that line makes the provider.
describe("the payment providers' registry", () => {
  it("answers PAYMENTS=simulated with the simulated charge and no gateway", async () => {
    const { payments, gateway } = createPaymentServices({ mode: "simulated" });
    expect(payments.name).toBe("simulated");
    expect(await payments.charge({ amount: 100, businessId: "b", reference: "r" })).toEqual({
      status: "succeeded",
    });
    expect(gateway).toBeNull();
  });

  it("answers PAYMENTS=razorpay with Razorpay's gateway, opened with the configured key", () => {
    const { gateway } = createPaymentServices({
      mode: "razorpay",
      keyId: "rzp_test_Abc123",
      keySecret: "secret-of-the-key",
      webhookSecret: "secret-of-the-webhook",
      previousWebhookSecret: null,
      apiBaseUrl: "http://127.0.0.1:9",
      checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
    });
    expect(gateway?.name).toBe("razorpay");
    expect(gateway?.keyId).toBe("rzp_test_Abc123");
    expect(gateway?.verifyCheckout({ orderId: "o", paymentId: "p", signature: "forged" })).toBe(
      false,
    );
  });

  it("reads a webhook by the folder of the gateway that sent it, and no other", () => {
    const body = {
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: "pay_1", order_id: "order_1", status: "captured", amount: 10000 },
        },
      },
    };
    expect(readGatewayEvent("razorpay", body)).toEqual({
      type: "payment.captured",
      act: { payment: { id: "pay_1", orderId: "order_1", status: "captured", amountPaise: 10000 } },
    });
    expect(readGatewayEvent("razorpay", { event: "payment.captured" })).toBeNull();
    expect(readGatewayEvent("simulated", body)).toBeNull();
    expect(readGatewayEvent("toString", body)).toBeNull();
    expect(readGatewayEvent("razorpayx", body)).toBeNull();
  });

  // Decision 125: the inbound webhook job asks the registry whose webhook it is.
  it("knows Razorpay's webhooks, stored as razorpay, and no one else's", () => {
    expect(paymentWebhookSources).toEqual(["razorpay"]);
  });
});
