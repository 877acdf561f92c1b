/**
 * Migration 0039 (decision 092): the SMS of new reviews had been recorded as consented at sign-up,
 * its box ticked before the business did anything. Only a consent given by a tick (after an
 * earlier one was withdrawn, when the box stood empty) survives; every other one ends, and the
 * switch stays on only where such a consent stands. policies.privacy.sections.consent.text.
 */
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consents, profiles } from "~/db/schema";
import { NOTICE_VERSIONS } from "~/domain/shared/consent-notices";
import { newPhone, setUpAccountsDatabase, testDb } from "../../support/account-fixtures";

setUpAccountsDatabase();

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6));
const version = NOTICE_VERSIONS.review_sms;

async function business(reviewSms: boolean) {
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: newPhone(), role: "business", reviewSms })
    .returning();
  if (!row) throw new Error("no profile");
  return row.id;
}

async function runMigration() {
  const text = await readFile("app/db/migrations/0039_review_sms_only_by_action.sql", "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    await testDb.db.execute(sql.raw(statement));
  }
}

async function stateOf(profileId: string) {
  const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.id, profileId));
  const rows = await testDb.db.select().from(consents).where(eq(consents.profileId, profileId));
  return {
    reviewSms: profile?.reviewSms,
    inForce: rows.filter((row) => row.withdrawnAt === null).length,
  };
}

describe("consents recorded without an action end (migration 0039)", () => {
  it("ends the sign-up's consent and the switch; keeps a consent given by a tick", async () => {
    // Signed up: the consent recorded with the account, never ticked by the business.
    const signedUp = await business(true);
    await testDb.db.insert(consents).values({
      profileId: signedUp,
      purpose: "review_sms",
      noticeVersion: version,
      givenAt: at(1),
    });
    // Older than consent records: the switch on by default, no row at all.
    const older = await business(true);
    // Withdrew, then ticked the empty box again: that second consent is the business's own.
    const ticked = await business(true);
    await testDb.db.insert(consents).values([
      {
        profileId: ticked,
        purpose: "review_sms",
        noticeVersion: version,
        givenAt: at(1),
        withdrawnAt: at(2),
      },
      { profileId: ticked, purpose: "review_sms", noticeVersion: version, givenAt: at(3) },
    ]);
    // Withdrew and never ticked again: nothing changes.
    const withdrew = await business(false);
    await testDb.db.insert(consents).values({
      profileId: withdrew,
      purpose: "review_sms",
      noticeVersion: version,
      givenAt: at(1),
      withdrawnAt: at(2),
    });

    await runMigration();

    expect(await stateOf(signedUp)).toEqual({ reviewSms: false, inForce: 0 });
    expect(await stateOf(older)).toEqual({ reviewSms: false, inForce: 0 });
    expect(await stateOf(ticked)).toEqual({ reviewSms: true, inForce: 1 });
    expect(await stateOf(withdrew)).toEqual({ reviewSms: false, inForce: 0 });
  });
});
