import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeSignup, loginWithPassword, startSignup } from "~/auth/accounts.server";
import { updateProfile } from "~/auth/profile.server";
import { createSession, findSession } from "~/auth/session.server";
import { profiles } from "~/db/schema";
import {
  auditOf,
  ip,
  newPhone,
  passwordLimits,
  registered,
  setUpAccountsDatabase,
  setup,
  testDb,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

describe("profile setup", () => {
  async function newAccount() {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    const result = await completeSignup(testDb.db, deps, {
      adult: true,
      ip,
      phone,
      role: "user",
      code: lastCode(),
    });
    if (!result.ok) throw new Error(result.reason);
    return result.profile;
  }

  it("needs a username, and a password of 6 or more while none is set", async () => {
    const profile = await newAccount();
    expect(
      await updateProfile(testDb.db, {
        limits: passwordLimits,
        profileId: profile.id,
        username: "  ",
      }),
    ).toEqual({
      ok: false,
      errors: {
        username: "credentials.usernameRequired",
        password: "credentials.passwordRequired",
      },
    });
    expect(
      await updateProfile(testDb.db, {
        limits: passwordLimits,
        profileId: profile.id,
        username: "asha",
        password: "",
      }),
    ).toEqual({ ok: false, errors: { password: "credentials.passwordRequired" } });
    expect(
      await updateProfile(testDb.db, {
        limits: passwordLimits,
        profileId: profile.id,
        username: "asha",
        password: "12345",
      }),
    ).toEqual({ ok: false, errors: { password: "credentials.passwordTooShort" } });
    expect(
      await updateProfile(testDb.db, {
        limits: passwordLimits,
        profileId: profile.id,
        username: "\u200b\u200c",
        password: "secret\u0000",
      }),
    ).toEqual({
      ok: false,
      errors: { username: "credentials.usernameRequired", password: "input.controlCharacters" },
    });
    expect(
      await updateProfile(testDb.db, {
        limits: passwordLimits,
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
      limits: passwordLimits,
      profileId: profile.id,
      username: " Asha ",
      password: "123456",
      city: "Indore",
    });
    expect(first).toEqual({
      ok: true,
      profile: { ...profile, username: "Asha", city: "Indore" },
    });
    const second = await updateProfile(testDb.db, {
      limits: passwordLimits,
      profileId: profile.id,
      username: "Asha K",
    });
    expect(second.ok && [second.profile.username, second.profile.city]).toEqual([
      "Asha K",
      "Indore",
    ]);
    const cleared = await updateProfile(testDb.db, {
      limits: passwordLimits,
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
        limits: passwordLimits,
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
        limits: passwordLimits,
        profileId: profile.id,
        username: "asha",
        password: "another-password",
        currentPassword,
        keepSessionToken: current.token,
      });
    expect(await attempt()).toEqual({
      ok: false,
      errors: { currentPassword: "credentials.currentPasswordRequired" },
    });
    expect(await attempt("not-the-password")).toEqual({
      ok: false,
      errors: { currentPassword: "profile.wrongCurrentPassword" },
    });
    expect(await findSession(testDb.db, { token: other.token })).not.toBeNull();
    const stillOld = await loginWithPassword(testDb.db, setup().deps, { phone, password, ip });
    expect(stillOld.ok).toBe(true);

    expect((await attempt(password)).ok).toBe(true);
    expect(await findSession(testDb.db, { token: current.token })).not.toBeNull();
    expect(await findSession(testDb.db, { token: other.token })).toBeNull();
  });
});
