/** What a person agreed to or declared, per purpose and notice version (decision 074). */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consentPurposes } from "../consent-purposes";
import { profiles } from "./accounts";
import { id } from "./columns";

export const consents = pgTable(
  "consents",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: consentPurposes }).notNull(),
    /** The notice the person was shown, as `NOTICE_VERSIONS` names it. */
    noticeVersion: text("notice_version").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("consents_profile_purpose_idx").on(t.profileId, t.purpose),
    check(
      "consents_purpose_check",
      sql`${t.purpose} in ${sql.raw(`(${consentPurposes.map((purpose) => `'${purpose}'`).join(", ")})`)}`,
    ),
    check(
      "consents_withdrawn_after_given",
      sql`${t.withdrawnAt} is null or ${t.withdrawnAt} >= ${t.givenAt}`,
    ),
  ],
);
