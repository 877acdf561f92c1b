import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AuthDeps,
  completeAdminLogin,
  completePasswordReset,
  completeSignup,
  loginWithPassword,
  startAdminLogin,
  startPasswordReset,
  startSignup,
} from "~/auth/accounts.server";
import { changePassword, updateProfile } from "~/auth/profile.server";
import { createRateLimits } from "~/auth/rate-limit.server";
import { createSession, findSession } from "~/auth/session.server";
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from "~/auth/sms.server";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "~/auth/verification.server";
import { auditEvents, passwords, profiles, sessions, verifications } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const adminPhone = "+919000000000";
const ip = "203.0.113.50";

/** Fresh limits, a clock the test moves, and an SMS provider that records what it would send. */
function setup() {
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

let phoneCounter = 7400000000;
function newPhone() {
  phoneCounter += 1;
  return `+91${phoneCounter}`;
}

function wrong(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

async function auditOf(profileId: string) {
  const rows = await testDb.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.profileId, profileId));
  return rows.map((row) => row.type);
}

/** A finished account: signed up by OTP, with a username and a password. */
async function registered(options: { role?: "user" | "business"; password?: string } = {}) {
  const { deps, lastCode } = setup();
  const phone = newPhone();
  const role = options.role ?? "user";
  const password = options.password ?? "first-password";
  await startSignup(testDb.db, deps, { phone, role, ip, language: "en" });
  const signup = await completeSignup(testDb.db, deps, { phone, role, code: lastCode() });
  if (!signup.ok) throw new Error(`signup failed: ${signup.reason}`);
  const updated = await updateProfile(testDb.db, {
    profileId: signup.profile.id,
    username: "asha",
    password,
  });
  if (!updated.ok) throw new Error("profile setup failed");
  return { phone, password, profile: updated.profile };
}

async function verificationCount(phone: string) {
  return (await testDb.db.select().from(verifications).where(eq(verifications.phone, phone)))
    .length;
}

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
      completeSignup(testDb.db, deps, { phone, role: "user", code: tried });

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
      await completeSignup(testDb.db, deps, { phone, role: "user", code: lastCode() }),
    ).toEqual({ ok: false, reason: "exists" });
  });

  it("does not let a sign-up code reset a password", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    await testDb.db.insert(profiles).values({ phone, role: "user" });
    expect(
      await completePasswordReset(testDb.db, deps, {
        phone,
        code: lastCode(),
        newPassword: "new-password",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
  });
});

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
    await completeSignup(testDb.db, deps, { phone, role: "user", code: lastCode() });
    expect(await loginWithPassword(testDb.db, deps, { phone, password: "", ip })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("password reset", () => {
  it("answers 'sent' for an unknown number without sending or storing a code", async () => {
    const { deps, sent } = setup();
    const phone = newPhone();
    expect(await startPasswordReset(testDb.db, deps, { phone, ip, language: "en" })).toEqual({
      status: "sent",
    });
    expect(sent).toEqual([]);
    expect(await verificationCount(phone)).toBe(0);
  });

  it("answers a registered number before its SMS is sent, however slow the provider", async () => {
    const { profile } = await registered();
    const { deps } = setup();
    let release: () => void = () => undefined;
    const sentLater: SmsMessage[] = [];
    const slow: SmsProvider = {
      send: (message) =>
        new Promise<void>((resolve) => {
          release = () => {
            sentLater.push(message);
            resolve();
          };
        }),
    };
    const work: Promise<void>[] = [];
    const answer = await startPasswordReset(
      testDb.db,
      { ...deps, sms: slow, background: (task) => work.push(task) },
      { phone: profile.phone, ip, language: "en" },
    );
    // Answered while the provider still holds the message: no wait tells the number is known.
    expect(answer).toEqual({ status: "sent" });
    expect(sentLater).toEqual([]);
    await vi.waitFor(() => expect(work).toHaveLength(1));
    await vi.waitFor(() => {
      release();
      expect(sentLater).toHaveLength(1);
    });
    await Promise.all(work);
    expect(sentLater[0]?.to).toBe(profile.phone);
  });

  it("limits unknown and known numbers alike", async () => {
    const { phone } = await registered();
    const { deps } = setup();
    const unknown = newPhone();
    for (const number of [phone, unknown]) {
      await startPasswordReset(testDb.db, deps, { phone: number, ip, language: "en" });
      const second = await startPasswordReset(testDb.db, deps, {
        phone: number,
        ip,
        language: "en",
      });
      expect(second.status).toBe("limited");
    }
  });

  it("sets the new password and signs the account out everywhere", async () => {
    const { phone, password, profile } = await registered();
    const { deps, sent, lastCode, delivered } = setup();
    const first = await createSession(testDb.db, { profileId: profile.id });
    const second = await createSession(testDb.db, { profileId: profile.id });

    await startPasswordReset(testDb.db, deps, { phone, ip, language: "en" });
    await delivered();
    expect(sent).toHaveLength(1);
    const result = await completePasswordReset(testDb.db, deps, {
      phone,
      code: lastCode(),
      newPassword: "brand-new-password",
    });
    expect(result).toEqual({ ok: true, profile });
    expect(await findSession(testDb.db, { token: first.token })).toBeNull();
    expect(await findSession(testDb.db, { token: second.token })).toBeNull();
    const { deps: later } = setup();
    expect((await loginWithPassword(testDb.db, later, { phone, password, ip })).ok).toBe(false);
    expect(
      (await loginWithPassword(testDb.db, later, { phone, password: "brand-new-password", ip })).ok,
    ).toBe(true);
    expect(await auditOf(profile.id)).toContain("password_reset");
  });

  it("changes nothing with a wrong code", async () => {
    const { phone, password, profile } = await registered();
    const { deps, lastCode, delivered } = setup();
    const session = await createSession(testDb.db, { profileId: profile.id });
    await startPasswordReset(testDb.db, deps, { phone, ip, language: "en" });
    await delivered();
    expect(
      await completePasswordReset(testDb.db, deps, {
        phone,
        code: wrong(lastCode()),
        newPassword: "brand-new-password",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(await findSession(testDb.db, { token: session.token })).not.toBeNull();
    expect((await loginWithPassword(testDb.db, setup().deps, { phone, password, ip })).ok).toBe(
      true,
    );
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
    expect(await completeAdminLogin(testDb.db, deps, { phone, code: "123456" })).toMatchObject({
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
      await completeAdminLogin(testDb.db, deps, { phone: adminPhone, code: wrong(code) }),
    ).toEqual({ ok: false, reason: "invalid" });
    const result = await completeAdminLogin(testDb.db, deps, { phone: adminPhone, code });
    if (!result.ok) throw new Error(result.reason);
    expect(result.profile).toMatchObject({ phone: adminPhone, role: "admin" });
    expect(await auditOf(result.profile.id)).toEqual(["admin_login"]);
  });

  it("makes an existing account of the admin number an admin", async () => {
    const { phone, profile } = await registered();
    const { deps, lastCode } = setup();
    const adminDeps = { ...deps, adminPhone: phone };
    await startAdminLogin(testDb.db, adminDeps, { phone, ip, language: "en" });
    const result = await completeAdminLogin(testDb.db, adminDeps, { phone, code: lastCode() });
    expect(result).toEqual({ ok: true, profile: { ...profile, role: "admin" } });
  });
});

describe("profile setup", () => {
  async function newAccount() {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    const result = await completeSignup(testDb.db, deps, { phone, role: "user", code: lastCode() });
    if (!result.ok) throw new Error(result.reason);
    return result.profile;
  }

  it("needs a username, and a password of 6 or more while none is set", async () => {
    const profile = await newAccount();
    expect(await updateProfile(testDb.db, { profileId: profile.id, username: "  " })).toEqual({
      ok: false,
      errors: { username: "auth.usernameRequired", password: "auth.passwordRequired" },
    });
    expect(
      await updateProfile(testDb.db, { profileId: profile.id, username: "asha", password: "" }),
    ).toEqual({ ok: false, errors: { password: "auth.passwordRequired" } });
    expect(
      await updateProfile(testDb.db, {
        profileId: profile.id,
        username: "asha",
        password: "12345",
      }),
    ).toEqual({ ok: false, errors: { password: "auth.passwordTooShort" } });
    expect(
      await updateProfile(testDb.db, {
        profileId: profile.id,
        username: "\u200b\u200c",
        password: "secret\u0000",
      }),
    ).toEqual({
      ok: false,
      errors: { username: "auth.usernameRequired", password: "input.controlCharacters" },
    });
    expect(
      await updateProfile(testDb.db, {
        profileId: profile.id,
        username: "asha\u0000",
        password: "123456",
      }),
    ).toEqual({ ok: false, errors: { username: "input.controlCharacters" } });
    const [stored] = await testDb.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(stored?.username).toBeNull();
  });

  it("saves username, city and password; later the password may stay empty", async () => {
    const profile = await newAccount();
    const first = await updateProfile(testDb.db, {
      profileId: profile.id,
      username: " Asha ",
      password: "123456",
      city: "Indore",
    });
    expect(first).toEqual({
      ok: true,
      profile: { ...profile, username: "Asha", city: "Indore" },
    });
    const second = await updateProfile(testDb.db, { profileId: profile.id, username: "Asha K" });
    expect(second.ok && [second.profile.username, second.profile.city]).toEqual([
      "Asha K",
      "Indore",
    ]);
    const cleared = await updateProfile(testDb.db, {
      profileId: profile.id,
      username: "Asha K",
      city: null,
    });
    expect(cleared.ok && cleared.profile.city).toBeNull();
    const login = await loginWithPassword(testDb.db, setup().deps, {
      phone: profile.phone,
      password: "123456",
      ip,
    });
    expect(login.ok).toBe(true);
    expect(await auditOf(profile.id)).toEqual([
      "signup",
      "profile_updated",
      "profile_updated",
      "profile_updated",
      "login",
    ]);
  });

  it("refuses a city outside the ten", async () => {
    const profile = await newAccount();
    await expect(
      updateProfile(testDb.db, {
        profileId: profile.id,
        username: "asha",
        password: "123456",
        city: "Mumbai" as never,
      }),
    ).rejects.toThrow(RangeError);
  });

  it("replaces a set password only with the current one, and then signs out other browsers", async () => {
    const { profile, password, phone } = await registered();
    const current = await createSession(testDb.db, { profileId: profile.id });
    const other = await createSession(testDb.db, { profileId: profile.id });
    const attempt = (currentPassword?: string) =>
      updateProfile(testDb.db, {
        profileId: profile.id,
        username: "asha",
        password: "another-password",
        currentPassword,
        keepSessionToken: current.token,
      });
    expect(await attempt()).toEqual({
      ok: false,
      errors: { currentPassword: "auth.currentPasswordRequired" },
    });
    expect(await attempt("not-the-password")).toEqual({
      ok: false,
      errors: { currentPassword: "auth.wrongCurrentPassword" },
    });
    expect(await findSession(testDb.db, { token: other.token })).not.toBeNull();
    const stillOld = await loginWithPassword(testDb.db, setup().deps, { phone, password, ip });
    expect(stillOld.ok).toBe(true);

    expect((await attempt(password)).ok).toBe(true);
    expect(await findSession(testDb.db, { token: current.token })).not.toBeNull();
    expect(await findSession(testDb.db, { token: other.token })).toBeNull();
  });
});

describe("password change", () => {
  it("needs the current password and a new one of 6 or more", async () => {
    const { profile } = await registered();
    const current = await createSession(testDb.db, { profileId: profile.id });
    expect(
      await changePassword(testDb.db, {
        profileId: profile.id,
        currentPassword: "wrong-password",
        newPassword: "new-password",
        keepSessionToken: current.token,
      }),
    ).toEqual({ ok: false, reason: "wrong_current" });
    expect(
      await changePassword(testDb.db, {
        profileId: profile.id,
        currentPassword: "first-password",
        newPassword: "12345",
        keepSessionToken: current.token,
      }),
    ).toEqual({ ok: false, reason: "too_short" });
  });

  it("keeps the current session, deletes the others, and takes the new password", async () => {
    const { phone, profile } = await registered();
    const current = await createSession(testDb.db, { profileId: profile.id });
    const others = [
      await createSession(testDb.db, { profileId: profile.id }),
      await createSession(testDb.db, { profileId: profile.id }),
    ];
    expect(
      await changePassword(testDb.db, {
        profileId: profile.id,
        currentPassword: "first-password",
        newPassword: "second-password",
        keepSessionToken: current.token,
      }),
    ).toEqual({ ok: true });
    expect(await findSession(testDb.db, { token: current.token })).not.toBeNull();
    for (const other of others) {
      expect(await findSession(testDb.db, { token: other.token })).toBeNull();
    }
    const { deps } = setup();
    expect(
      (await loginWithPassword(testDb.db, deps, { phone, password: "first-password", ip })).ok,
    ).toBe(false);
    expect(
      (await loginWithPassword(testDb.db, deps, { phone, password: "second-password", ip })).ok,
    ).toBe(true);
    expect(await auditOf(profile.id)).toContain("password_changed");
  });
});

describe("secrets at rest", () => {
  it("stores no OTP, password or session token in clear text in any table", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    const codes: string[] = [];
    const secretsUsed: string[] = [];

    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    codes.push(lastCode());
    const signup = await completeSignup(testDb.db, deps, { phone, role: "user", code: lastCode() });
    if (!signup.ok) throw new Error(signup.reason);
    const firstPassword = "Mango-Lassi-4417";
    await updateProfile(testDb.db, {
      profileId: signup.profile.id,
      username: "asha",
      password: firstPassword,
    });
    const session = await createSession(testDb.db, { profileId: signup.profile.id });
    const secondPassword = "Masala-Dosa-9021";
    await changePassword(testDb.db, {
      profileId: signup.profile.id,
      currentPassword: firstPassword,
      newPassword: secondPassword,
      keepSessionToken: session.token,
    });
    await loginWithPassword(testDb.db, deps, { phone, password: "Wrong-Guess-5550", ip });
    await loginWithPassword(testDb.db, deps, { phone, password: secondPassword, ip });

    const { deps: resetDeps, lastCode: lastResetCode, delivered } = setup();
    await startPasswordReset(testDb.db, resetDeps, { phone, ip, language: "hi" });
    await delivered();
    codes.push(lastResetCode());
    const thirdPassword = "Paneer-Tikka-7301";
    await completePasswordReset(testDb.db, resetDeps, {
      phone,
      code: lastResetCode(),
      newPassword: thirdPassword,
    });
    const laterSession = await createSession(testDb.db, { profileId: signup.profile.id });
    secretsUsed.push(
      firstPassword,
      secondPassword,
      "Wrong-Guess-5550",
      thirdPassword,
      session.token,
      laterSession.token,
    );

    const tables = { profiles, passwords, sessions, verifications, auditEvents };
    const dump: string[] = [];
    for (const table of Object.values(tables)) {
      dump.push(JSON.stringify(await testDb.db.select().from(table)));
    }
    const everything = dump.join("\n");
    for (const secret of secretsUsed) expect(everything).not.toContain(secret);

    // Digests, ids and phone numbers are made without the codes; 6 digits inside them are chance.
    const withoutChance = everything
      .replace(/scrypt\$[^"]+/g, "")
      .replace(/[0-9a-f]{64}/g, "")
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "")
      .replace(/\+91\d{10}/g, "");
    for (const code of codes) expect(withoutChance).not.toContain(code);
    expect(withoutChance).toContain("signup");
  });
});
