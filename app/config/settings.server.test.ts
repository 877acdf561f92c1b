import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// loadSettings reads the process's environment (app/config/environment.server.ts), once per
// process: each test stubs it and imports the settings afresh.
const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-settings-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A production rehearsal with a real operator and seller, keeping console SMS on purpose. */
const rehearsal = {
  NODE_ENV: "production",
  INSTALLATION: "production",
  DATA_DIR: dataDir,
  LOG_DIR: "",
  ADMIN_PHONE: "+919876543210",
  SESSION_SECRET: "s".repeat(32),
  PUBLIC_ORIGIN: "https://reviews.example",
  OPERATOR_LEGAL_NAME: "Karo Reviews Private Limited",
  OPERATOR_ADDRESS: "4 Residency Road, Indore 452001",
  OPERATOR_EMAIL: "privacy@karo.example",
  OPERATOR_PHONE: "+917314005678",
  GRIEVANCE_OFFICER_NAME: "Asha Verma",
  GRIEVANCE_OFFICER_EMAIL: "grievance@karo.example",
  SECURITY_CONTACT_EMAIL: "security@karo.example",
  SELLER_LEGAL_NAME: "Karo Reviews Private Limited",
  SELLER_GSTIN: "27AAPFU0939F1ZV",
  SELLER_ADDRESS: "4 Residency Road, Pune, Maharashtra 411001",
  SMS_PROVIDER: "console",
  SMS_CONSOLE_IN_PRODUCTION: "rehearsal",
};

async function settingsOf(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  const { loadSettings } = await import("./settings.server");
  return loadSettings();
}

describe("loadSettings", () => {
  beforeEach(() => vi.unstubAllEnvs());
  afterEach(() => vi.unstubAllEnvs());

  it("reads the configuration, the seller and the operator from the one environment", async () => {
    const settings = await settingsOf(rehearsal);
    expect(settings.config.publicOrigin).toBe("https://reviews.example");
    expect(settings.seller.gstin).toBe("27AAPFU0939F1ZV");
    expect(settings.operator.legalName).toBe("Karo Reviews Private Limited");
    // Handed back, to be logged once the log files are open.
    expect(settings.warnings).toEqual([
      expect.stringMatching(/^production server in a rehearsal \(SMS_CONSOLE_IN_PRODUCTION/),
    ]);
  });

  it("stops a production start with a stand-in, naming the setting", async () => {
    await expect(
      settingsOf({ ...rehearsal, SMS_CONSOLE_IN_PRODUCTION: "", SELLER_GSTIN: "23AAACR9999K1ZM" }),
    ).rejects.toThrow(/SELLER_GSTIN: is the development seller's[\s\S]*SMS_PROVIDER: console/);
  });

  it("stops a start with a bad seller setting by name", async () => {
    await expect(settingsOf({ ...rehearsal, SELLER_GSTIN: "27AAPFU0939F1ZX" })).rejects.toThrow(
      /SELLER_GSTIN: must be a GSTIN/,
    );
  });
});
