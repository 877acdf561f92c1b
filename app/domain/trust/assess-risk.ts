/**
 * The risk signals beside a queued review and the score that orders the queue (decision 027).
 * Pure. The input has no rating on purpose: no signal, and so no score, can depend on the stars
 * given (SPEC section 0). A signal informs the admin; nothing here approves or rejects.
 */

/** What is known about a review when it is screened; never its rating. */
export type RiskInput = {
  /** Whole days between the account's creation and the review's submission. */
  accountAgeDays: number;
  /** Reviews the account submitted in the 24 hours up to this one, this one included. */
  reviewsInLast24h: number;
  /** The account's reviews now approved and now rejected (profiles' track record). */
  approvedReviews: number;
  rejectedReviews: number;
  /** The review's network or device hash is one of the campaign's business's client marks. */
  sameNetworkAsBusiness: boolean;
  sameDeviceAsBusiness: boolean;
  /** Other reviewers of the same campaign whose review came from the same network or device. */
  otherReviewersSameNetwork: number;
  otherReviewersSameDevice: number;
  /** Flags written by the copy checks (review_flags). */
  copiedTextFlags: number;
  reusedProofFlags: number;
  /** One of the reused-proof flags is the very same file. */
  sameProofBytes: boolean;
  /** Reused-proof flags whose picture is the same one saved again (hash within 2 bits). */
  resavedProofFlags: number;
};

export type RiskLevel = "high" | "medium" | "low";

/** Each reason has a message `risk.<reason>` in the adminDashboard texts, read with `values`. */
export type RiskReason =
  | "accountNew"
  | "accountAge"
  | "reviewsInLast24h"
  | "trackRecord"
  | "sameDeviceAsBusiness"
  | "sameNetworkAsBusiness"
  | "otherReviewersSameDevice"
  | "otherReviewersSameNetwork"
  | "copiedText"
  | "reusedProof"
  /** Shown beside the score, never part of it: accounts paid out to one UPI ID or holder. */
  | "sharedPayoutUpi"
  | "sharedPayoutHolder";

export type RiskSignal = {
  reason: RiskReason;
  level: RiskLevel;
  values: Record<string, number>;
  /** What the signal adds to the score (0 for a signal shown only for context). */
  points: number;
};

export type RiskAssessment = { signals: RiskSignal[]; score: number };

export const MAX_RISK_SCORE = 100;
/** An account younger than this is pointed out. */
export const YOUNG_ACCOUNT_DAYS = 7;
/** This many reviews in a day is pointed out; BUSY_DAY_HIGH is a burst. */
export const BUSY_DAY_REVIEWS = 3;
export const BUSY_DAY_HIGH = 5;

const levelOrder: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

/** A count from the database or a caller: whole and not negative. */
function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** The signals of one review, the strongest first, and its score 0–100. */
export function assessRisk(input: RiskInput): RiskAssessment {
  const signals: RiskSignal[] = [];
  const add = (reason: RiskReason, level: RiskLevel, points: number, values = {}) =>
    signals.push({ reason, level, points, values });

  // Every reviewer is new once: a young account is a note that weighs little, while a burst of
  // reviews, a shared device or a copy is what raises the alarm (decision 053).
  const age = count(input.accountAgeDays);
  if (age < 1) add("accountNew", "low", 10);
  else if (age < YOUNG_ACCOUNT_DAYS) add("accountAge", "low", 5, { count: age });

  const recent = count(input.reviewsInLast24h);
  if (recent >= BUSY_DAY_HIGH) add("reviewsInLast24h", "high", 25, { count: recent });
  else if (recent >= BUSY_DAY_REVIEWS) add("reviewsInLast24h", "medium", 10, { count: recent });

  const approved = count(input.approvedReviews);
  const rejected = count(input.rejectedReviews);
  if (approved + rejected > 0) {
    const values = { approved, rejected };
    // Mostly rejected is a pattern; one rejection among many approvals is ordinary.
    if (rejected >= 2 && rejected * 2 >= approved + rejected)
      add("trackRecord", "high", 20, values);
    else if (rejected * 4 > approved + rejected) add("trackRecord", "medium", 10, values);
    else add("trackRecord", "low", 0, values);
  }

  if (input.sameDeviceAsBusiness) add("sameDeviceAsBusiness", "high", 45);
  if (input.sameNetworkAsBusiness) add("sameNetworkAsBusiness", "medium", 20);

  const devices = count(input.otherReviewersSameDevice);
  if (devices > 0) {
    add("otherReviewersSameDevice", "high", Math.min(30, 15 + 5 * (devices - 1)), {
      count: devices,
    });
  }
  const networks = count(input.otherReviewersSameNetwork);
  if (networks > 0) {
    add("otherReviewersSameNetwork", "medium", Math.min(15, 5 + 3 * (networks - 1)), {
      count: networks,
    });
  }

  const copies = count(input.copiedTextFlags);
  if (copies > 0) add("copiedText", "high", 30, { count: copies });
  // A coarse hash also brings bills of one shop's layout together (decision 053): only the same
  // file, or the same picture saved again, is an alarm; a resemblance is for the admin to compare.
  const proofs = count(input.reusedProofFlags);
  if (proofs > 0) {
    const copy = input.sameProofBytes || count(input.resavedProofFlags) > 0;
    add("reusedProof", copy ? "high" : "medium", input.sameProofBytes ? 40 : copy ? 30 : 15, {
      count: proofs,
    });
  }

  signals.sort((a, b) => levelOrder[a.level] - levelOrder[b.level] || b.points - a.points);
  const score = Math.min(
    MAX_RISK_SCORE,
    signals.reduce((sum, signal) => sum + signal.points, 0),
  );
  return { signals, score };
}
