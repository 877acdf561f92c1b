import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";
import { readSecretFiles, secretSettings } from "./secret-files.server";

const folder = () => mkdtempSync(path.join(tmpdir(), "reviewkaro-secrets-"));
const secret = "s".repeat(40);
const production = {
  INSTALLATION: "production",
  ADMIN_PHONE: "+919876543210",
  PUBLIC_ORIGIN: "https://reviews.example.in",
};

function secretFile(value: string): string {
  const file = path.join(folder(), "secret");
  writeFileSync(file, value, { mode: 0o400 });
  return file;
}

describe("secrets from files (NAME_FILE)", () => {
  it("reads the value from the file, without its trailing line break, same as the value itself", () => {
    const fromValue = loadConfig({ ...production, DATA_DIR: folder(), SESSION_SECRET: secret });
    const fromFile = loadConfig({
      ...production,
      DATA_DIR: folder(),
      SESSION_SECRET_FILE: secretFile(`${secret}\n`),
    });
    expect(fromFile.sessionSecret).toBe(secret);
    expect(fromFile.sessionSecret).toBe(fromValue.sessionSecret);
  });

  it("reads the database address, the storage keys and the providers' secrets", () => {
    const url = "postgresql://reviewkaro_app:pw@postgres:5432/reviewkaro";
    const config = loadConfig({
      INSTALLATION: "local",
      DATA_DIR: folder(),
      DATABASE_URL_FILE: secretFile(url),
      STORAGE: "s3",
      S3_BUCKET: "reviewkaro-proofs",
      S3_ACCESS_KEY_ID_FILE: secretFile("app-key\n"),
      S3_SECRET_ACCESS_KEY_FILE: secretFile("app-secret-key\r\n"),
    });
    expect(config.databaseUrl).toBe(url);
    expect(config.s3).toMatchObject({ accessKeyId: "app-key", secretAccessKey: "app-secret-key" });
    // Every secret a provider needs can come from a file.
    for (const name of [
      "RAZORPAY_KEY_SECRET",
      "RAZORPAY_WEBHOOK_SECRET",
      "RAZORPAYX_KEY_SECRET",
      "RAZORPAYX_WEBHOOK_SECRET",
      "MSG91_AUTH_KEY",
      "SENTRY_DSN",
    ]) {
      expect(secretSettings).toContain(name);
    }
  });

  it("refuses a setting given both as a value and as a file, naming it", () => {
    expect(() =>
      loadConfig({
        ...production,
        DATA_DIR: folder(),
        SESSION_SECRET: secret,
        SESSION_SECRET_FILE: secretFile(secret),
      }),
    ).toThrow(/SESSION_SECRET: set SESSION_SECRET or SESSION_SECRET_FILE, not both/);
  });

  it("names the file it cannot read", () => {
    const missing = path.join(folder(), "no-such-secret");
    expect(() =>
      loadConfig({ ...production, DATA_DIR: folder(), SESSION_SECRET_FILE: missing }),
    ).toThrow(`SESSION_SECRET_FILE: cannot read ${missing} (ENOENT)`);
  });

  it("takes an empty file as a setting left unset, so a required one is named as missing", () => {
    expect(() =>
      loadConfig({ ...production, DATA_DIR: folder(), SESSION_SECRET_FILE: secretFile("\n") }),
    ).toThrow(/SESSION_SECRET: required in production/);
    const config = loadConfig({
      INSTALLATION: "local",
      DATA_DIR: folder(),
      MSG91_AUTH_KEY_FILE: secretFile(""),
      RAZORPAY_KEY_SECRET_FILE: secretFile(""),
    });
    expect(config.smsProvider).toBe("console");
    expect(config.payments).toEqual(
      loadConfig({ INSTALLATION: "local", DATA_DIR: folder() }).payments,
    );
  });

  it("names a file the server may not read (a secret mounted for another user)", () => {
    // Tests may run as root, who reads any file: the refusal is played by the reader.
    const file = secretFile(secret);
    const denied = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
    const { problems } = readSecretFiles({ SESSION_SECRET_FILE: file }, () => {
      throw denied;
    });
    expect(problems).toEqual([
      { path: "SESSION_SECRET_FILE", message: `cannot read ${file} (EACCES)` },
    ]);
  });

  it("leaves no NAME_FILE behind and reads nothing it was not asked to", () => {
    const read: string[] = [];
    const { env, problems } = readSecretFiles(
      { SESSION_SECRET_FILE: "/run/secrets/session", ADMIN_PHONE_FILE: "/etc/passwd" },
      (file) => {
        read.push(file);
        return secret;
      },
    );
    expect(problems).toEqual([]);
    expect(read).toEqual(["/run/secrets/session"]);
    expect(env).toEqual({ SESSION_SECRET: secret, ADMIN_PHONE_FILE: "/etc/passwd" });
  });
});
