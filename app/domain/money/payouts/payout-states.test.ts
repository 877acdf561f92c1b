import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openPayoutStatuses, payoutStatuses } from "~/db/schema/wallet";
import {
  isOpenPayout,
  nextPayoutStatus,
  type ReportedPayoutState,
  refundsWallet,
} from "./payout-states";

const reported: ReportedPayoutState[] = ["queued", "processing", "processed", "reversed", "failed"];

describe("nextPayoutStatus", () => {
  it("follows a payout through the provider's states", () => {
    expect(nextPayoutStatus("queued", "processing")).toBe("processing");
    expect(nextPayoutStatus("processing", "processed")).toBe("processed");
    expect(nextPayoutStatus("processed", "reversed")).toBe("reversed");
    expect(nextPayoutStatus("queued", "failed")).toBe("failed");
  });

  it("ignores a late older state and anything after a failure or reversal", () => {
    expect(nextPayoutStatus("processed", "processing")).toBeNull();
    expect(nextPayoutStatus("processed", "failed")).toBeNull();
    expect(nextPayoutStatus("reversed", "processed")).toBeNull();
    expect(nextPayoutStatus("failed", "processed")).toBeNull();
  });

  it("never moves a manual or held payout, and a repeated report changes nothing", () => {
    for (const state of reported) {
      for (const status of ["pending", "paid", "rejected", "held"] as const) {
        expect(nextPayoutStatus(status, state)).toBeNull();
      }
      expect(nextPayoutStatus(state, state)).toBeNull();
    }
  });

  it("refunds at most once and never a processed payout, whatever order the reports come in", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...reported), { maxLength: 12 }), (reports) => {
        let status: (typeof payoutStatuses)[number] = "queued";
        let refunds = 0;
        for (const report of reports) {
          const next = nextPayoutStatus(status, report);
          if (next === null) continue;
          if (refundsWallet(next)) refunds += 1;
          status = next;
        }
        expect(refunds).toBeLessThanOrEqual(1);
        expect(refunds === 1).toBe(refundsWallet(status));
        expect(status === "processed" && refunds > 0).toBe(false);
      }),
    );
  });
});

describe("isOpenPayout", () => {
  it("is the one-open-payout index's list of states", () => {
    const open = payoutStatuses.filter((status) => isOpenPayout(status));
    expect(open).toEqual([...openPayoutStatuses]);
  });
});
