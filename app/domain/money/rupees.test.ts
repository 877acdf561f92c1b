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
  it("keeps the prices of the specification", () => {
    expect({
      REWARD_PER_REVIEW,
      PRICE_PER_REVIEW,
      MIN_PAYOUT,
      MIN_TARGET,
      MAX_TARGET,
      DEFAULT_TARGET,
    }).toEqual({
      REWARD_PER_REVIEW: 5,
      PRICE_PER_REVIEW: 20,
      MIN_PAYOUT: 100,
      MIN_TARGET: 1,
      MAX_TARGET: 1000,
      DEFAULT_TARGET: 10,
    });
  });

  it("charges ₹20 per target review", () => {
    expect(campaignCost(1)).toBe(20);
    expect(campaignCost(10)).toBe(200);
    expect(campaignCost(20)).toBe(400);
    expect(campaignCost(1000)).toBe(20_000);
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
