import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

const local = () => ({
  INSTALLATION: "local",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "reviewkaro-payments-")),
});

describe("PAYMENTS", () => {
  it("is simulated unless told otherwise", () => {
    expect(loadConfig(local()).payments).toEqual({ mode: "simulated" });
  });

  it("with razorpay, names each missing key at start", () => {
    expect(() => loadConfig({ ...local(), PAYMENTS: "razorpay" })).toThrow(
      /RAZORPAY_KEY_ID: required when PAYMENTS=razorpay[\s\S]*RAZORPAY_KEY_SECRET: required[\s\S]*RAZORPAY_WEBHOOK_SECRET: required/,
    );
    expect(() =>
      loadConfig({
        ...local(),
        PAYMENTS: "razorpay",
        RAZORPAY_KEY_ID: "pk_live_stripe",
        RAZORPAY_KEY_SECRET: "secret-0123",
        RAZORPAY_WEBHOOK_SECRET: "hook-secret-0123",
      }),
    ).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/);
    expect(() => loadConfig({ ...local(), PAYMENTS: "stripe" })).toThrow(/PAYMENTS/);
  });

  it("with razorpay, reads the keys and the real API and Checkout addresses by default", () => {
    const config = loadConfig({
      ...local(),
      PAYMENTS: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_AbC123",
      RAZORPAY_KEY_SECRET: "secret-0123",
      RAZORPAY_WEBHOOK_SECRET: "hook-secret-0123",
    });
    expect(config.payments).toEqual({
      mode: "razorpay",
      keyId: "rzp_live_AbC123",
      keySecret: "secret-0123",
      webhookSecret: "hook-secret-0123",
      previousWebhookSecret: null,
      apiBaseUrl: "https://api.razorpay.com",
      checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
    });
  });

  const razorpay = () => ({
    ...local(),
    PAYMENTS: "razorpay",
    RAZORPAY_KEY_ID: "rzp_live_AbC123",
    RAZORPAY_KEY_SECRET: "secret-0123",
    RAZORPAY_WEBHOOK_SECRET: "hook-secret-0123",
  });

  it("reads a rotated webhook secret with its rotation time, and refuses one without the other", () => {
    const config = loadConfig({
      ...razorpay(),
      RAZORPAY_WEBHOOK_SECRET_PREVIOUS: "old-hook-secret",
      RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: "2026-11-29T08:00:00+05:30",
    });
    expect(config.payments).toMatchObject({
      previousWebhookSecret: {
        secret: "old-hook-secret",
        rotatedAt: new Date("2026-11-29T02:30:00Z"),
      },
    });
    expect(() =>
      loadConfig({ ...razorpay(), RAZORPAY_WEBHOOK_SECRET_PREVIOUS: "old-hook-secret" }),
    ).toThrow(
      /RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: required when RAZORPAY_WEBHOOK_SECRET_PREVIOUS is set/,
    );
    expect(() =>
      loadConfig({ ...razorpay(), RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: "2026-11-29T08:00:00Z" }),
    ).toThrow(
      /RAZORPAY_WEBHOOK_SECRET_PREVIOUS: required when RAZORPAY_WEBHOOK_SECRET_ROTATED_AT is set/,
    );
    expect(() =>
      loadConfig({
        ...razorpay(),
        RAZORPAY_WEBHOOK_SECRET_PREVIOUS: "old-hook-secret",
        RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: "yesterday",
      }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: must be a moment with its zone/);
  });
});
