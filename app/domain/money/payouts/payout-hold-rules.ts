/**
 * When a payout waits for the admin instead of going to the provider (decision 066). Pure. The
 * input has no rating on purpose: what a reviewer thought of a place never holds their money.
 */
export type PayoutHoldFacts = {
  /** The account is suspended (decision 071): nothing is paid until the admin lifts it. */
  accountSuspended: boolean;
  /**
   * The bank's registered name behind the UPI ID is not the name the reviewer gave for their bank
   * account (decision 086): the admin compares the two before anything is sent.
   */
  holderNameMismatch: boolean;
  /** Where this payout would go: the UPI ID and the name the reviewer gave for its account. */
  payoutTo: PayoutDetails;
  /**
   * Where the reviewer's last payout that reached them went (decision 100); null before the
   * first. Its bank name is null when it was paid by hand, before bank names were kept.
   */
  lastPaidTo: { upiId: string; bankName: string | null } | null;
  /** Other accounts that were paid, or asked to be paid, to this UPI ID. */
  otherAccountsSameUpi: number;
  /** Other accounts whose UPI IDs belong to the same holder name. */
  otherAccountsSameHolder: number;
  approvedReviews: number;
  rejectedReviews: number;
  /**
   * Copy-check flags on the account's reviews that say copy, not likeness (decision 106): copied
   * text, and a proof that is the same file or the same picture saved again (`isCopyFlag`). A
   * bill that only looks like another bill of one billing machine's layout is not counted.
   */
  copyFlags: number;
  /** Rupees already sent or on their way through the provider today (Kolkata). */
  paidOutToday: number;
  amount: number;
  dailyLimit: number;
};

export type PayoutDetails = { upiId: string; bankName: string };

export type PayoutHoldReason =
  | "accountSuspended"
  | "nameMismatch"
  | "detailsChanged"
  | "sharedUpi"
  | "sharedHolder"
  | "mostlyRejected"
  | "copiedReviews"
  | "dailyLimit";

/** Three accounts behind one name is more than a common name explains. */
export const SHARED_HOLDER_ACCOUNTS = 3;
export const MOSTLY_REJECTED_MIN = 3;
export const COPY_FLAGS_HOLD = 2;
/**
 * A proof this close to an earlier one (bits of 64) is the same picture saved again: trust's
 * RESAVED_PROOF_DISTANCE, repeated here because money sits below trust (a test holds them equal).
 * Farther, up to 14 bits, is a resemblance that bills of one layout share (decision 053).
 */
export const COPIED_PROOF_DISTANCE = 2;

/** A copy-check flag as the hold reads it: its kind and certainty, never the review's rating. */
export type CopyFlag = {
  kind: "copied_text" | "reused_proof";
  /** Text: similarity 0–1. Proof: Hamming distance in bits of 64. */
  score: number;
  sameBytes: boolean;
};

/**
 * Whether a flag counts toward holding a payout (decision 106): copied text always (its threshold
 * already separates copies from honest reviews, decision 026); a proof only when it is the same
 * file or the same picture re-saved. A likeness is for the moderator to compare, not a hold.
 */
export function isCopyFlag(flag: CopyFlag): boolean {
  if (flag.kind === "copied_text") return true;
  return flag.sameBytes || flag.score <= COPIED_PROOF_DISTANCE;
}

/** The reasons to hold this payout, in the order the admin reads them; empty: send it. */
export function payoutHoldReasons(facts: PayoutHoldFacts): PayoutHoldReason[] {
  const reasons: PayoutHoldReason[] = [];
  if (facts.accountSuspended) reasons.push("accountSuspended");
  if (facts.holderNameMismatch) reasons.push("nameMismatch");
  if (detailsChanged(facts.payoutTo, facts.lastPaidTo)) reasons.push("detailsChanged");
  if (facts.otherAccountsSameUpi > 0) reasons.push("sharedUpi");
  if (facts.otherAccountsSameHolder + 1 >= SHARED_HOLDER_ACCOUNTS) reasons.push("sharedHolder");
  if (
    facts.rejectedReviews >= MOSTLY_REJECTED_MIN &&
    facts.rejectedReviews > facts.approvedReviews
  ) {
    reasons.push("mostlyRejected");
  }
  if (facts.copyFlags >= COPY_FLAGS_HOLD) reasons.push("copiedReviews");
  if (facts.paidOutToday + facts.amount > facts.dailyLimit) reasons.push("dailyLimit");
  return reasons;
}

/**
 * Whether the money would go elsewhere than last time (decision 100): another UPI ID, or another
 * name given for the bank account (letters compared without case, spaces or dots). The first
 * payout has nothing to differ from.
 */
export function detailsChanged(
  to: PayoutDetails,
  last: { upiId: string; bankName: string | null } | null,
): boolean {
  if (!last) return false;
  if (last.upiId.toLowerCase() !== to.upiId.toLowerCase()) return true;
  return last.bankName !== null && comparable(last.bankName) !== comparable(to.bankName);
}

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");
