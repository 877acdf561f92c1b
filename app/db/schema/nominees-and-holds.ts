/**
 * A person's nominee (DPDP Act s.14, decision 092) and the copies deletion keeps for the law
 * (IT Rules 2021 rule 3(1)(g)/(h), decision 093).
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { id } from "./columns";

/** The one person who may exercise this person's rights on their death or incapacity. */
export const nominees = pgTable("nominees", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  relationship: text("relationship").notNull(),
  /** +91 and ten digits, as a profile's phone. */
  phone: text("phone").notNull(),
  namedAt: timestamp("named_at", { withTimezone: true }).notNull().defaultNow(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a held copy is: registration details (rule 3(1)(h)) or removed content (rule 3(1)(g)). */
export const legalHoldKinds = ["registration", "removed_content"] as const;
export type LegalHoldKind = (typeof legalHoldKinds)[number];

/**
 * A deleted account's data kept only for a legal request, apart from every table the app reads
 * (no list, lookup or risk check touches it), and erased by the retention sweep at erase_after.
 */
export const legalHolds = pgTable(
  "legal_holds",
  {
    id: id(),
    /** The erased profile's row (it stays without identity); no join to it is made outside the sweep. */
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    kind: text("kind", { enum: legalHoldKinds }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }).notNull().defaultNow(),
    eraseAfter: timestamp("erase_after", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("legal_holds_erase_after_idx").on(t.eraseAfter),
    check("legal_holds_kind_check", sql`${t.kind} in ('registration', 'removed_content')`),
  ],
);
