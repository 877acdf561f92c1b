import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "reviewkaro-config-"));

describe("loadConfig", () => {
  it("has working defaults outside production", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      adminPhone: "+919000000000",
      smsProvider: "console",
      storage: "disk",
      trustProxy: false,
      isProduction: false,
    });
    // The generated secret is kept, so a restart keeps everyone signed in.
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_PHONE: "12345" })).toThrow(/ADMIN_PHONE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: "ftp" })).toThrow(/STORAGE/);
  });

  it("requires the admin phone and session secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /ADMIN_PHONE: required in production[\s\S]*SESSION_SECRET: required in production/,
    );
    const config = loadConfig({
      NODE_ENV: "production",
      ADMIN_PHONE: "+919812345678",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(config.isProduction).toBe(true);
    expect(config.adminPhone).toBe("+919812345678");
  });

  it("reads TRUST_PROXY as Express's trust proxy setting", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });
});
