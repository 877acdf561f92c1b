import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import {
  rateLimitLoginPerIp,
  rateLimitLoginPerPhone,
  rateLimitOtpSendPerIpPerHour,
  rateLimitOtpSendPerPhonePerHour,
  rateLimitOtpSendPerPhonePerMinute,
  type VerificationPurpose,
} from "~/db/schema";

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimits = {
  /**
   * Counts one OTP SMS for this number and purpose, and for this client address. Keyed by purpose
   * because a number can only ever receive sign-up or reset codes (it is registered or it is
   * not), so this does not widen what one number can be sent, while a person who signs up and
   * then resets a password within a minute is not made to wait.
   */
  otpSend(input: { phone: string; purpose: VerificationPurpose; ip: string }): Promise<LimitResult>;
  /** Counts a code request that sends nothing (like 'Account Exists') against the address only. */
  otpLookup(input: { ip: string }): Promise<LimitResult>;
  /** Counts one password login attempt for this number and this client address. */
  login(input: { phone: string; ip: string }): Promise<LimitResult>;
  /** The SMS of an allowed send could not be delivered: the send is given back. */
  otpSendFailed(input: { phone: string; purpose: VerificationPurpose; ip: string }): Promise<void>;
  /** A correct password: the number's failed attempts are forgotten. */
  loginSucceeded(input: { phone: string; ip: string }): Promise<void>;
  /** Resolves once the store is usable (the PostgreSQL tables exist); await it at start-up. */
  ready?: () => Promise<void>;
};

/** Every limit in one place (SPEC §6), for the code, the tests and the docs. */
export const rateLimitRules = {
  otpSendPerPhonePerMinute: { points: 1, durationSeconds: 60 },
  otpSendPerPhonePerHour: { points: 5, durationSeconds: 60 * 60 },
  otpSendPerIpPerHour: { points: 20, durationSeconds: 60 * 60 },
  loginPerPhone: { points: 10, durationSeconds: 15 * 60 },
  loginPerIp: { points: 50, durationSeconds: 15 * 60 },
} as const;

type RuleName = keyof typeof rateLimitRules;

/** The table of each rule's counters on PostgreSQL, made by the migrations. */
const rateLimitTables: Record<RuleName, PgTable> = {
  otpSendPerPhonePerMinute: rateLimitOtpSendPerPhonePerMinute,
  otpSendPerPhonePerHour: rateLimitOtpSendPerPhonePerHour,
  otpSendPerIpPerHour: rateLimitOtpSendPerIpPerHour,
  loginPerPhone: rateLimitLoginPerPhone,
  loginPerIp: rateLimitLoginPerIp,
};

export type RateLimitStore = { store: "memory" } | { store: "postgres"; pool: pg.Pool };

/**
 * Rate limits kept in process memory (the embedded database is one process anyway) or in
 * PostgreSQL tables named rate_limit_*, so that several server processes share the counts.
 */
export function createRateLimits(options: RateLimitStore): RateLimits {
  const limiter = (name: RuleName): RateLimiterAbstract => {
    const rule = rateLimitRules[name];
    const common = { points: rule.points, duration: rule.durationSeconds, keyPrefix: name };
    if (options.store === "memory") return new RateLimiterMemory(common);
    return new RateLimiterPostgres({
      ...common,
      storeClient: options.pool,
      storeType: "pool",
      tableName: getTableName(rateLimitTables[name]),
      // The migrations made the tables (two servers starting at once would race to create them).
      tableCreated: true,
    });
  };

  const otpPerPhoneMinute = limiter("otpSendPerPhonePerMinute");
  const otpPerPhoneHour = limiter("otpSendPerPhonePerHour");
  const otpPerIp = limiter("otpSendPerIpPerHour");
  const loginPerPhone = limiter("loginPerPhone");
  const loginPerIp = limiter("loginPerIp");

  // Reading one counter proves the store answers (on PostgreSQL: the tables exist).
  const ready = () => loginPerIp.get("ready").then(() => undefined);

  return {
    ready,
    async otpSend({ phone, purpose, ip }) {
      const key = `${purpose}:${phone}`;
      return consumeInOrder([
        [otpPerPhoneMinute, key],
        [otpPerPhoneHour, key],
        [otpPerIp, ip],
      ]);
    },
    async otpSendFailed({ phone, purpose, ip }) {
      const key = `${purpose}:${phone}`;
      await Promise.all([
        otpPerPhoneMinute.reward(key, 1),
        otpPerPhoneHour.reward(key, 1),
        otpPerIp.reward(ip, 1),
      ]);
    },
    async otpLookup({ ip }) {
      return consumeInOrder([[otpPerIp, ip]]);
    },
    async login({ phone, ip }) {
      return consumeInOrder([
        [loginPerPhone, phone],
        [loginPerIp, ip],
      ]);
    },
    async loginSucceeded({ phone, ip }) {
      await loginPerPhone.delete(phone);
      // Only failures count against an address that many people may share (mobile carrier NAT).
      const used = await loginPerIp.get(ip);
      if (used && used.consumedPoints > 0) await loginPerIp.reward(ip, 1);
    },
  };
}

/**
 * Takes one point from each limiter in order (phone before address, always). When one refuses,
 * the points this request took are given back, so a refused request counts nowhere and the
 * limiters after the refusing one are never touched.
 */
async function consumeInOrder(
  steps: Array<[limiter: RateLimiterAbstract, key: string]>,
): Promise<LimitResult> {
  const taken: Array<[RateLimiterAbstract, string]> = [];
  for (const [limiter, key] of steps) {
    try {
      await limiter.consume(key);
      taken.push([limiter, key]);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) {
        await giveBack(taken);
        throw refusal;
      }
      // A refused consume has still counted its point in the store.
      await giveBack([...taken, [limiter, key]]);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }
  return { ok: true };
}

async function giveBack(taken: Array<[RateLimiterAbstract, string]>): Promise<void> {
  await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
}
