import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  completePasswordReset,
  completeSignup,
  startAdminLogin,
  startPasswordReset,
  startSignup,
} from "~/auth/accounts.server";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "~/auth/verification.server";
import { profiles } from "~/db/schema";
import { SmsDeliveryError, type SmsProvider } from "~/notifications/sms";
import {
  adminPhone,
  auditOf,
  ip,
  newPhone,
  registered,
  setUpAccountsDatabase,
  setup,
  testDb,
  wrong,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

describe("sign-up", () => {
  it("texts a code and creates the account with the chosen role and an empty wallet", async () => {
    const { deps, sent, lastCode } = setup();
    const phone = newPhone();
    expect(
      await startSignup(testDb.db, deps, { phone, role: "business", ip, language: "hi" }),
    ).toEqual({ status: "sent" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(phone);
    expect(sent[0]?.body).toContain(lastCode());
    expect(sent[0]?.body).toContain("ReviewKaro");
    expect(sent[0]?.body).toContain("मिनट");

    const result = await completeSignup(testDb.db, deps, {
      adult: true,
      ip,
      phone,
      role: "business",
      code: lastCode(),
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.profile).toMatchObject({ phone, role: "business", walletBalance: 0 });
    expect(result.profile.username).toBeNull();
    expect(await auditOf(result.profile.id)).toEqual(["signup"]);
  });

  it("accepts the number however it was typed", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    const typed = `0${phone.slice(3, 8)} ${phone.slice(8)}`;
    await startSignup(testDb.db, deps, { phone: typed, role: "user", ip, language: "en" });
    const result = await completeSignup(testDb.db, deps, {
      adult: true,
      ip,
      phone: typed,
      role: "user",
      code: lastCode(),
    });
    expect(result.ok && result.profile.phone).toBe(phone);
  });

  it("answers 'exists' with the role for a registered number, and sends nothing", async () => {
    const { phone } = await registered({ role: "business" });
    const { deps, sent } = setup();
    expect(await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" })).toEqual(
      { status: "exists", role: "business" },
    );
    expect(sent).toEqual([]);
  });

  it("refuses a second code within a minute and sends nothing", async () => {
    const { deps, sent } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    const second = await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    expect(second.status).toBe("limited");
    if (second.status === "limited") {
      expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(sent).toHaveLength(1);
  });

  it("refuses a wrong code, an expired code and a code after 5 wrong tries", async () => {
    const { deps, clock, lastCode } = setup();
    const phone = newPhone();
    const start = new Date();
    clock.now = start;
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    const code = lastCode();
    const complete = (tried: string) =>
      completeSignup(testDb.db, deps, { adult: true, ip, phone, role: "user", code: tried });

    expect(await complete(wrong(code))).toEqual({ ok: false, reason: "invalid" });
    clock.now = new Date(start.getTime() + OTP_TTL_MS + 1);
    expect(await complete(code)).toEqual({ ok: false, reason: "expired" });
    clock.now = start;
    for (let i = 2; i < OTP_MAX_ATTEMPTS; i += 1) await complete(wrong(code));
    expect(await complete(wrong(code))).toEqual({ ok: false, reason: "too_many_attempts" });
    expect(await complete(code)).toEqual({ ok: false, reason: "too_many_attempts" });
    const rows = await testDb.db.select().from(profiles).where(eq(profiles.phone, phone));
    expect(rows).toEqual([]);
  });

  it("says so when the SMS provider fails, and does not count the send", async () => {
    const { deps, sent, lastCode } = setup();
    let failing = true;
    const sms: SmsProvider = {
      async send(message) {
        if (failing) throw new SmsDeliveryError("MSG91 refused the SMS (HTTP 500)");
        sent.push(message);
      },
    };
    const flaky = { ...deps, sms };
    const phone = newPhone();
    for (const start of [
      () => startSignup(testDb.db, flaky, { phone, role: "user", ip, language: "en" }),
      () => startAdminLogin(testDb.db, flaky, { phone: adminPhone, ip, language: "en" }),
    ]) {
      expect(await start()).toEqual({ status: "sms_failed" });
      // Not counted: the minute's one send is still there.
      expect(await start()).toEqual({ status: "sms_failed" });
    }
    // A reset answers as for any number: no tell that it is registered.
    const { profile } = await registered();
    expect(
      await startPasswordReset(testDb.db, flaky, { phone: profile.phone, ip, language: "en" }),
    ).toEqual({ status: "sent" });
    failing = false;
    expect(
      await startSignup(testDb.db, flaky, { phone, role: "user", ip, language: "en" }),
    ).toEqual({ status: "sent" });
    expect(lastCode()).toMatch(/^\d{6}$/);
  });

  it("answers 'exists' when the number was registered between the two steps", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    await testDb.db.insert(profiles).values({ phone, role: "business" });
    expect(
      await completeSignup(testDb.db, deps, {
        adult: true,
        ip,
        phone,
        role: "user",
        code: lastCode(),
      }),
    ).toEqual({ ok: false, reason: "exists" });
  });

  it("does not let a sign-up code reset a password", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    await testDb.db.insert(profiles).values({ phone, role: "user" });
    expect(
      await completePasswordReset(testDb.db, deps, {
        ip,
        phone,
        code: lastCode(),
        newPassword: "new-password",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
  });
});
