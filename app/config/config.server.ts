import { randomBytes } from "node:crypto";
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { HEARTBEAT_MS } from "~/events/live-events";
import { logLevels } from "~/logging/logger.server";
import type { SmsProviderName } from "~/notifications/sms-providers.server";
import { type Environment, processEnvironment } from "./environment.server";
import { logEnvSchema, readLogDir } from "./log-config.server";
import { operatorEnvFields } from "./operator-config.server";
import {
  missingPaymentSettings,
  type PaymentsConfig,
  paymentsEnvSchema,
  readPaymentsConfig,
} from "./payments-config.server";
import * as payouts from "./payouts-config.server";
import { readSecretFiles } from "./secret-files.server";
import { sellerEnvFields } from "./seller-config.server";
import {
  type Msg91Config,
  missingSmsSettings,
  readMsg91Config,
  smsEnvSchema,
} from "./sms-config.server";
import {
  missingStorageSettings,
  readS3Config,
  type S3Config,
  storageEnvSchema,
} from "./storage-config.server";

/** A plain decimal whole number within bounds ("0x10", "1e3" and "5.5" are refused). */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine(
      (value) => value >= min && value <= max,
      `must be a whole number from ${min} to ${max}`,
    );
}

/** The operator's and seller's readers take a value of spaces only as unset (decision 113); so does the schema. */
function blankAsUnset<Fields extends Record<string, z.ZodType>>(fields: Fields): Fields {
  const unsetIfBlank = (value: unknown) =>
    typeof value === "string" && value.trim() === "" ? undefined : value;
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, z.preprocess(unsetIfBlank, field)]),
  ) as unknown as Fields;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    INSTALLATION: z.enum(["local", "production"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z
      .string()
      .refine(
        (value) => isIP(value) !== 0 || value === "localhost",
        "must be an IP address, like 127.0.0.1 or 0.0.0.0",
      )
      .optional(),
    SMS_HOURLY_BUDGET: wholeNumber(1, 1_000_000).default(1000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    ...logEnvSchema,
    DATABASE_POOL_SIZE: wholeNumber(1, 500).default(10),
    LIVE_HEARTBEAT_MS: wholeNumber(1_000, 120_000).default(HEARTBEAT_MS),
    DATABASE_POOL_WAIT_MS: wholeNumber(100, 60_000).default(3_000),
    ADMIN_PHONE: z
      .string()
      .regex(/^\+91[6-9]\d{9}$/, "must be an Indian mobile number in E.164, like +919876543210")
      .optional(),
    ...storageEnvSchema,
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(100).optional(),
    GRIEVANCE_OFFICER_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address, like grievance@example.com")
      .default("grievance@reviewkaro.in"),
    PUBLIC_ORIGIN: z
      .string()
      .refine(
        isOrigin,
        "must be the site's address alone, like https://reviewkaro.in (http or https, no path)",
      )
      .transform((value) => new URL(value).origin)
      .optional(),
    METRICS_PORT: wholeNumber(1, 65535).optional(),
    METRICS_HOST: z
      .string()
      .refine((value) => isIP(value) !== 0, "must be an IP address to listen on, like 127.0.0.1")
      .default("127.0.0.1"),
    SENTRY_DSN: z
      .string()
      .regex(
        /^https?:\/\/[^\s:@/]+(:[^\s@/]*)?@[^\s/]+(\/[^\s]*)?\/\d+$/,
        "must be a Sentry DSN, like https://key@o1.ingest.sentry.io/42",
      )
      .optional(),
    TRUST_PROXY: z
      .string()
      .refine(
        isTrustProxy,
        "must be the number of proxies in front (1), or a comma-separated list of the proxies' addresses or subnets (10.0.0.0/8, loopback, linklocal, uniquelocal); true would believe any X-Forwarded-For a client writes",
      )
      .optional(),
    ...paymentsEnvSchema,
    ...payouts.payoutsEnvSchema,
    ...smsEnvSchema,
    ...blankAsUnset({ ...operatorEnvFields, ...sellerEnvFields }),
  })
  .superRefine((env, ctx) => {
    for (const issue of [
      ...missingPaymentSettings(env),
      ...payouts.missingPayoutSettings(env),
      ...missingSmsSettings(env),
      ...missingStorageSettings(env),
    ]) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: the metrics are never served on the public port",
      });
    }
    if (env.INSTALLATION === "local") return;
    for (const key of ["ADMIN_PHONE", "SESSION_SECRET", "PUBLIC_ORIGIN"] as const) {
      if (!env[key])
        ctx.addIssue({
          code: "custom",
          path: [key],
          message:
            "required in production (or set INSTALLATION=local to try the app on this machine)",
        });
    }
  });

export type Config = {
  /** NODE_ENV: which React and React Router builds run ("production" unless told otherwise). */
  env: "development" | "production" | "test";
  /**
   * INSTALLATION=local: one person trying the app on their machine. Admin number and session
   * secret have defaults, the dev SMS outbox is served, and cookies and HSTS do not demand HTTPS.
   */
  local: boolean;
  port: number;
  /** The address to listen on: 127.0.0.1 for a local installation, every interface otherwise. */
  host: string | undefined;
  /** The whole service's OTP SMS an hour (decision 040); past it codes are refused. */
  smsHourlyBudget: number;
  dataDir: string;
  /** The daily JSON log files' folder (LOG_DIR; DATA_DIR/logs in production); null: stdout only. */
  logDir: string | null;
  databaseUrl: string | undefined;
  /** PostgreSQL only: connections per server process, and how long a request waits for one. */
  databasePool: { size: number; waitMs: number };
  /** How often live streams get a heartbeat (and their sessions are checked). */
  liveHeartbeatMs: number;
  adminPhone: string;
  smsProvider: SmsProviderName;
  /** Set when SMS_PROVIDER=msg91. */
  msg91?: Msg91Config;
  storage: "disk" | "s3";
  /** Set when STORAGE=s3. Without an access key pair the SDK's default credential chain is used. */
  s3?: S3Config;
  sessionSecret: string;
  /** Express `trust proxy`: false reads the socket; hops or subnets read X-Forwarded-For's right end. */
  trustProxy: false | number | string;
  /** Named on /grievance (India's IT Rules); name null: 'Grievance Officer, ReviewKaro' translated. */
  grievanceOfficer: { name: string | null; email: string };
  /**
   * The address people reach the site at, for links that leave it (canonical, share links, the
   * poster's QR code). Unset: the request's own origin, as the proxy (TRUST_PROXY) passes it.
   */
  publicOrigin: string | null;
  /** Where Prometheus reads /metrics: a port of its own, never the public one; null: off. */
  metrics: { port: number; host: string } | null;
  /** Errors logged at level error go to this Sentry-compatible DSN too; null: off. */
  sentryDsn: string | null;
  /** PAYMENTS: simulated, or Razorpay with its keys (decision 057). */
  payments: PaymentsConfig;
  payouts: payouts.PayoutsConfig;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(source: Environment = processEnvironment()): Config {
  // Secrets given as NAME_FILE (compose `secrets:`) are read here, once (decision 114).
  const secrets = readSecretFiles(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")),
  );
  const parsed = envSchema.safeParse(secrets.env);
  const issues = parsed.success ? [] : parsed.error.issues;
  const lines = [...secrets.problems, ...issues.map((i) => ({ ...i, path: i.path.join(".") }))].map(
    (problem) => `  ${problem.path}: ${problem.message}`,
  );
  if (!parsed.success || lines.length > 0)
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  // The database, proofs and secret live here: a folder we cannot write stops us now, by name.
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${dataDir} is not a folder the server can write (${reason})`,
    );
  }
  const logDir = readLogDir(env, { dataDir, local: env.INSTALLATION === "local" });
  if (logDir.problem) throw new ConfigError(`Invalid configuration:\n  LOG_DIR: ${logDir.problem}`);
  return {
    env: env.NODE_ENV,
    local: env.INSTALLATION === "local",
    port: env.PORT,
    // Only this machine reaches a local installation (its /dev/outbox shows every code) unless
    // HOST opens it on purpose.
    host: env.HOST ?? (env.INSTALLATION === "local" ? "127.0.0.1" : undefined),
    smsHourlyBudget: env.SMS_HOURLY_BUDGET,
    dataDir,
    logDir: logDir.dir,
    databaseUrl: env.DATABASE_URL,
    databasePool: { size: env.DATABASE_POOL_SIZE, waitMs: env.DATABASE_POOL_WAIT_MS },
    liveHeartbeatMs: env.LIVE_HEARTBEAT_MS,
    adminPhone: env.ADMIN_PHONE ?? "+919000000000",
    smsProvider: env.SMS_PROVIDER,
    msg91: readMsg91Config(env),
    storage: env.STORAGE,
    s3: readS3Config(env),
    sessionSecret: env.SESSION_SECRET ?? localSessionSecret(dataDir),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? null,
      email: env.GRIEVANCE_OFFICER_EMAIL,
    },
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    metrics:
      env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    sentryDsn: env.SENTRY_DSN ?? null,
    payments: readPaymentsConfig(env),
    payouts: payouts.readPayoutsConfig(env),
  };
}

/** An http(s) origin written alone: no path but "/", no query, fragment or credentials. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.pathname === "/" &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !value.endsWith("?") &&
    !value.endsWith("#")
  );
}

/** Express's safe `trust proxy` forms: a hop count, or addresses, subnets and names (not true). */
function isTrustProxy(value: string): boolean {
  if (/^(false|\d+)$/i.test(value)) return true;
  return value.split(",").every((part) => {
    const entry = part.trim();
    if (/^(loopback|linklocal|uniquelocal)$/i.test(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
    return version === 4 && isIP(prefix) === 4; // a netmask, like 255.255.255.0
  });
}

function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value.toLowerCase() === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A local installation generates its secret once and keeps it in DATA_DIR, so restarts keep sessions. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
