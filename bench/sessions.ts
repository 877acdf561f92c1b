/**
 * Signs the bench's fixed accounts in the way the app does: a session row made by the app's own
 * createSession (only the token's hash is stored) and the cookie signed with SESSION_SECRET by
 * the app's own cookie. Done before the server starts, so the embedded database is free.
 */

import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { createSession } from "~/auth/session.server";
import { sessionCookie } from "~/auth/session-cookie.server";
import type { Database } from "~/db/client.server";
import { embeddedExtensions } from "~/db/prepared-pglite.server";
import * as schema from "~/db/schema";
import { BENCH_MODERATOR_PHONE, fixed } from "./fixtures";

export type BenchCookies = { admin: string; reviewer: string; business: string; moderator: string };

/**
 * The bench's moderator (decision 067), made here rather than in generate.sql so the data's
 * fingerprint stays: on the team, holding the oldest pending review (a revised or flagged one
 * when the queue has one, the workbench's costliest card) for a day.
 */
async function moderatorHoldingAReview(db: Database) {
  await db
    .insert(schema.profiles)
    .values({
      id: fixed.moderatorId,
      phone: BENCH_MODERATOR_PHONE,
      role: "moderator",
      username: "moderator",
    })
    .onConflictDoNothing();
  await db
    .insert(schema.teamMembers)
    .values({ phone: BENCH_MODERATOR_PHONE, invitedBy: fixed.adminId })
    .onConflictDoNothing();
  await db.execute(sql`update reviews set held_by = null, held_at = null, held_until = null
    where held_by = ${fixed.moderatorId}`);
  await db.execute(sql`update reviews
    set held_by = ${fixed.moderatorId}, held_at = now(), held_until = now() + interval '1 day'
    where id = (select r.id from reviews r where r.status = 'pending'
      order by (r.revision_count > 0 or exists (select 1 from review_flags f
        where f.review_id = r.id)) desc, r.created_at limit 1)`);
}

async function signIn(db: Database, secret: string): Promise<BenchCookies> {
  const cookie = sessionCookie({ secret, secure: true });
  const header = async (profileId: string) => {
    const { token } = await createSession(db, { profileId });
    // "rk_session=…; Path=/; …": a browser sends back only the first part.
    return (await cookie.serialize(token)).split(";")[0] ?? "";
  };
  await moderatorHoldingAReview(db);
  return {
    moderator: await header(fixed.moderatorId),
    admin: await header(fixed.adminId),
    reviewer: await header(fixed.reviewerId),
    business: await header(fixed.businessId),
  };
}

export async function signInOnPostgres(url: string, secret: string): Promise<BenchCookies> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await signIn(drizzlePg({ client: pool, schema }) as unknown as Database, secret);
  } finally {
    await pool.end();
  }
}

export async function signInOnPglite(dataDir: string, secret: string): Promise<BenchCookies> {
  const client = new PGlite(path.join(dataDir, "db"), { extensions: embeddedExtensions });
  await client.waitReady;
  try {
    return await signIn(drizzlePglite({ client, schema }) as unknown as Database, secret);
  } finally {
    await client.close();
  }
}
