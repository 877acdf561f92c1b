/**
 * How a business pays for a campaign. `reference` is the idempotency key of the purchase: a
 * real gateway must charge a reference once, however often it is asked (a double click, two
 * tabs), as Razorpay and Stripe do with their idempotency keys.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(input: {
    amount: number;
    businessId: string;
    reference: string;
  }): Promise<{ status: "succeeded" | "failed" }>;
}

/** Online payment is not connected yet: every charge succeeds at once (the page shows the pause). */
export function createSimulatedPaymentProvider(): PaymentProvider {
  return {
    name: "simulated",
    async charge() {
      return { status: "succeeded" };
    },
  };
}
