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
  rateLimitCounters,
  rateLimitLoginPerIp,
  rateLimitLoginPerPhone,
  rateLimitOtpSendPerPhonePerHour,
  rateLimitOtpSendPerPhonePerMinute,
  type VerificationPurpose,
} from "~/db/schema";
import { limitAddress } from "~/http/client-address.server";
import { logger } from "~/logging/logger.server";

/**
 * Who a refusal is about, so that its words never blame a first try: this number asked often,
 * many people share this network, or the service as a whole is sending too many codes.
 */
export type LimitScope = "number" | "network" | "service" | "account";
export type LimitResult =
  | { ok: true }
  | { ok: false; retryAfterSeconds: number; scope: LimitScope };

export type RateLimits = {
  /**
   * Counts one step of a screen that can tell whether a number has an account (sending or
   * checking a code on sign-up, password reset and admin login, and the refusals they answer),
   * for the number and the client's network (IPv4 address or IPv6 /64). Past a free budget the
   * network is slowed to one step every few seconds before it is stopped (decision 040).
   */
  accountStep(input: { phone: string; ip: string }): Promise<LimitResult>;
  /**
   * Counts one OTP SMS for this number and purpose, and against the hourly SMS budget of the
   * whole service. Keyed by purpose: a number can only ever receive sign-up or reset codes (it is
   * registered or it is not), so a person who signs up and then resets is not made to wait.
   */
  otpSend(input: { phone: string; purpose: VerificationPurpose }): Promise<LimitResult>;
  /** The SMS of an allowed send could not be delivered: the send is given back. */
  otpSendFailed(input: { phone: string; purpose: VerificationPurpose }): Promise<void>;
  /** Counts one password login attempt for this number and this client's network. */
  login(input: { phone: string; ip: string }): Promise<LimitResult>;
  /** A correct password: the number's failed attempts are forgotten. */
  loginSucceeded(input: { phone: string; ip: string }): Promise<void>;
  /** Counts one check of a signed-in account's current password (change it, set the profile). */
  passwordCheck(input: { profileId: string }): Promise<LimitResult>;
  /** The current password was right: the account's failed checks are forgotten. */
  passwordCheckSucceeded(input: { profileId: string }): Promise<void>;
  /** Counts one complaint filed at /grievance from this client's network (decision 078). */
  complaint(input: { ip: string }): Promise<LimitResult>;
  /** Counts one look-up on /grievance/status from this client's network, right or wrong. */
  complaintLookup(input: { ip: string }): Promise<LimitResult>;
  /** Counts one report of a published review from this client's network (decision 080). */
  reviewReport(input: { ip: string }): Promise<LimitResult>;
  /** Counts one message sent from /contact from this client's network (decision 099). */
  contactMessage(input: { ip: string }): Promise<LimitResult>;
  /**
   * Counts one UPI name check that would ask the provider (a paid validation) from this client's
   * network (decision 100): with the per-reviewer and the service's daily budget, no lookup tool.
   */
  upiCheck(input: { ip: string }): Promise<LimitResult>;
  /** The check asked nothing of the provider after all (an answer was stored): given back. */
  upiCheckNotUsed(input: { ip: string }): Promise<void>;
  /**
   * Counts one SMS about a complaint to this number (whoever typed it on /grievance) and against
   * the hourly SMS budget of the whole service (decision 103).
   */
  complaintSms(input: { phone: string }): Promise<LimitResult>;
  /**
   * Counts a complaint's later SMS (acknowledged, decided) against the hourly SMS budget only:
   * staff write them, one of each per complaint whose first SMS was sent (decision 103).
   */
  complaintFollowUpSms(): Promise<LimitResult>;
  /**
   * Counts an SMS telling a person of a staff member's answer to their appeal against the hourly
   * SMS budget only: staff cause them, one per answer (decision 109).
   */
  answerSms(): Promise<LimitResult>;
  /**
   * Counts one moderator invitation SMS to this number (the admin may remove and invite again)
   * and against the hourly SMS budget of the whole service (decision 110).
   */
  invitationSms(input: { phone: string }): Promise<LimitResult>;
  /** Resolves once the store is usable (the PostgreSQL tables exist); await it at start-up. */
  ready?: () => Promise<void>;
};

/** Every limit in one place (SPEC §6, decisions 006 and 040), for the code, the tests and the docs. */
export const rateLimitRules = {
  otpSendPerPhonePerMinute: { points: 1, durationSeconds: 60 },
  otpSendPerPhonePerHour: { points: 5, durationSeconds: 60 * 60 },
  accountStepPerPhone: { points: 20, durationSeconds: 60 * 60 },
  /** A network's steps an hour: the first `free` go at once, the rest one per pace, then stop. */
  accountStepPerNetwork: { points: 300, durationSeconds: 60 * 60, free: 60 },
  accountStepPace: { points: 1, durationSeconds: 10 },
  loginPerPhone: { points: 10, durationSeconds: 15 * 60 },
  loginPerIp: { points: 50, durationSeconds: 15 * 60 },
  passwordCheckPerAccount: { points: 10, durationSeconds: 15 * 60 },
  smsPerHour: { points: 1000, durationSeconds: 60 * 60 },
  complaintPerNetwork: { points: 5, durationSeconds: 60 * 60 },
  complaintLookupPerNetwork: { points: 30, durationSeconds: 60 * 60 },
  /** Reports of reviews from one network an hour: room for a family or an office, not a flood. */
  reviewReportPerNetwork: { points: 10, durationSeconds: 60 * 60 },
  /** Messages from the contact page from one network an hour: a person's questions, not a flood. */
  contactMessagePerNetwork: { points: 5, durationSeconds: 60 * 60 },
  /** Paid UPI validations asked from one network a day: a hostel's reviewers, not a lookup tool. */
  upiCheckPerNetwork: { points: 10, durationSeconds: 24 * 60 * 60 },
  /** SMS about complaints to one number a day: a ticket's own messages, not a stranger flooded. */
  complaintSmsPerNumber: { points: 4, durationSeconds: 24 * 60 * 60 },
  /** Moderator invitations to one number a day: an invitation and a second try, not a flood. */
  invitationSmsPerNumber: { points: 3, durationSeconds: 24 * 60 * 60 },
} as const;

type RuleName = keyof typeof rateLimitRules;

/** The table of each rule's counters on PostgreSQL, made by the migrations. */
const rateLimitTables: Record<RuleName, PgTable> = {
  otpSendPerPhonePerMinute: rateLimitOtpSendPerPhonePerMinute,
  otpSendPerPhonePerHour: rateLimitOtpSendPerPhonePerHour,
  loginPerPhone: rateLimitLoginPerPhone,
  loginPerIp: rateLimitLoginPerIp,
  // Newer rules share one table; the library prefixes each key with its rule's name.
  accountStepPerPhone: rateLimitCounters,
  accountStepPerNetwork: rateLimitCounters,
  accountStepPace: rateLimitCounters,
  passwordCheckPerAccount: rateLimitCounters,
  smsPerHour: rateLimitCounters,
  complaintPerNetwork: rateLimitCounters,
  complaintLookupPerNetwork: rateLimitCounters,
  reviewReportPerNetwork: rateLimitCounters,
  contactMessagePerNetwork: rateLimitCounters,
  upiCheckPerNetwork: rateLimitCounters,
  complaintSmsPerNumber: rateLimitCounters,
  invitationSmsPerNumber: rateLimitCounters,
};

export type RateLimitStore = { store: "memory" } | { store: "postgres"; pool: pg.Pool };

/**
 * Rate limits kept in process memory (the embedded database is one process anyway) or in
 * PostgreSQL tables named rate_limit_*, so that several server processes share the counts.
 * `smsPerHour` is the whole service's SMS budget (SMS_HOURLY_BUDGET).
 */
export function createRateLimits(options: RateLimitStore & { smsPerHour?: number }): RateLimits {
  const limiter = (name: RuleName, points: number = rateLimitRules[name].points) => {
    const rule = rateLimitRules[name];
    const common = { points, duration: rule.durationSeconds, keyPrefix: name };
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
  const stepPerPhone = limiter("accountStepPerPhone");
  const stepPerNetwork = limiter("accountStepPerNetwork");
  const stepPace = limiter("accountStepPace");
  const loginPerPhone = limiter("loginPerPhone");
  const loginPerIp = limiter("loginPerIp");
  const passwordPerAccount = limiter("passwordCheckPerAccount");
  const complaintPerNetwork = limiter("complaintPerNetwork");
  const complaintLookupPerNetwork = limiter("complaintLookupPerNetwork");
  const budget = options.smsPerHour ?? rateLimitRules.smsPerHour.points;
  const smsPerHour = limiter("smsPerHour", budget);
  const reviewReportPerNetwork = limiter("reviewReportPerNetwork");
  const contactMessagePerNetwork = limiter("contactMessagePerNetwork");
  const upiCheckPerNetwork = limiter("upiCheckPerNetwork");
  const complaintSmsPerNumber = limiter("complaintSmsPerNumber");
  const invitationSmsPerNumber = limiter("invitationSmsPerNumber");

  // Reading one counter proves the store answers (on PostgreSQL: the tables exist).
  const ready = () =>
    Promise.all([loginPerIp.get("ready"), smsPerHour.get("ready")]).then(() => undefined);

  return {
    ready,
    async accountStep({ phone, ip }) {
      const network = limitAddress(ip);
      const counted = await consumeInOrder([
        [stepPerPhone, phone, "number"],
        [stepPerNetwork, network, "network"],
      ]);
      if (!counted.ok) return counted;
      const used = (await stepPerNetwork.get(network))?.consumedPoints ?? 0;
      if (used <= rateLimitRules.accountStepPerNetwork.free) return counted;
      // Past the free budget the network is slowed, not stopped: one step per pace.
      const paced = await consumeInOrder([[stepPace, network, "network"]]);
      if (!paced.ok)
        await giveBack([
          [stepPerPhone, phone],
          [stepPerNetwork, network],
        ]);
      return paced;
    },
    async otpSend({ phone, purpose }) {
      const key = `${purpose}:${phone}`;
      const result = await consumeInOrder([
        [otpPerPhoneMinute, key, "number"],
        [otpPerPhoneHour, key, "number"],
        [smsPerHour, "all", "service"],
      ]);
      if (result.ok) await alertOnBudget(smsPerHour, budget);
      return result;
    },
    async otpSendFailed({ phone, purpose }) {
      const key = `${purpose}:${phone}`;
      await giveBack([
        [otpPerPhoneMinute, key],
        [otpPerPhoneHour, key],
        [smsPerHour, "all"],
      ]);
    },
    async login({ phone, ip }) {
      return consumeInOrder([
        [loginPerPhone, phone, "number"],
        [loginPerIp, limitAddress(ip), "network"],
      ]);
    },
    async loginSucceeded({ phone, ip }) {
      await loginPerPhone.delete(phone);
      // Only failures count against an address that many people may share (mobile carrier NAT).
      const network = limitAddress(ip);
      const used = await loginPerIp.get(network);
      if (used && used.consumedPoints > 0) await loginPerIp.reward(network, 1);
    },
    async passwordCheck({ profileId }) {
      return consumeInOrder([[passwordPerAccount, profileId, "account"]]);
    },
    async passwordCheckSucceeded({ profileId }) {
      await passwordPerAccount.delete(profileId);
    },
    async complaint({ ip }) {
      return consumeInOrder([[complaintPerNetwork, limitAddress(ip), "network"]]);
    },
    async complaintLookup({ ip }) {
      return consumeInOrder([[complaintLookupPerNetwork, limitAddress(ip), "network"]]);
    },
    async reviewReport({ ip }) {
      return consumeInOrder([[reviewReportPerNetwork, limitAddress(ip), "network"]]);
    },
    async contactMessage({ ip }) {
      return consumeInOrder([[contactMessagePerNetwork, limitAddress(ip), "network"]]);
    },
    async upiCheck({ ip }) {
      return consumeInOrder([[upiCheckPerNetwork, limitAddress(ip), "network"]]);
    },
    async upiCheckNotUsed({ ip }) {
      await giveBack([[upiCheckPerNetwork, limitAddress(ip)]]);
    },
    async complaintSms({ phone }) {
      const result = await consumeInOrder([
        [complaintSmsPerNumber, phone, "number"],
        [smsPerHour, "all", "service"],
      ]);
      if (result.ok) await alertOnBudget(smsPerHour, budget);
      return result;
    },
    async complaintFollowUpSms() {
      const result = await consumeInOrder([[smsPerHour, "all", "service"]]);
      if (result.ok) await alertOnBudget(smsPerHour, budget);
      return result;
    },
    async answerSms() {
      const result = await consumeInOrder([[smsPerHour, "all", "service"]]);
      if (result.ok) await alertOnBudget(smsPerHour, budget);
      return result;
    },
    async invitationSms({ phone }) {
      const result = await consumeInOrder([
        [invitationSmsPerNumber, phone, "number"],
        [smsPerHour, "all", "service"],
      ]);
      if (result.ok) await alertOnBudget(smsPerHour, budget);
      return result;
    },
  };
}

/** One warning line as the hour's SMS reach 80% of the budget, one error line when they reach it. */
async function alertOnBudget(smsPerHour: RateLimiterAbstract, budget: number) {
  const sent = (await smsPerHour.get("all"))?.consumedPoints ?? 0;
  if (sent === Math.ceil(budget * 0.8) && sent < budget) {
    logger.warn({ sent, budget }, "SMS budget alert: 80% of this hour's SMS_HOURLY_BUDGET sent");
  } else if (sent === budget) {
    logger.error(
      { sent, budget },
      "SMS budget alert: this hour's SMS_HOURLY_BUDGET is spent; codes are refused until the hour ends",
    );
  }
}

/**
 * Takes one point from each limiter in order (phone before address, always). When one refuses,
 * the points this request took are given back, so a refused request counts nowhere and the
 * limiters after the refusing one are never touched.
 */
async function consumeInOrder(
  steps: Array<[limiter: RateLimiterAbstract, key: string, scope: LimitScope]>,
): Promise<LimitResult> {
  const taken: Array<[RateLimiterAbstract, string]> = [];
  for (const [limiter, key, scope] of steps) {
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
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return { ok: false, retryAfterSeconds, scope };
    }
  }
  return { ok: true };
}

async function giveBack(taken: Array<[RateLimiterAbstract, string]>): Promise<void> {
  await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
}
