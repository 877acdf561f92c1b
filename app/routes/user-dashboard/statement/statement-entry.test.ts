import { describe, expect, it } from "vitest";
import { payoutStatuses } from "~/db/schema";
import { type EntryWords, payoutOutcomeOf, statementEntry } from "./statement-entry";

const words: EntryWords = {
  reasons: {
    review_reward: "Review reward",
    payout_request: "Payout requested",
    payout_refund: "Payout returned to wallet",
    balance_given_up: "Balance given up",
  },
  payoutOutcome: ({ status, reference }) =>
    `${payoutOutcomeOf(status)}${reference ? ` ${reference}` : ""}`,
};
const at = new Date("2026-12-01T06:00:00Z");

describe("a statement entry", () => {
  it("names a reward's business and a payout's outcome after ' · ', and nothing dangles", () => {
    const reward = {
      at,
      reason: "review_reward",
      amount: 5,
      businessName: "Sharma Dhaba",
      payout: null,
    } as const;
    expect(statementEntry(reward, words)).toBe("Review reward · Sharma Dhaba");
    const payout = {
      at,
      reason: "payout_request",
      amount: -100,
      businessName: null,
      payout: { status: "processed", reference: "412345678901" },
    } as const;
    expect(statementEntry(payout, words)).toBe("Payout requested · paid 412345678901");
    const refund = {
      at,
      reason: "payout_refund",
      amount: 100,
      businessName: null,
      payout: null,
    } as const;
    expect(statementEntry(refund, words)).toBe("Payout returned to wallet");
  });

  it("gives every payout status an outcome: paid, returned or waiting", () => {
    const outcomes = Object.fromEntries(
      payoutStatuses.map((status) => [status, payoutOutcomeOf(status)]),
    );
    expect(outcomes).toEqual({
      pending: "waiting",
      held: "waiting",
      queued: "waiting",
      processing: "waiting",
      paid: "paid",
      processed: "paid",
      rejected: "returned",
      failed: "returned",
      reversed: "returned",
    });
  });
});
