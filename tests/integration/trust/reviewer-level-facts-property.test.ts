import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { VARIETY_WINDOW } from "~/domain/trust/reviewer-level";
import { insertActiveCampaigns } from "../../support/campaigns";
import {
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  testDb,
} from "../../support/review-fixtures";
import { expectLevelFactsTrue, keptAndRecounted } from "../../support/reviewer-facts-oracle";

/*
 * Decision 132, property-style: whatever statement changes reviews (one row or many; status, day,
 * campaign, author; insert or delete; ties in time), the facts the trigger keeps on each profile
 * equal the old read of the reviews. Also the repair (refresh_counters) and the migration's backfill.
 */

setUpReviewsDatabase();

/** A small seeded generator (mulberry32): the same run every time, and a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error("empty list");
      return item;
    },
  };
}

const STATUSES = [
  "pending",
  "approved",
  "approved",
  "approved",
  "rejected",
  "withdrawn",
  "removed",
];
const BASE = Date.parse("2026-10-01T00:00:00Z");
/** Three moments a day over 30 days, so reviews often share one (ties at the window's edge). */
const moment = (slot: number) => new Date(BASE + slot * 8 * 3_600_000).toISOString();

type Review = { id: string; user_id: string; campaign_id: string };

/** The status and what it needs: a removed review names its ground. */
const statusSql = (status: string) =>
  sql`status = ${status}, removal_ground = ${status === "removed" ? "personal_data" : null}`;

async function world() {
  const reviewers = [await newReviewer(), await newReviewer(), await newReviewer()];
  for (const reviewer of reviewers) {
    await testDb.db
      .update(profiles)
      .set({ createdAt: new Date("2025-01-01T00:00:00Z") })
      .where(eq(profiles.id, reviewer.id));
  }
  const campaignIds: string[] = [];
  for (let business = 0; business < 12; business += 1) {
    const owner = await newProfile("business");
    const made = await insertActiveCampaigns(testDb, owner, 10, { target: 5 });
    campaignIds.push(...made.map((campaign) => campaign.id));
  }
  return { reviewers: reviewers.map((reviewer) => reviewer.id), campaignIds };
}

async function insertReviews(
  rows: { userId: string; campaignId: string; status: string; at: string }[],
) {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.campaignId}::uuid, ${row.userId}::uuid, 'honest words', 4,
      ${`proofs/${randomUUID()}.webp`}, 'Kiran', 'kiran@example.in', ${row.status},
      ${row.status === "removed" ? "personal_data" : null}, ${row.at}::timestamptz)`,
  );
  await testDb.db.execute(sql`insert into reviews (campaign_id, user_id, review_text, rating,
      proof, reviewer_name, reviewer_email, status, removal_ground, created_at)
    values ${sql.join(values, sql`, `)}`);
}

const allReviews = async () =>
  (
    (await testDb.db.execute(
      sql`select id, user_id, campaign_id from reviews order by id`,
    )) as unknown as { rows: Review[] }
  ).rows;

describe("the level facts kept by the trigger", () => {
  it("equal the old read after every one of 250 random changes", async () => {
    const random = seeded(132);
    const { reviewers, campaignIds } = await world();
    // In one statement: the first reviewer well past the window (100 reviews, nearly all
    // approved), the others with 60 reviews of every status.
    await insertReviews(
      reviewers.flatMap((userId, index) =>
        campaignIds.slice(0, index === 0 ? 100 : 60).map((campaignId) => ({
          userId,
          campaignId,
          status: index === 0 && random.int(10) > 0 ? "approved" : random.pick(STATUSES),
          at: moment(random.int(90)),
        })),
      ),
    );
    await expectLevelFactsTrue(testDb.db, "seeded");
    let widest = 0;
    for (let round = 0; round < 250; round += 1) {
      const reviews = await allReviews();
      const used = new Set(reviews.map((review) => `${review.user_id}/${review.campaign_id}`));
      const free = (userId: string) => campaignIds.filter((id) => !used.has(`${userId}/${id}`));
      const review = random.pick(reviews);
      const step = random.int(8);
      if (step === 0) {
        const userId = random.pick(reviewers);
        const campaignId = free(userId)[0];
        if (campaignId) {
          await insertReviews([
            { userId, campaignId, status: random.pick(STATUSES), at: moment(random.int(90)) },
          ]);
        }
      } else if (step <= 2) {
        await testDb.db.execute(
          sql`update reviews set ${statusSql(random.pick(STATUSES))} where id = ${review.id}`,
        );
      } else if (step === 3) {
        await testDb.db.execute(
          sql`update reviews set created_at = ${moment(random.int(90))} where id = ${review.id}`,
        );
      } else if (step === 4) {
        const campaignId = random.pick([...free(review.user_id), review.campaign_id]);
        await testDb.db.execute(
          sql`update reviews set campaign_id = ${campaignId} where id = ${review.id}`,
        );
      } else if (step === 5) {
        const userId = random.pick(reviewers);
        if (!used.has(`${userId}/${review.campaign_id}`)) {
          await testDb.db.execute(
            sql`update reviews set user_id = ${userId} where id = ${review.id}`,
          );
        }
      } else if (step === 6) {
        await testDb.db.execute(sql`delete from reviews where id = ${review.id}`);
      } else {
        // Many of one reviewer's reviews in one statement, as a suspension or an erasure does.
        const [from, to] = [random.pick(STATUSES), random.pick(STATUSES)];
        await testDb.db.execute(sql`update reviews set ${statusSql(to)}
          where user_id = ${random.pick(reviewers)} and status = ${from}`);
      }
      const rows = await expectLevelFactsTrue(testDb.db, `round ${round}, step ${step}`);
      widest = Math.max(widest, ...rows.map((row) => row.recounted.approvedReviews));
    }
    // The window's edge was crossed: some reviewer had more approved reviews than it reads.
    expect(widest).toBeGreaterThan(VARIETY_WINDOW);
  });

  it("are restored by refresh_counters() and by the migration's backfill", async () => {
    const corrupt = () =>
      testDb.db.execute(sql`update profiles set approved_businesses = approved_businesses + 3,
        approved_days = 0`);
    await corrupt();
    const wrong = await keptAndRecounted(testDb.db);
    expect(wrong.some((row) => row.kept.approvedDays !== row.recounted.approvedDays)).toBe(true);
    await testDb.db.execute(sql`select refresh_counters()`);
    await expectLevelFactsTrue(testDb.db, "refreshed");

    await corrupt();
    const migration = readFileSync("app/db/migrations/0054_reviewer_level_facts.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toMatch(/^\s*-- The backfill/);
    await testDb.db.execute(sql.raw(backfill));
    // Only reviewers with an approved review are backfilled; every other profile starts at 0.
    await testDb.db.execute(sql`update profiles set approved_businesses = 0, approved_days = 0
      where not exists (select 1 from reviews r where r.user_id = profiles.id and r.status = 'approved')`);
    await expectLevelFactsTrue(testDb.db, "backfilled");
  });
});
