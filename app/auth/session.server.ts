import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { appealAnswers, breachNotices, profiles, sessions, suspensions } from "~/db/schema";
import { type Client, hashClient, recordClientMarks } from "~/domain/trust/client-marks.server";

export type Profile = typeof profiles.$inferSelect;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is renewed on use once less than half of its lifetime remains. */
export const SESSION_RENEW_BELOW_MS = SESSION_TTL_MS / 2;

/** Only this hash of the cookie token is stored, so a database leak cannot sign anyone in. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Signs a profile in: returns the cookie token, of which only the hash is kept. The client's
 * network and device are remembered as the account's salted marks (decision 027), in the same
 * transaction.
 */
export async function createSession(
  db: DbOrTx,
  options: { profileId: string; now?: Date; client?: Client; clientSalt?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const marks = hashClient(options.client, options.clientSalt);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ tokenHash: hashSessionToken(token), profileId: options.profileId, expiresAt });
    await recordClientMarks(tx, { profileId: options.profileId, marks, now });
  });
  return { token, expiresAt };
}

/** The signed-in profile for a cookie token, renewing the session when it is past half-life. */
export async function findSession(
  db: DbOrTx,
  options: { token: string; now?: Date },
): Promise<{
  sessionId: string;
  profile: Profile;
  expiresAt: Date;
  renewed: boolean;
  unread: UnreadNotices;
} | null> {
  const now = options.now ?? new Date();
  const [row] = await sessionQueryOf(db).execute({ tokenHash: hashSessionToken(options.token) });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  const found = {
    sessionId: row.sessionId,
    profile: row.profile,
    unread: { breachNotice: row.unreadBreachNotice, liftAnswer: row.unreadLiftAnswer },
  };
  if (row.expiresAt.getTime() - now.getTime() >= SESSION_RENEW_BELOW_MS) {
    return { ...found, expiresAt: row.expiresAt, renewed: false };
  }
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
  return { ...found, expiresAt, renewed: true };
}

/**
 * The session's statement, built once per database handle (decision 137): every signed-in page
 * runs it, and Drizzle would otherwise build its SQL (the profile's columns, three subqueries)
 * on every request.
 */
const sessionQueryOf = (db: DbOrTx) => builtOnce(db, "find_session", prepareSessionQuery);

function prepareSessionQuery(db: DbOrTx, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      profile: profiles,
      // Whether a notice waits for the person (the root loader reads one only then): two index
      // probes here instead of two more statements on every signed-in page (issue 50).
      unreadBreachNotice: sql<boolean>`exists (select 1 from ${breachNotices} where ${breachNotices.profileId} = ${profiles.id} and ${breachNotices.acknowledgedAt} is null)`,
      unreadLiftAnswer: sql<boolean>`exists (select 1 from ${appealAnswers} where ${appealAnswers.profileId} = ${profiles.id} and ${appealAnswers.kind} = 'suspension_lifted' and ${appealAnswers.readAt} is null)`,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        // A suspended account is signed out everywhere (decision 071), even by a session that
        // started while the suspension committed.
        sql`not exists (select 1 from ${suspensions} where ${suspensions.profileId} = ${profiles.id} and ${suspensions.liftedAt} is null)`,
      ),
    )
    .limit(1)
    .prepare(name);
}

/** The notices a signed-in person has not read yet, known with their session. */
export type UnreadNotices = { breachNotice: boolean; liftAnswer: boolean };

/** Which of these sessions are still signed in: one query per 1,000 ids, for the live streams' heartbeat. */
export async function liveSessionIds(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: Date = new Date(),
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += 1000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(start, start + 1000)),
          gt(sessions.expiresAt, now),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/** Signs out the browser holding this token. */
export async function deleteSession(db: DbOrTx, options: { token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(options.token)));
}

/** Signs out every other browser of a profile; without keepToken, every browser. */
export async function deleteOtherSessions(
  db: DbOrTx,
  options: { profileId: string; keepToken?: string },
): Promise<void> {
  const ofProfile = eq(sessions.profileId, options.profileId);
  await db
    .delete(sessions)
    .where(
      options.keepToken === undefined
        ? ofProfile
        : and(ofProfile, ne(sessions.tokenHash, hashSessionToken(options.keepToken))),
    );
}

/** Signs out every browser of a profile (after a password reset). */
export async function deleteAllSessions(db: DbOrTx, options: { profileId: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.profileId, options.profileId));
}
