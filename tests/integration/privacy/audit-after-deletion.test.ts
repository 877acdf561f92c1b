import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, profiles } from "~/db/schema";
import { runRetention } from "~/domain/jobs/run-retention.server";
import { eraseAccount } from "~/domain/privacy/erase-account.server";
import { auditPhoneHash, findKeptAuditTrail } from "~/domain/privacy/keep-audit-trail.server";
import { retentionDays } from "~/domain/privacy/retention";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import {
  DAY1,
  newProfile,
  setUpReviewsDatabase,
  storage,
  testDb,
} from "../../support/review-fixtures";

// Issue 45, "Also seen", decision 103: deleting an account freed the phone number at once and
// its audit history went with the account's link. What an investigation needs stays: the audit
// rows, unlinked from the erased profile and keyed by the hashed phone, 180 days after deletion.
setUpReviewsDatabase();

const DAY_MS = 86_400_000;
const KEY = "test-secret-for-otp-hashes-0123456789";
const daysAfter = (days: number) => new Date(DAY1.getTime() + days * DAY_MS);

describe("a deleted account's security log", () => {
  it("stays 180 days after the deletion, keyed by the hashed phone, then the sweep erases it", async () => {
    const person = await newProfile("user");
    const [old, recent] = await testDb.db
      .insert(auditEvents)
      .values([
        { type: "signup", profileId: person.id, ip: "203.0.113.7", createdAt: daysAfter(-170) },
        { type: "login", profileId: person.id, ip: "203.0.113.8", createdAt: daysAfter(-1) },
      ])
      .returning({ id: auditEvents.id });
    const erased = await eraseAccount(testDb.db, {
      profileId: person.id,
      phoneKey: KEY,
      now: DAY1,
    });
    expect(erased.ok).toBe(true);
    const [profile] = await testDb.db
      .select({ phone: profiles.phone })
      .from(profiles)
      .where(eq(profiles.id, person.id));
    expect(profile?.phone).not.toBe(person.phone);
    const kept = () =>
      testDb.db
        .select({
          id: auditEvents.id,
          profileId: auditEvents.profileId,
          phoneHash: auditEvents.phoneHash,
          ip: auditEvents.ip,
        })
        .from(auditEvents)
        .where(eq(auditEvents.phoneHash, auditPhoneHash(person.phone, KEY)))
        .orderBy(auditEvents.createdAt);
    const hash = auditPhoneHash(person.phone, KEY);
    expect(hash).not.toContain(person.phone.slice(-10));
    expect(await kept()).toEqual([
      { id: old?.id, profileId: null, phoneHash: hash, ip: "203.0.113.7" },
      { id: recent?.id, profileId: null, phoneHash: hash, ip: "203.0.113.8" },
    ]);
    // What an investigation with the number reads (scripts/deleted-account-trail.ts), oldest first;
    // another secret finds nothing.
    expect(
      (await findKeptAuditTrail(testDb.db, { phone: person.phone, phoneKey: KEY })).map((event) => [
        event.type,
        event.ip,
      ]),
    ).toEqual([
      ["signup", "203.0.113.7"],
      ["login", "203.0.113.8"],
    ]);
    expect(
      await findKeptAuditTrail(testDb.db, { phone: person.phone, phoneKey: `${KEY}-other` }),
    ).toEqual([]);
    // Nothing is linked to the erased profile any more.
    expect(await testDb.db.$count(auditEvents, eq(auditEvents.profileId, person.id))).toBe(0);
    // Ten days on, the 170-day-old row is past 180 days from its writing: kept all the same.
    await runRetention(testDb.db, storage, { now: daysAfter(10) });
    expect(await kept()).toHaveLength(2);
    await runRetention(testDb.db, storage, { now: daysAfter(retentionDays.auditEvents - 1) });
    expect(await kept()).toHaveLength(2);
    await runRetention(testDb.db, storage, { now: daysAfter(retentionDays.auditEvents + 1) });
    expect(await kept()).toEqual([]);
  });

  it("is what /privacy and 'Delete my account' say is kept, and for how long", () => {
    expect(retentionDays.auditEvents).toBe(180);
    // policies.privacy.sections.keep.text and dataRights.deleteText name the security log kept
    // 180 days after deletion under a coded phone number.
    const privacy = JSON.stringify(en.policies);
    expect(privacy).toContain(
      "our security log of your account (its sign-ins and changes, with network addresses), under a one-way code of your phone number instead of your account",
    );
    expect(en.dataRights.deleteText).toContain("your security log is kept for 180 days");
    expect(JSON.stringify(hi.policies)).toContain("सुरक्षा लॉग");
    expect(hi.dataRights.deleteText).toContain("सुरक्षा लॉग");
  });
});
