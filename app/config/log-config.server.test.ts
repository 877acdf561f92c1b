import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "reviewkaro-log-config-"));
const production = {
  ADMIN_PHONE: "+919812345678",
  SESSION_SECRET: "x".repeat(32),
  PUBLIC_ORIGIN: "https://reviewkaro.in",
};

describe("LOG_DIR", () => {
  it("is DATA_DIR/logs on a production installation, made at start", () => {
    const dir = dataDir();
    const config = loadConfig({ ...production, DATA_DIR: dir });
    expect(config.logDir).toBe(path.join(dir, "logs"));
    expect(existsSync(path.join(dir, "logs"))).toBe(true);
  });

  it("is off on a local installation unless set, and any folder when set", () => {
    const dir = dataDir();
    expect(loadConfig({ INSTALLATION: "local", DATA_DIR: dir }).logDir).toBeNull();
    const logs = path.join(dir, "elsewhere", "logs");
    expect(loadConfig({ INSTALLATION: "local", DATA_DIR: dir, LOG_DIR: logs }).logDir).toBe(logs);
  });

  it("stops the start, by name, when the folder cannot be written", () => {
    const file = path.join(dataDir(), "a-file");
    writeFileSync(file, "");
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), LOG_DIR: file })).toThrow(
      /LOG_DIR: .* is not a folder the server can write/,
    );
  });
});
