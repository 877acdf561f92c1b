// Issue 47 (decision 114): a migration keeps the previous release working. The static half runs
// here on every migration from FIRST_CHECKED_MIGRATION on; .ci/previous-release runs the previous
// release's integration tests against the new schema.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkMigrations,
  expandOnlyProblems,
  FIRST_CHECKED_MIGRATION,
} from "../../scripts/check-migrations.js";

const whats = (sql: string) => expandOnlyProblems(sql).map((problem) => problem.what);

describe("migrations only add (expand, then contract)", () => {
  it("passes every migration written under the rule", () => {
    expect(checkMigrations("app/db/migrations")).toEqual([]);
  });

  it("lets a migration add tables, nullable columns, columns with defaults, indexes and constraints", () => {
    expect(
      whats(`CREATE TABLE "notes" ("id" uuid PRIMARY KEY NOT NULL, "body" text NOT NULL);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "n" bigint GENERATED ALWAYS AS IDENTITY NOT NULL;--> statement-breakpoint
CREATE INDEX "notes_body_idx" ON "notes" USING btree ("body");--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_body_check" CHECK (length("notes"."body") > 0);`),
    ).toEqual([]);
  });

  it("refuses what the release still serving would trip over", () => {
    expect(whats(`ALTER TABLE "reviews" DROP COLUMN "rating";`)).toEqual(["DROP"]);
    expect(whats(`DROP TABLE "notes";`)).toEqual(["DROP"]);
    // An index or constraint the old code's ON CONFLICT names is as much a part of it as a column.
    expect(whats(`DROP INDEX "reviews_held_by_idx";`)).toEqual(["DROP"]);
    expect(whats(`ALTER TABLE "reviews" DROP CONSTRAINT "reviews_one_per_person";`)).toEqual([
      "DROP",
    ]);
    expect(whats(`ALTER TABLE "reviews" RENAME COLUMN "text" TO "body";`)).toEqual(["RENAME"]);
    expect(whats(`ALTER TABLE "notes" RENAME TO "remarks";`)).toEqual(["RENAME"]);
    expect(whats(`ALTER TABLE "notes" ALTER COLUMN "body" SET NOT NULL;`)).toEqual([
      "SET NOT NULL",
    ]);
    expect(whats(`ALTER TABLE "notes" ALTER COLUMN "n" SET DATA TYPE bigint;`)).toEqual([
      "a column's type changed",
    ]);
    expect(whats(`ALTER TABLE "notes" ALTER COLUMN "n" DROP DEFAULT;`)).toEqual(["DROP DEFAULT"]);
    expect(whats(`ALTER TABLE "payouts" ADD COLUMN "bank_name" text NOT NULL;`)).toEqual([
      "ADD COLUMN … NOT NULL without a DEFAULT",
    ]);
  });

  it("leaves a statement marked as a contract step to its author, and function bodies alone", () => {
    expect(
      whats(`-- contract: the release before this one stopped reading reviews.rating (decision 120)
ALTER TABLE "reviews" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "stars";`),
    ).toEqual(["DROP"]);
    expect(
      whats(`CREATE OR REPLACE FUNCTION refresh_counters() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP TABLE IF EXISTS scratch; ALTER TABLE t RENAME TO u;
END $$;`),
    ).toEqual([]);
  });

  it("would have caught the history written before the rule", () => {
    // Migration 0047 dropped an index while the release before it still ran: now that needs a mark.
    expect(FIRST_CHECKED_MIGRATION).toBeGreaterThan(47);
    const older = readFileSync("app/db/migrations/0047_one_hold_per_person.sql", "utf8");
    expect(expandOnlyProblems(older).map((problem) => problem.what)).toContain("DROP");
  });
});
