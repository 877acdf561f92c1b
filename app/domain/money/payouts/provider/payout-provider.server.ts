/**
 * A payout provider (decision 066): RazorpayX first; another (Cashfree Payouts, …) implements
 * the same four calls and its webhook check.
 */

/** The provider's word for a UPI ID: its holder's name, or that no such account exists. */
export type UpiValidation =
  | { ok: true; checkId: string; holderName: string }
  | { ok: false; checkId: string };

/** A payout's state at the provider, in our words. */
export type ProviderPayoutState = "queued" | "processing" | "processed" | "reversed" | "failed";

export type ProviderPayout = {
  id: string;
  /** Our payout id, sent as the reference. */
  referenceId: string;
  state: ProviderPayoutState;
  amountPaise: number;
  utr: string | null;
  failureReason: string | null;
};

export interface PayoutProvider {
  readonly name: "razorpayx";
  validateUpi(input: { upiId: string; contactName: string }): Promise<UpiValidation>;
  /**
   * Pays `amountPaise` to a UPI ID. `idempotencyKey` comes from our payout id: the same key asked
   * twice (a retry after a crash) answers the payout made the first time, never a second one.
   */
  createPayout(input: {
    idempotencyKey: string;
    referenceId: string;
    upiId: string;
    holderName: string;
    amountPaise: number;
  }): Promise<ProviderPayout>;
  fetchPayout(providerPayoutId: string): Promise<ProviderPayout>;
  /** The provider's payout made for our reference, if any (after a crash before we recorded it). */
  findPayoutByReference(referenceId: string): Promise<ProviderPayout | null>;
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/** An answer we could not use: the provider is down, refused us, or said something unknown. */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    /** A 4xx: the request itself was refused and repeating it will not help. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}
