import { describe, expect, it } from "vitest";
import {
  campaignCost,
  DEFAULT_TARGET,
  formatRupees,
  MAX_TARGET,
  MIN_PAYOUT,
  MIN_TARGET,
  PRICE_PER_REVIEW,
  REWARD_PER_REVIEW,
} from "./rupees";

describe("money", () => {
  // SPEC §1 sets ₹5, ₹20 and ₹100 today; a new amount is one constant in app/db/prices.ts and
  // every text and test follows it (decisions 115, 121). What any amounts must keep:
  it("keeps amounts a campaign can pay for: whole rupees, a reward below the price, a reachable payout", () => {
    for (const amount of [REWARD_PER_REVIEW, PRICE_PER_REVIEW, MIN_PAYOUT]) {
      expect(Number.isInteger(amount) && amount > 0, String(amount)).toBe(true);
    }
    expect(REWARD_PER_REVIEW).toBeLessThan(PRICE_PER_REVIEW);
    expect(REWARD_PER_REVIEW).toBeLessThanOrEqual(MIN_PAYOUT);
    expect(MIN_TARGET).toBeGreaterThanOrEqual(1);
    expect(MIN_TARGET).toBeLessThanOrEqual(DEFAULT_TARGET);
    expect(DEFAULT_TARGET).toBeLessThanOrEqual(MAX_TARGET);
  });

  it("charges the price per target review", () => {
    expect(campaignCost(1)).toBe(PRICE_PER_REVIEW);
    expect(campaignCost(10)).toBe(10 * PRICE_PER_REVIEW);
    expect(campaignCost(MAX_TARGET)).toBe(MAX_TARGET * PRICE_PER_REVIEW);
  });

  it("costs nothing while the target is not a whole number yet", () => {
    expect(campaignCost(Number.NaN)).toBe(0);
    expect(campaignCost(2.5)).toBe(0);
    expect(campaignCost(-3)).toBe(0);
  });

  it.each([
    [0, "₹0"],
    [5, "₹5"],
    [1000, "₹1,000"],
    [100_000, "₹1,00,000"],
    [1_234_567, "₹12,34,567"],
  ])("formats %i as %s with Indian digit grouping", (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});
