import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { teamMembers } from "~/db/schema";
import { handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import {
  activeCampaign,
  newProfile,
  setUpReviewsDatabase,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const CALLS = 50;
let secondPool: pg.Pool | undefined;
afterAll(async () => {
  await secondPool?.end();
});

/** On PostgreSQL a second pool stands for a second server; on PGlite the one database serves. */
function secondServer(): Database {
  if (!testDb.url) return testDb.db;
  return drizzle({ client: secondServerPool(testDb.url), schema }) as unknown as Database;
}

function secondServerPool(url: string): pg.Pool {
  secondPool ??= new pg.Pool({ connectionString: url, max: 10 });
  return secondPool;
}

describe("'Next review' under load", () => {
  it(`hands ${CALLS} parallel calls from two servers ${CALLS} different reviews`, async () => {
    const campaign = await activeCampaign({ target: 1000 });
    // Pending reviews by SQL: the hand-out reads only status, order and holds.
    await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into reviews (campaign_id, user_id, review_text, rating, proof,
          reviewer_name, reviewer_email, status, created_at)
        select ${campaign.id}::uuid, gen_random_uuid(), 'text ' || n, 1 + n % 5,
          'proofs/p' || n || '.webp', 'R', 'r@example.in', 'pending',
          now() - make_interval(secs => 1000 - n)
        from generate_series(1, ${CALLS + 10}) n`);
    });
    const moderators = [];
    for (let n = 0; n < CALLS; n++) moderators.push(await newProfile("moderator"));
    await testDb.db
      .insert(teamMembers)
      .values(moderators.map((profile) => ({ phone: profile.phone })));
    const servers = [testDb.db, secondServer()];

    const outcomes = await Promise.all(
      moderators.map((moderator, n) =>
        handOutNextReview(servers[n % 2] as Database, {
          moderatorId: moderator.id,
          order: n % 3 === 0 ? "risk" : "oldest",
        }),
      ),
    );

    const ids = outcomes.map((outcome) => (outcome.ok ? outcome.reviewId : outcome.reason));
    expect(ids.every((id) => id.length === 36)).toBe(true);
    expect(new Set(ids).size).toBe(CALLS);
  });

  it("passes over a review another server has locked, without waiting for it", async () => {
    const [moderator, other] = [await newProfile("moderator"), await newProfile("moderator")];
    await testDb.db
      .insert(teamMembers)
      .values([{ phone: moderator.phone }, { phone: other.phone }]);
    const first = await handOutNextReview(testDb.db, { moderatorId: other.id, order: "oldest" });
    expect(first.ok).toBe(true);
    if (!testDb.url || !first.ok) return; // PGlite: one connection, no lock can be held beside it.
    // Another server is inside a transaction on the next review: this hand-out skips it.
    await testDb.db.execute(sql`update reviews set held_until = null, held_by = null
      where id = ${first.reviewId}`);
    const locker = await secondServerPool(testDb.url).connect();
    try {
      await locker.query("begin");
      await locker.query("select id from reviews where id = $1 for update", [first.reviewId]);
      const handed = await testDb.db.transaction(async (tx) => {
        // Without 'skip locked' the hand-out would wait for the lock and fail here.
        await tx.execute(sql`set local lock_timeout = '3s'`);
        return handOutNextReview(tx, { moderatorId: moderator.id, order: "oldest" });
      });
      expect(handed).toMatchObject({ ok: true });
      expect(handed.ok && handed.reviewId).not.toBe(first.reviewId);
    } finally {
      await locker.query("rollback");
      locker.release();
    }
  });
});
