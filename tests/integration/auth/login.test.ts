import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  completeAdminLogin,
  completeSignup,
  loginWithPassword,
  startAdminLogin,
  startSignup,
} from "~/auth/accounts.server";
import { auditEvents } from "~/db/schema";
import {
  adminPhone,
  auditOf,
  ip,
  newPhone,
  registered,
  setUpAccountsDatabase,
  setup,
  testDb,
  verificationCount,
  wrong,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

describe("password login", () => {
  it("signs in with the right password and records it", async () => {
    const { phone, password, profile } = await registered();
    const { deps } = setup();
    const result = await loginWithPassword(testDb.db, deps, { phone, password, ip });
    expect(result).toEqual({ ok: true, profile });
    expect(await auditOf(profile.id)).toContain("login");
  });

  it("answers an unknown number and a wrong password alike, and records both", async () => {
    const { phone, profile } = await registered();
    const { deps } = setup();
    const unknownPhone = newPhone();
    const timed = async (input: { phone: string; password: string }) => {
      const started = performance.now();
      const result = await loginWithPassword(testDb.db, deps, { ...input, ip });
      return { result, ms: performance.now() - started };
    };
    const unknown = await timed({ phone: unknownPhone, password: "first-password" });
    const wrongPassword = await timed({ phone, password: "not-the-password" });
    expect(unknown.result).toEqual({ ok: false, reason: "invalid" });
    expect(wrongPassword.result).toEqual(unknown.result);
    // Both ran a slow password check; without the dummy check an unknown number is ~50× faster.
    const again = await timed({ phone: unknownPhone, password: "first-password" });
    expect(again.ms).toBeGreaterThan(wrongPassword.ms / 4);

    expect(await auditOf(profile.id)).toContain("login_failed");
    const failures = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, "login_failed"));
    expect(failures.some((row) => row.detail?.phone === unknownPhone && !row.profileId)).toBe(true);
  });

  it("refuses the 11th try within 15 minutes, even with the right password", async () => {
    const { phone, password } = await registered();
    const { deps } = setup();
    for (let i = 0; i < 10; i += 1) {
      expect(await loginWithPassword(testDb.db, deps, { phone, password: "guess", ip })).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    const refused = await loginWithPassword(testDb.db, deps, { phone, password, ip });
    expect(refused).toMatchObject({ ok: false, reason: "limited" });
    if (!refused.ok && refused.reason === "limited") {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
  });

  it("does not sign in an account that never set a password", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    await completeSignup(testDb.db, deps, {
      adult: true,
      ip,
      phone,
      role: "user",
      code: lastCode(),
    });
    expect(await loginWithPassword(testDb.db, deps, { phone, password: "", ip })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("admin login", () => {
  it("denies any other number without sending or storing a code", async () => {
    const { deps, sent } = setup();
    const phone = newPhone();
    expect(await startAdminLogin(testDb.db, deps, { phone, ip, language: "en" })).toEqual({
      status: "denied",
    });
    expect(sent).toEqual([]);
    expect(await verificationCount(phone)).toBe(0);
    expect(await completeAdminLogin(testDb.db, deps, { ip, phone, code: "123456" })).toMatchObject({
      ok: false,
    });
  });

  it("texts the admin number, creates its account with role admin, and limits sends", async () => {
    const { deps, sent, lastCode } = setup();
    const typed = "90000 00000";
    expect(await startAdminLogin(testDb.db, deps, { phone: typed, ip, language: "en" })).toEqual({
      status: "sent",
    });
    expect(sent.map((message) => message.to)).toEqual([adminPhone]);
    const code = lastCode();
    expect(
      (await startAdminLogin(testDb.db, deps, { phone: typed, ip, language: "en" })).status,
    ).toBe("limited");

    expect(
      await completeAdminLogin(testDb.db, deps, { ip, phone: adminPhone, code: wrong(code) }),
    ).toEqual({ ok: false, reason: "invalid" });
    const result = await completeAdminLogin(testDb.db, deps, { ip, phone: adminPhone, code });
    if (!result.ok) throw new Error(result.reason);
    expect(result.profile).toMatchObject({ phone: adminPhone, role: "admin" });
    expect(await auditOf(result.profile.id)).toEqual(["admin_login"]);
  });

  it("makes an existing account of the admin number an admin", async () => {
    const { phone, profile } = await registered();
    const { deps, lastCode } = setup();
    const adminDeps = { ...deps, adminPhone: phone };
    await startAdminLogin(testDb.db, adminDeps, { phone, ip, language: "en" });
    const result = await completeAdminLogin(testDb.db, adminDeps, { ip, phone, code: lastCode() });
    expect(result).toEqual({ ok: true, profile: { ...profile, role: "admin" } });
  });
});
