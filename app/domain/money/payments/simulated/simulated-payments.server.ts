import type { PaymentProvider } from "../payment-gateway.server";

/** Online payment is not connected yet: every charge succeeds at once (the page shows the pause). */
export function createSimulatedPaymentProvider(): PaymentProvider {
  return {
    name: "simulated",
    async charge() {
      return { status: "succeeded" };
    },
  };
}
