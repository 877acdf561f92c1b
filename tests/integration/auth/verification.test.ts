import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createVerification,
  hashVerificationCode,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  verifyCode,
} from "~/auth/verification.server";
import { verifications } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { phoneCounter } from "../../support/profiles";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const secret = "test-secret-for-otp-hashes-0123456789";
const t0 = new Date("2026-03-01T10:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

const newPhone = phoneCounter(7200000000).next;

/** With a PostgreSQL pool, opens several connections first so the checks really overlap. */
async function openConnections() {
  await Promise.all(Array.from({ length: 8 }, () => testDb.db.execute(sql`select 1`)));
}

/** A code that is surely wrong for this one. */
function wrong(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

describe("one-time codes", () => {
  it("makes a 6-digit code valid for 5 minutes", async () => {
    const phone = newPhone();
    const { code, expiresAt } = await createVerification(testDb.db, {
      phone,
      purpose: "signup",
      secret,
      now: t0,
    });
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toEqual(later(OTP_TTL_MS));
  });

  it("accepts the code up to 5 minutes, and not 1 ms later", async () => {
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, {
      phone,
      purpose: "signup",
      secret,
      now: t0,
    });
    const check = (now: Date) =>
      verifyCode(testDb.db, { phone, purpose: "signup", code, secret, now });
    expect(await check(later(OTP_TTL_MS + 1))).toEqual({ ok: false, reason: "expired" });
    expect(await check(later(OTP_TTL_MS))).toEqual({ ok: true });
  });

  it("works once", async () => {
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "reset", secret });
    const check = () => verifyCode(testDb.db, { phone, purpose: "reset", code, secret });
    expect(await check()).toEqual({ ok: true });
    expect(await check()).toEqual({ ok: false, reason: "invalid" });
  });

  it("allows 5 wrong tries, after which even the right code needs a new one", async () => {
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    const check = (tried: string) =>
      verifyCode(testDb.db, { phone, purpose: "signup", code: tried, secret });
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      expect(await check(wrong(code))).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await check(wrong(code))).toEqual({ ok: false, reason: "too_many_attempts" });
    expect(await check(code)).toEqual({ ok: false, reason: "too_many_attempts" });

    const fresh = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    expect(await check(fresh.code)).toEqual({ ok: true });
  });

  it("takes a right code after fewer than 5 wrong tries", async () => {
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    const check = (tried: string) =>
      verifyCode(testDb.db, { phone, purpose: "signup", code: tried, secret });
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) await check(wrong(code));
    expect(await check(`${code.slice(0, 3)} ${code.slice(3)}`)).toEqual({ ok: true });
  });

  it("binds a code to its purpose and its number", async () => {
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    expect(await verifyCode(testDb.db, { phone, purpose: "reset", code, secret })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(
      await verifyCode(testDb.db, { phone: newPhone(), purpose: "signup", code, secret }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await verifyCode(testDb.db, { phone, purpose: "signup", code, secret: `${secret}x` }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCode(testDb.db, { phone, purpose: "signup", code, secret })).toEqual({
      ok: true,
    });
  });

  it("keeps only the newest code working", async () => {
    const phone = newPhone();
    const first = await createVerification(testDb.db, { phone, purpose: "reset", secret });
    let second = await createVerification(testDb.db, { phone, purpose: "reset", secret });
    // Equal codes (one in a million) would prove nothing: ask again.
    while (second.code === first.code) {
      second = await createVerification(testDb.db, { phone, purpose: "reset", secret });
    }
    expect(
      await verifyCode(testDb.db, { phone, purpose: "reset", code: first.code, secret }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await verifyCode(testDb.db, { phone, purpose: "reset", code: second.code, secret }),
    ).toEqual({ ok: true });
    // Using the newest does not bring the older one back.
    expect(
      await verifyCode(testDb.db, { phone, purpose: "reset", code: first.code, secret }),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("lets only one of several simultaneous checks of the same code succeed", async () => {
    await openConnections();
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        verifyCode(testDb.db, { phone, purpose: "signup", code, secret }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("counts simultaneous wrong tries one by one, so no more than 5 are ever checked", async () => {
    await openConnections();
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        verifyCode(testDb.db, { phone, purpose: "signup", code: wrong(code), secret }),
      ),
    );
    const reasons = results.map((result) => (result.ok ? "ok" : result.reason));
    expect(reasons.filter((reason) => reason === "invalid")).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    const [row] = await testDb.db
      .select()
      .from(verifications)
      .where(eq(verifications.phone, phone));
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it("stores only a keyed hash of the code", async () => {
    const phone = newPhone();
    const { code } = await createVerification(testDb.db, { phone, purpose: "signup", secret });
    const rows = await testDb.db
      .select()
      .from(verifications)
      .where(and(eq(verifications.phone, phone), eq(verifications.purpose, "signup")));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.codeHash).toBe(hashVerificationCode({ phone, purpose: "signup", code, secret }));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // The id and the phone were made without the code; any 6 digits in them are chance.
    const { codeHash, id, phone: storedPhone, ...rest } = row ?? {};
    expect([codeHash, id, storedPhone]).not.toContain(code);
    expect(JSON.stringify(rest)).not.toContain(code);
  });
});
