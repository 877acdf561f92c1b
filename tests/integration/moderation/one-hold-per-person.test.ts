import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { reviews, teamMembers } from "~/db/schema";
import { HOLD_MINUTES, handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import {
  activeCampaign,
  DAY1,
  newProfile,
  setUpReviewsDatabase,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/** Decision 101: one held review per person, whatever the concurrency, on any server. */

const CALLS = 8;
let secondPool: pg.Pool | undefined;
afterAll(async () => {
  await secondPool?.end();
});

/** On PostgreSQL a second pool stands for a second server; on PGlite the one database serves. */
function secondServer(): Database {
  if (!testDb.url) return testDb.db;
  secondPool ??= new pg.Pool({ connectionString: testDb.url, max: 10 });
  return drizzle({ client: secondPool, schema }) as unknown as Database;
}

async function pendingReviews(count: number) {
  const campaign = await activeCampaign({ target: 1000 });
  await testDb.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into reviews (campaign_id, user_id, review_text, rating, proof,
        reviewer_name, reviewer_email, status, created_at)
      select ${campaign.id}::uuid, gen_random_uuid(), 'text ' || n, 1 + n % 5,
        'proofs/p' || n || '.webp', 'R', 'r@example.in', 'pending',
        now() - make_interval(secs => 1000 - n)
      from generate_series(1, ${count}) n`);
  });
}

async function moderator() {
  const profile = await newProfile("moderator");
  await testDb.db.insert(teamMembers).values({ phone: profile.phone });
  return profile;
}

async function heldBy(profileId: string) {
  return testDb.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.heldBy, profileId));
}

describe("one held review per person", () => {
  it(`leaves one held review after ${CALLS} parallel 'Next review' calls from two servers`, async () => {
    await pendingReviews(CALLS + 5);
    const person = await moderator();
    await moderator(); // a team of two or more
    const servers = [testDb.db, secondServer()];

    const outcomes = await Promise.all(
      Array.from({ length: CALLS }, (_, n) =>
        handOutNextReview(servers[n % 2] as Database, {
          moderatorId: person.id,
          order: n % 2 === 0 ? "risk" : "oldest",
        }),
      ),
    );

    const held = await heldBy(person.id);
    expect(held).toHaveLength(1);
    // Every call answered, each with the one review the person holds.
    expect(outcomes.map((outcome) => outcome.ok && outcome.reviewId)).toEqual(
      Array(CALLS).fill(held[0]?.id),
    );
  });

  it("lets the database refuse a second hold for the same person", async () => {
    await pendingReviews(2);
    const person = await moderator();
    const handed = await handOutNextReview(testDb.db, { moderatorId: person.id, order: "oldest" });
    if (!handed.ok) throw new Error(handed.reason);
    await expect(
      testDb.db.execute(sql`update reviews set held_by = ${person.id},
          held_at = now(), held_until = now() + interval '5 minutes'
        where id = (select id from reviews where status = 'pending' and held_by is null limit 1)`),
    ).rejects.toThrow();
    expect(await heldBy(person.id)).toHaveLength(1);
  });

  it("hands a new review once the old hold ran out, still one per person", async () => {
    await pendingReviews(3);
    const person = await moderator();
    const first = await handOutNextReview(testDb.db, {
      moderatorId: person.id,
      order: "oldest",
      now: DAY1,
    });
    if (!first.ok) throw new Error(first.reason);
    // The held review is withdrawn (by SQL: these rows bypass the slot counters) and the hold
    // runs out; a new ask ends the stale hold before the next one begins.
    await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(reviews).set({ status: "withdrawn" }).where(eq(reviews.id, first.reviewId));
    });
    const later = new Date(DAY1.getTime() + (HOLD_MINUTES + 1) * 60_000);
    const second = await handOutNextReview(testDb.db, {
      moderatorId: person.id,
      order: "oldest",
      now: later,
    });
    expect(second).toMatchObject({ ok: true });
    expect(await heldBy(person.id)).toEqual([{ id: second.ok && second.reviewId }]);
  });
});
