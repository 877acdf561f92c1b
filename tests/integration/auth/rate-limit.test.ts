import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimits, type RateLimitStore, rateLimitRules } from "~/auth/rate-limit.server";
import { templateDatabaseName } from "../../support/database";
import { phoneCounter } from "../../support/profiles";

/**
 * The same behaviour against the store the run has: with TEST_DATABASE_URL the limits live in
 * PostgreSQL (a migrated database of their own, dropped after), otherwise in memory.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `reviewkaro_test_limits_${randomBytes(6).toString("hex")}`;
let pool: pg.Pool | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the migrated template: the migrations make the tables the limits are kept in.
  await admin.query(`create database ${databaseName} template ${templateDatabaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // pool.end() resolves before its sockets have closed; a session still closing when the
  // database is dropped reports an error on the idle client, which is expected here.
  pool.on("error", () => {});
});
afterAll(async () => {
  if (!serverUrl) return;
  await pool?.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Without FORCE, PostgreSQL waits for sessions that are still closing instead of killing them.
  await admin.query(`drop database if exists ${databaseName}`);
  await admin.end();
});

const start = new Date("2026-03-01T10:00:00Z");
const at = (seconds: number) => vi.setSystemTime(start.getTime() + seconds * 1000);
beforeEach(() => {
  // The limiter reads Date.now(), also for the expiry it writes to PostgreSQL: fake only the clock.
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const newPhone = phoneCounter(7300000000).next;

function store(): RateLimitStore {
  return pool ? { store: "postgres", pool } : { store: "memory" };
}

describe(`rate limits (${serverUrl ? "postgres" : "memory"} store)`, () => {
  it("limits OTP sends per number to one a minute and five an hour", async () => {
    const limits = createRateLimits(store());
    await limits.ready?.();
    const input = { purpose: "signup" as const, phone: newPhone() };
    expect(await limits.otpSend(input)).toEqual({ ok: true });
    at(30);
    expect(await limits.otpSend(input)).toEqual({
      ok: false,
      retryAfterSeconds: 30,
      scope: "number",
    });
    for (let i = 1; i < 5; i += 1) {
      at(i * 61);
      expect(await limits.otpSend(input)).toEqual({ ok: true });
    }
    at(5 * 61);
    expect(await limits.otpSend(input)).toEqual({
      ok: false,
      retryAfterSeconds: 3600 - 5 * 61,
      scope: "number",
    });
  });

  it("slows a network past its free steps and counts a slowed step nowhere", async () => {
    const limits = createRateLimits(store());
    const ip = `2001:db8:${randomBytes(2).toString("hex")}::1`;
    const { free } = rateLimitRules.accountStepPerNetwork;
    for (let i = 0; i <= free; i += 1) {
      expect(await limits.accountStep({ phone: newPhone(), ip })).toEqual({ ok: true });
    }
    // Another address of the same /64 is the same network.
    const sameBlock = ip.replace(/::1$/, "::2");
    for (let i = 0; i < 5; i += 1) {
      expect(await limits.accountStep({ phone: newPhone(), ip: sameBlock })).toMatchObject({
        ok: false,
        scope: "network",
      });
    }
    at(rateLimitRules.accountStepPace.durationSeconds + 0.001);
    expect(await limits.accountStep({ phone: newPhone(), ip: sameBlock })).toEqual({ ok: true });
  });

  it("refuses the 11th login for a number and forgets failures after a success", async () => {
    const limits = createRateLimits(store());
    const input = { phone: newPhone(), ip: "198.51.100.10" };
    for (let i = 0; i < 10; i += 1) expect(await limits.login(input)).toEqual({ ok: true });
    expect(await limits.login(input)).toEqual({
      ok: false,
      retryAfterSeconds: 900,
      scope: "number",
    });
    await limits.loginSucceeded(input);
    expect(await limits.login(input)).toEqual({ ok: true });
  });

  it("shares the counts between two instances (two server processes)", async () => {
    const first = createRateLimits(store());
    // In memory each process counts alone; in PostgreSQL they share one table.
    const second = pool ? createRateLimits(store()) : first;
    await Promise.all([first.ready?.(), second.ready?.()]);
    const input = { purpose: "signup" as const, phone: newPhone() };
    expect(await first.otpSend(input)).toEqual({ ok: true });
    expect((await second.otpSend(input)).ok).toBe(false);
    const profileId = randomUUID();
    for (let i = 0; i < 10; i += 1) await first.passwordCheck({ profileId });
    expect(await second.passwordCheck({ profileId })).toMatchObject({
      ok: false,
      scope: "account",
    });
  });

  it("limits reports of reviews to ten an hour per network, then refuses it until the hour ends", async () => {
    const limits = createRateLimits(store());
    await limits.ready?.();
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const { points, durationSeconds } = rateLimitRules.reviewReportPerNetwork;
    for (let i = 0; i < points; i += 1)
      expect(await limits.reviewReport({ ip })).toEqual({ ok: true });
    at(60);
    expect(await limits.reviewReport({ ip })).toEqual({
      ok: false,
      retryAfterSeconds: durationSeconds - 60,
      scope: "network",
    });
    // Another network is not held back by this one.
    expect(await limits.reviewReport({ ip: "192.0.2.44" })).toEqual({ ok: true });
    at(durationSeconds + 1);
    expect(await limits.reviewReport({ ip })).toEqual({ ok: true });
  });

  it("contact.limited: limits messages from the contact page to five an hour per network (decision 099)", async () => {
    const limits = createRateLimits(store());
    await limits.ready?.();
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const { points, durationSeconds } = rateLimitRules.contactMessagePerNetwork;
    expect(points).toBe(5);
    for (let i = 0; i < points; i += 1)
      expect(await limits.contactMessage({ ip })).toEqual({ ok: true });
    at(60);
    expect(await limits.contactMessage({ ip })).toEqual({
      ok: false,
      retryAfterSeconds: durationSeconds - 60,
      scope: "network",
    });
    expect(await limits.contactMessage({ ip: "192.0.2.45" })).toEqual({ ok: true });
    at(durationSeconds + 1);
    expect(await limits.contactMessage({ ip })).toEqual({ ok: true });
  });
});
