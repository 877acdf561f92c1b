import { describe, expect, it, vi } from "vitest";
import {
  completePasswordReset,
  loginWithPassword,
  startPasswordReset,
} from "~/auth/accounts.server";
import { changePassword } from "~/auth/profile.server";
import { createSession, findSession } from "~/auth/session.server";
import type { SmsMessage, SmsProvider } from "~/notifications/sms";
import {
  auditOf,
  ip,
  newPhone,
  passwordLimits,
  registered,
  setUpAccountsDatabase,
  setup,
  testDb,
  verificationCount,
  wrong,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

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
      ip,
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
        ip,
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

describe("password change", () => {
  it("needs the current password and a new one of 6 or more", async () => {
    const { profile } = await registered();
    const current = await createSession(testDb.db, { profileId: profile.id });
    expect(
      await changePassword(testDb.db, {
        limits: passwordLimits,
        profileId: profile.id,
        currentPassword: "wrong-password",
        newPassword: "new-password",
        keepSessionToken: current.token,
      }),
    ).toEqual({ ok: false, reason: "wrong_current" });
    expect(
      await changePassword(testDb.db, {
        limits: passwordLimits,
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
        limits: passwordLimits,
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
