import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

const local = () => ({
  INSTALLATION: "local",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "reviewkaro-payouts-")),
});

const razorpayx = {
  PAYOUTS: "razorpayx",
  RAZORPAYX_KEY_ID: "rzp_live_XyZ789",
  RAZORPAYX_KEY_SECRET: "secret-0123",
  RAZORPAYX_ACCOUNT_NUMBER: "2323230000000001",
  RAZORPAYX_WEBHOOK_SECRET: "hook-secret-0123",
};

describe("PAYOUTS", () => {
  it("is manual unless told otherwise, with the default daily limit", () => {
    expect(loadConfig(local()).payouts).toEqual({ mode: "manual", dailyLimit: 50_000 });
  });

  it("with razorpayx, names each missing setting at start", () => {
    expect(() => loadConfig({ ...local(), PAYOUTS: "razorpayx" })).toThrow(
      /RAZORPAYX_KEY_ID: required when PAYOUTS=razorpayx[\s\S]*RAZORPAYX_KEY_SECRET: required[\s\S]*RAZORPAYX_ACCOUNT_NUMBER: required[\s\S]*RAZORPAYX_WEBHOOK_SECRET: required/,
    );
    expect(() =>
      loadConfig({ ...local(), ...razorpayx, RAZORPAYX_ACCOUNT_NUMBER: "acc-12" }),
    ).toThrow(/RAZORPAYX_ACCOUNT_NUMBER: must be the RazorpayX account number/);
    expect(() => loadConfig({ ...local(), ...razorpayx, PAYOUT_DAILY_LIMIT: "1e5" })).toThrow(
      /PAYOUT_DAILY_LIMIT/,
    );
    expect(() => loadConfig({ ...local(), PAYOUTS: "cashfree" })).toThrow(/PAYOUTS/);
  });

  it("with razorpayx, reads UPI_CHECKS_DAILY_BUDGET: whole checks from 1, 300 by default", () => {
    expect(loadConfig({ ...local(), ...razorpayx }).payouts).toMatchObject({
      upiChecksDailyBudget: 300,
    });
    expect(
      loadConfig({ ...local(), ...razorpayx, UPI_CHECKS_DAILY_BUDGET: "40" }).payouts,
    ).toMatchObject({ upiChecksDailyBudget: 40 });
    for (const wrong of ["0", "1e3", "2.5", "-4", "many", "1000000"]) {
      expect(() =>
        loadConfig({ ...local(), ...razorpayx, UPI_CHECKS_DAILY_BUDGET: wrong }),
      ).toThrow(/UPI_CHECKS_DAILY_BUDGET: must be a whole number of checks/);
    }
  });

  it("with razorpayx, reads the keys, the account and the real API address by default", () => {
    const config = loadConfig({ ...local(), ...razorpayx, PAYOUT_DAILY_LIMIT: "20000" });
    expect(config.payouts).toEqual({
      mode: "razorpayx",
      keyId: "rzp_live_XyZ789",
      keySecret: "secret-0123",
      accountNumber: "2323230000000001",
      webhookSecret: "hook-secret-0123",
      previousWebhookSecret: null,
      apiBaseUrl: "https://api.razorpay.com",
      dailyLimit: 20_000,
      upiChecksDailyBudget: 300,
    });
  });

  it("reads RazorpayX's rotated webhook secret with its rotation time, never one alone", () => {
    const config = loadConfig({
      ...local(),
      ...razorpayx,
      RAZORPAYX_WEBHOOK_SECRET_PREVIOUS: "old-hook-secret",
      RAZORPAYX_WEBHOOK_SECRET_ROTATED_AT: "2026-11-29T08:00:00Z",
    });
    expect(config.payouts).toMatchObject({
      previousWebhookSecret: {
        secret: "old-hook-secret",
        rotatedAt: new Date("2026-11-29T08:00:00Z"),
      },
    });
    expect(() =>
      loadConfig({ ...local(), ...razorpayx, RAZORPAYX_WEBHOOK_SECRET_PREVIOUS: "old-secret" }),
    ).toThrow(/RAZORPAYX_WEBHOOK_SECRET_ROTATED_AT: required when/);
  });
});
