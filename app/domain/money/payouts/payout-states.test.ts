import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openPayoutStatuses, type PayoutStatus, payoutStatuses } from "~/db/schema/wallet";
import {
  isOpenPayout,
  nextPayoutMove,
  nextPayoutStatus,
  type ReportedPayoutState,
  refundsWallet,
} from "./payout-states";
import { providerPayoutStates } from "./provider/payout-provider.server";

const reported: readonly ReportedPayoutState[] = providerPayoutStates;

describe("nextPayoutMove", () => {
  it("follows a payout through every documented state", () => {
    expect(nextPayoutStatus("queued", "processing")).toBe("processing");
    expect(nextPayoutStatus("processing", "processed")).toBe("processed");
    expect(nextPayoutStatus("processed", "reversed")).toBe("reversed");
    expect(nextPayoutStatus("queued", "failed")).toBe("failed");
    expect(nextPayoutStatus("queued", "cancelled")).toBe("failed");
    expect(nextPayoutStatus("queued", "rejected", "pending")).toBe("rejected");
  });

  it("keeps an approver's wait as the provider's state and lets it move on to queued", () => {
    expect(nextPayoutMove({ status: "queued", providerState: null }, "pending")).toEqual({
      status: "queued",
      providerState: "pending",
    });
    expect(nextPayoutMove({ status: "queued", providerState: "pending" }, "queued")).toEqual({
      status: "queued",
      providerState: "queued",
    });
    expect(nextPayoutMove({ status: "queued", providerState: "queued" }, "pending")).toBeNull();
  });

  it("ignores a late older state and anything after a failure, a rejection or a reversal", () => {
    expect(nextPayoutStatus("processed", "processing")).toBeNull();
    expect(nextPayoutStatus("processed", "failed")).toBeNull();
    expect(nextPayoutStatus("processed", "pending")).toBeNull();
    expect(nextPayoutStatus("processing", "queued")).toBeNull();
    expect(nextPayoutStatus("processing", "pending")).toBeNull();
    expect(nextPayoutStatus("reversed", "processed")).toBeNull();
    expect(nextPayoutStatus("failed", "processed")).toBeNull();
    expect(nextPayoutStatus("rejected", "processed")).toBeNull();
  });

  it("never moves a manual or held payout, and a repeated report changes nothing", () => {
    for (const state of reported) {
      for (const status of ["pending", "paid", "rejected", "held"] as const) {
        expect(nextPayoutMove({ status, providerState: null }, state)).toBeNull();
      }
      const once = nextPayoutMove({ status: "queued", providerState: null }, state);
      if (once) expect(nextPayoutMove(once, state)).toBeNull();
    }
  });

  it("refunds at most once and never a processed payout, whatever order the reports come in", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...reported), { maxLength: 14 }), (reports) => {
        let current: { status: PayoutStatus; providerState: ReportedPayoutState | null } = {
          status: "queued",
          providerState: null,
        };
        let refunds = 0;
        for (const report of reports) {
          const move = nextPayoutMove(current, report);
          if (move === null) continue;
          if (move.status !== current.status && refundsWallet(move.status)) refunds += 1;
          current = move;
        }
        expect(refunds).toBeLessThanOrEqual(1);
        expect(refunds === 1).toBe(refundsWallet(current.status));
        expect(current.status === "processed" && refunds > 0).toBe(false);
      }),
    );
  });

  it("once processed, stays processed unless reversed, in any order of later reports", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...reported), { maxLength: 10 }), (reports) => {
        let current: { status: PayoutStatus; providerState: ReportedPayoutState | null } = {
          status: "processed",
          providerState: "processed",
        };
        for (const report of reports) current = nextPayoutMove(current, report) ?? current;
        expect(["processed", "reversed"]).toContain(current.status);
        expect(current.status === "reversed").toBe(reports.includes("reversed"));
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
