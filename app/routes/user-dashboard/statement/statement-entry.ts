import type { StatementLine } from "~/domain/money/earnings-statement.server";

/** The words a statement's entry is made of, in the reviewer's language. */
export type EntryWords = {
  reasons: Record<StatementLine["reason"], string>;
  /** What became of a payout request: paid (with its UTR when the bank gave one), returned, waiting. */
  payoutOutcome: (payout: NonNullable<StatementLine["payout"]>) => string;
};

/**
 * One line's entry for the CSV and the PDF: the reason, then the business of a reward or the
 * outcome of a payout, joined by ' · ' only when there is something after it.
 */
export function statementEntry(line: StatementLine, words: EntryWords): string {
  const detail = line.businessName ?? (line.payout ? words.payoutOutcome(line.payout) : null);
  return detail ? `${words.reasons[line.reason]} · ${detail}` : words.reasons[line.reason];
}

/** A payout's outcome as the statement says it. */
export type PayoutOutcome = "paid" | "returned" | "waiting";

export function payoutOutcomeOf(
  status: NonNullable<StatementLine["payout"]>["status"],
): PayoutOutcome {
  switch (status) {
    case "paid":
    case "processed":
      return "paid";
    case "rejected":
    case "failed":
    case "reversed":
      return "returned";
    case "pending":
    case "held":
    case "queued":
    case "processing":
      return "waiting";
  }
}
