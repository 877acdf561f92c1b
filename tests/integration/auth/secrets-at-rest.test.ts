import { describe, expect, it } from "vitest";
import {
  completePasswordReset,
  completeSignup,
  loginWithPassword,
  startPasswordReset,
  startSignup,
} from "~/auth/accounts.server";
import { changePassword, updateProfile } from "~/auth/profile.server";
import { createSession } from "~/auth/session.server";
import { auditEvents, passwords, profiles, sessions, verifications } from "~/db/schema";
import {
  ip,
  newPhone,
  passwordLimits,
  setUpAccountsDatabase,
  setup,
  testDb,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

describe("secrets at rest", () => {
  it("stores no OTP, password or session token in clear text in any table", async () => {
    const { deps, lastCode } = setup();
    const phone = newPhone();
    const codes: string[] = [];
    const secretsUsed: string[] = [];

    await startSignup(testDb.db, deps, { phone, role: "user", ip, language: "en" });
    codes.push(lastCode());
    const signup = await completeSignup(testDb.db, deps, {
      adult: true,
      ip,
      phone,
      role: "user",
      code: lastCode(),
    });
    if (!signup.ok) throw new Error(signup.reason);
    const firstPassword = "Mango-Lassi-4417";
    await updateProfile(testDb.db, {
      limits: passwordLimits,
      profileId: signup.profile.id,
      username: "asha",
      password: firstPassword,
    });
    const session = await createSession(testDb.db, { profileId: signup.profile.id });
    const secondPassword = "Masala-Dosa-9021";
    await changePassword(testDb.db, {
      limits: passwordLimits,
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
      ip,
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
