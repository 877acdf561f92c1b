// Decision 039: the admin is whoever ADMIN_PHONE names now, on either database.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeAdminLogin, startAdminLogin } from "~/auth/accounts.server";
import { removeFormerAdmins } from "~/auth/admin-role.server";
import { createSession, findSession } from "~/auth/session.server";
import { profiles } from "~/db/schema";
import {
  adminPhone,
  auditOf,
  ip,
  newPhone,
  setUpAccountsDatabase,
  setup,
  testDb,
} from "../../support/account-fixtures";

setUpAccountsDatabase();

async function adminWithSession(phone: string) {
  const [profile] = await testDb.db
    .insert(profiles)
    .values({ phone, role: "admin", username: `admin${phone.slice(-4)}` })
    .returning();
  if (!profile) throw new Error("no profile");
  const { token } = await createSession(testDb.db, { profileId: profile.id });
  return { profile, token };
}

async function roleOf(profileId: string) {
  const [row] = await testDb.db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.role;
}

describe("the admin role", () => {
  it("is taken from every admin but the configured number, whose sessions end, and recorded", async () => {
    const configured = await adminWithSession(newPhone());
    const former = await adminWithSession(newPhone());

    const removed = await removeFormerAdmins(testDb.db, { adminPhone: configured.profile.phone });
    expect(removed).toContain(former.profile.id);
    expect(removed).not.toContain(configured.profile.id);
    expect(await roleOf(former.profile.id)).toBe("user");
    expect(await findSession(testDb.db, { token: former.token })).toBeNull();
    expect(await auditOf(former.profile.id)).toContain("admin_role_removed");

    expect(await roleOf(configured.profile.id)).toBe("admin");
    expect(await findSession(testDb.db, { token: configured.token })).not.toBeNull();
    // A second start changes nothing more.
    expect(await removeFormerAdmins(testDb.db, { adminPhone: configured.profile.phone })).toEqual(
      [],
    );
  });

  it("leaves exactly one admin after the configured number signs in, whoever was admin before", async () => {
    const stale = await adminWithSession(newPhone());
    const { deps, lastCode } = setup();
    await startAdminLogin(testDb.db, deps, { phone: adminPhone, ip, language: "en" });
    const signedIn = await completeAdminLogin(testDb.db, deps, {
      phone: adminPhone,
      code: lastCode(),
      ip,
    });
    expect(signedIn).toMatchObject({ ok: true, profile: { phone: adminPhone, role: "admin" } });
    expect(await roleOf(stale.profile.id)).toBe("user");
    expect(await findSession(testDb.db, { token: stale.token })).toBeNull();
    const admins = await testDb.db.select().from(profiles).where(eq(profiles.role, "admin"));
    expect(admins.map((admin) => admin.phone)).toEqual([adminPhone]);
  });
});
