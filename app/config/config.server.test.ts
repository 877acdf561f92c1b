import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "reviewkaro-config-"));

describe("loadConfig", () => {
  it("has working defaults in a local installation", () => {
    const dir = dataDir();
    const config = loadConfig({ INSTALLATION: "local", DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      adminPhone: "+919000000000",
      smsProvider: "console",
      storage: "disk",
      trustProxy: false,
      env: "production",
      local: true,
      // Only this machine can open a local installation (its dev outbox shows every code).
      host: "127.0.0.1",
      smsHourlyBudget: 1000,
    });
    // The generated secret is kept, so a restart keeps everyone signed in.
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(loadConfig({ INSTALLATION: "local", DATA_DIR: dir }).sessionSecret).toBe(
      config.sessionSecret,
    );
  });

  it("names the variable that is wrong", () => {
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), PORT: "eighty" }),
    ).toThrow(/PORT/);
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" }),
    ).toThrow(/DATABASE_URL/);
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), ADMIN_PHONE: "12345" }),
    ).toThrow(/ADMIN_PHONE/);
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), STORAGE: "ftp" }),
    ).toThrow(/STORAGE/);
    for (const bad of [
      "abc",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.1/255.0.0",
      "loopback, 300.1.1.1",
      // The left-most X-Forwarded-For is whatever the client wrote: every limit would be void.
      "true",
      "TRUE",
    ]) {
      expect(
        () => loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), TRUST_PROXY: bad }),
        bad,
      ).toThrow(/TRUST_PROXY/);
    }
  });

  it("takes the safe forms of TRUST_PROXY: a hop count or the proxies' addresses and subnets", () => {
    for (const [value, expected] of [
      ["false", false],
      ["2", 2],
      ["loopback", "loopback"],
      ["loopback, 10.0.0.0/8, fd00::/8", "loopback, 10.0.0.0/8, fd00::/8"],
      ["192.168.1.0/255.255.255.0", "192.168.1.0/255.255.255.0"],
    ] as const) {
      expect(
        loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy,
      ).toEqual(expected);
    }
  });

  it("stops when DATA_DIR is not a folder it can write", () => {
    const file = path.join(dataDir(), "a-file");
    writeFileSync(file, "not a folder");
    expect(() => loadConfig({ INSTALLATION: "local", DATA_DIR: file })).toThrow(
      /DATA_DIR: .*a-file is not a folder/,
    );
    expect(() => loadConfig({ INSTALLATION: "local", DATA_DIR: path.join(file, "below") })).toThrow(
      /DATA_DIR/,
    );
  });

  it("is a production installation unless told otherwise: the admin phone, secret and public address are required", () => {
    for (const env of [{}, { NODE_ENV: "development" }, { INSTALLATION: "production" }]) {
      expect(() => loadConfig({ ...env, DATA_DIR: dataDir() })).toThrow(
        /ADMIN_PHONE: required in production[\s\S]*SESSION_SECRET: required in production[\s\S]*PUBLIC_ORIGIN: required in production/,
      );
    }
    expect(() => loadConfig({ INSTALLATION: "somewhere", DATA_DIR: dataDir() })).toThrow(
      /INSTALLATION/,
    );
    const config = loadConfig({
      ADMIN_PHONE: "+919812345678",
      SESSION_SECRET: "x".repeat(32),
      PUBLIC_ORIGIN: "https://reviewkaro.in",
      DATA_DIR: dataDir(),
    });
    expect(config.local).toBe(false);
    // A server for real users listens on every interface (its proxy reaches it there).
    expect(config.host).toBeUndefined();
    expect(loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), HOST: "0.0.0.0" }).host).toBe(
      "0.0.0.0",
    );
    expect(() =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), HOST: "my laptop" }),
    ).toThrow(/HOST/);
    expect(config.env).toBe("production");
    expect(config.adminPhone).toBe("+919812345678");
  });

  it("reads the S3 settings when STORAGE=s3, with the Mumbai region by default", () => {
    const dir = dataDir();
    expect(
      loadConfig({ INSTALLATION: "local", DATA_DIR: dir, S3_BUCKET: "proofs" }).s3,
    ).toBeUndefined();
    expect(
      loadConfig({ INSTALLATION: "local", DATA_DIR: dir, STORAGE: "s3", S3_BUCKET: "proofs" }).s3,
    ).toEqual({
      bucket: "proofs",
      region: "ap-south-1",
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: undefined,
    });
    const minio = loadConfig({
      INSTALLATION: "local",
      DATA_DIR: dir,
      STORAGE: "s3",
      S3_BUCKET: "reviewkaro-proofs",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "reviewkaro",
      S3_SECRET_ACCESS_KEY: "a-long-secret",
      S3_PREFIX: "production/",
    });
    expect(minio.s3).toEqual({
      bucket: "reviewkaro-proofs",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      accessKeyId: "reviewkaro",
      secretAccessKey: "a-long-secret",
      prefix: "production",
    });
  });

  it("names the S3 variable that is missing or wrong", () => {
    const s3 = (env: Record<string, string>) => () =>
      loadConfig({
        INSTALLATION: "local",
        DATA_DIR: dataDir(),
        STORAGE: "s3",
        S3_BUCKET: "proofs",
        ...env,
      });
    expect(() => loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), STORAGE: "s3" })).toThrow(
      /S3_BUCKET: required when STORAGE=s3/,
    );
    expect(s3({ S3_BUCKET: "Proofs_Bucket" })).toThrow(/S3_BUCKET/);
    expect(s3({ S3_REGION: "Mumbai 1" })).toThrow(/S3_REGION/);
    expect(s3({ S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(s3({ S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(s3({ S3_PREFIX: "../up" })).toThrow(/S3_PREFIX/);
    expect(s3({ S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/,
    );
    expect(s3({ S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set/,
    );
  });

  it("reads PUBLIC_ORIGIN as an origin alone, and names it when it is more", () => {
    const dir = dataDir();
    const origin = (value?: string) =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dir, PUBLIC_ORIGIN: value }).publicOrigin;
    expect(origin()).toBeNull();
    expect(origin("https://reviewkaro.in")).toBe("https://reviewkaro.in");
    expect(origin("https://ReviewKaro.in/")).toBe("https://reviewkaro.in");
    expect(origin("http://localhost:3000")).toBe("http://localhost:3000");
    for (const wrong of [
      "reviewkaro.in",
      "ftp://reviewkaro.in",
      "https://reviewkaro.in/b",
      "https://reviewkaro.in/?x=1",
      "https://reviewkaro.in/#top",
      "https://user:pass@reviewkaro.in",
    ]) {
      expect(() => origin(wrong), wrong).toThrow(/PUBLIC_ORIGIN: must be the site's address alone/);
    }
  });

  it("reads TRUST_PROXY as Express's trust proxy setting", () => {
    const dir = dataDir();
    expect(() => loadConfig({ INSTALLATION: "local", DATA_DIR: dir, TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: .*true would believe any X-Forwarded-For/,
    );
    expect(loadConfig({ INSTALLATION: "local", DATA_DIR: dir, TRUST_PROXY: "1" }).trustProxy).toBe(
      1,
    );
    expect(
      loadConfig({ INSTALLATION: "local", DATA_DIR: dir, TRUST_PROXY: "loopback" }).trustProxy,
    ).toBe("loopback");
    expect(
      loadConfig({ INSTALLATION: "local", DATA_DIR: dir, TRUST_PROXY: "false" }).trustProxy,
    ).toBe(false);
  });

  it("serves metrics only when METRICS_PORT is set, on 127.0.0.1 unless told, never on PORT", () => {
    const local = (env: Record<string, string>) =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), ...env });
    expect(local({}).metrics).toBeNull();
    expect(local({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(local({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metrics).toEqual({
      port: 9464,
      host: "0.0.0.0",
    });
    expect(() => local({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => local({ METRICS_PORT: "9464", METRICS_HOST: "metrics.local" })).toThrow(
      /METRICS_HOST: must be an IP address/,
    );
  });

  it("reports errors only to a Sentry DSN that is set", () => {
    const local = (env: Record<string, string>) =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), ...env });
    expect(local({}).sentryDsn).toBeNull();
    const dsn = "https://0f3a1b@o12.ingest.sentry.io/4501";
    expect(local({ SENTRY_DSN: dsn }).sentryDsn).toBe(dsn);
    expect(local({ SENTRY_DSN: "http://key@glitchtip.internal:8000/3" }).sentryDsn).toBe(
      "http://key@glitchtip.internal:8000/3",
    );
    for (const wrong of ["https://o12.ingest.sentry.io/4501", "https://key@host/project", "key"]) {
      expect(() => local({ SENTRY_DSN: wrong }), wrong).toThrow(/SENTRY_DSN: must be a Sentry DSN/);
    }
  });

  it("checks the operator's and seller's settings in the one schema, a blank one unset", () => {
    const local = (env: Record<string, string>) => () =>
      loadConfig({ INSTALLATION: "local", DATA_DIR: dataDir(), ...env });
    expect(local({ SELLER_GSTIN: "27AAPFU0939F1ZX", OPERATOR_PHONE: "12345" })).toThrow(
      /OPERATOR_PHONE: must be an Indian number[\s\S]*SELLER_GSTIN: must be a GSTIN/,
    );
    expect(
      local({ SELLER_GSTIN: "27AAPFU0939F1ZV", OPERATOR_PHONE: "+91 755 400 1234" }),
    ).not.toThrow();
    expect(local({ SELLER_LEGAL_NAME: "   ", OPERATOR_ADDRESS: " " })).not.toThrow();
  });
});
