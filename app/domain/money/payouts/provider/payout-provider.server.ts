import { providerPayoutStates } from "~/db/schema";

/**
 * A payout provider (decision 066): RazorpayX first; another (Cashfree Payouts, …) implements
 * the same four calls and its webhook check.
 */

/**
 * The provider's word for a UPI ID (decision 086): its holder's name (`found`), no such account
 * (`not_found`), not known yet (`pending`, completed later by webhook or by asking again), or a
 * technical failure (`failed`, asked again) — only `not_found` means the account does not exist.
 */
export type UpiValidation =
  | { state: "found"; checkId: string; holderName: string }
  | { state: "not_found" | "pending" | "failed"; checkId: string };

/**
 * A payout's state at the provider (decision 085): every status RazorpayX documents
 * (https://razorpay.com/docs/x/payouts/states-life-cycle): `pending` waits for an approver,
 * `rejected` is an approver's no, `scheduled` waits for its time, `queued` for funds.
 */
export { providerPayoutStates };
export type ProviderPayoutState = (typeof providerPayoutStates)[number];

export type ProviderPayout = {
  id: string;
  /** Our payout id, sent as the reference. */
  referenceId: string;
  state: ProviderPayoutState;
  amountPaise: number;
  utr: string | null;
  failureReason: string | null;
};

/**
 * A verified webhook's body as its payout provider's folder reads it (decision 125): a payout's
 * state (its type kept with the claim of the event; `payout` null when it names no payout we can
 * read: an event without one, an undocumented status), or a UPI check's answer (decision 086).
 */
export type PayoutWebhookEvent =
  | { type: string; payout: ProviderPayout | null }
  | { validation: UpiValidation };

export interface PayoutProvider {
  readonly name: "razorpayx";
  /** Starts a validation; `contactName` is sent only when it fits the provider's rules. */
  validateUpi(input: { upiId: string; contactName: string | null }): Promise<UpiValidation>;
  /** A validation started earlier, as it stands now (a pending one asked again). */
  fetchUpiValidation(checkId: string): Promise<UpiValidation>;
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

/**
 * What an answer that is not a success means (decision 085):
 * - `refused`: the payee's side said no (a documented business refusal); the payout failed.
 * - `sent_wrong`: our request or account setup is wrong (validation, keys, IP allowlist,
 *   idempotency key); a person must look, so the payout is held for the admin.
 * - `transient`: rate limited, the provider or its bank is down, or no answer; asked again later.
 */
export type ProviderErrorKind = "refused" | "sent_wrong" | "transient";

/** The provider's documented error body, what we keep of it for the admin. */
export type ProviderErrorDetail = {
  httpStatus: number | null;
  code: string | null;
  description: string | null;
  field: string | null;
  source: string | null;
  reason: string | null;
};

/** An answer we could not use: the provider is down, refused us, or said something unknown. */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly kind: ProviderErrorKind,
    readonly detail: ProviderErrorDetail | null = null,
  ) {
    super(message);
  }

  /** A definite answer about this request: repeating it unchanged will not help. */
  get refused(): boolean {
    return this.kind !== "transient";
  }
}
