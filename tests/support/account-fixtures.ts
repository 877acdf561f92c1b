/**
 * The account tests' world: a database, fresh auth dependencies per test, phone numbers and
 * registered accounts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type AuthDeps, completeSignup, startSignup } from "~/auth/accounts.server";
import { updateProfile } from "~/auth/profile.server";
import { createRateLimits } from "~/auth/rate-limit.server";
import { auditEvents, verifications } from "~/db/schema";
import type { SmsMessage, SmsProvider } from "~/notifications/sms";
import { createTestDatabase, type TestDatabase } from "./database";
import { phoneCounter } from "./profiles";

export let testDb: TestDatabase;
/** Gives the test file its own database. */
export function setUpAccountsDatabase() {
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.close());
}

export const adminPhone = "+919000000000";
export const ip = "203.0.113.50";
/** Limits for checks of a signed-in account's current password, shared by a file's tests. */
export const passwordLimits = createRateLimits({ store: "memory" });

/** Fresh limits, a clock the test moves, and an SMS provider that records what it would send. */
export function setup() {
  const sent: SmsMessage[] = [];
  const sms: SmsProvider = {
    async send(message) {
      sent.push(message);
    },
  };
  const clock = { now: new Date() };
  const pending: Promise<void>[] = [];
  const deps: AuthDeps = {
    sms,
    limits: createRateLimits({ store: "memory" }),
    secret: "test-secret-for-otp-hashes-0123456789",
    adminPhone,
    now: () => clock.now,
    background: (work) => pending.push(work),
  };
  /** Waits for what was left to run after the answers (a reset's SMS). */
  const delivered = () => Promise.all(pending.splice(0));
  const lastCode = () => {
    const code = sent.at(-1)?.code;
    if (!code) throw new Error("no SMS was sent");
    return code;
  };
  return { deps, sent, clock, lastCode, delivered };
}

export const newPhone = phoneCounter(7400000000).next;

export function wrong(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

export async function auditOf(profileId: string) {
  const rows = await testDb.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.profileId, profileId));
  return rows.map((row) => row.type);
}

/** A finished account: signed up by OTP, with a username and a password. */
export async function registered(options: { role?: "user" | "business"; password?: string } = {}) {
  const { deps, lastCode } = setup();
  const phone = newPhone();
  const role = options.role ?? "user";
  const password = options.password ?? "first-password";
  await startSignup(testDb.db, deps, { phone, role, ip, language: "en" });
  const signup = await completeSignup(testDb.db, deps, {
    adult: true,
    phone,
    role,
    code: lastCode(),
    ip,
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.reason}`);
  const updated = await updateProfile(testDb.db, {
    limits: passwordLimits,
    profileId: signup.profile.id,
    username: "asha",
    password,
  });
  if (!updated.ok) throw new Error("profile setup failed");
  return { phone, password, profile: updated.profile };
}

export async function verificationCount(phone: string) {
  return (await testDb.db.select().from(verifications).where(eq(verifications.phone, phone)))
    .length;
}
