import { and, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, breaches, breachNotices } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** How long a notified breach's notice stays on /breach, where its SMS points. */
export const PUBLIC_NOTICE_DAYS = 365;

const noticeColumns = {
  id: breaches.id,
  occurredAt: breaches.occurredAt,
  discoveredAt: breaches.discoveredAt,
  notifiedAt: breaches.notifiedAt,
  noticeEn: breaches.noticeEn,
  noticeHi: breaches.noticeHi,
  contact: breaches.contact,
};

/**
 * The notice a signed-in person has not yet acknowledged, oldest first (one at a time), for the
 * banner of their next visit; read through the unread notices' partial index.
 */
export async function findUnreadNotice(db: DbOrTx, input: { profileId: string }) {
  if (!isUuid(input.profileId)) return null;
  const [notice] = await db
    .select(noticeColumns)
    .from(breachNotices)
    .innerJoin(breaches, eq(breaches.id, breachNotices.breachId))
    .where(and(eq(breachNotices.profileId, input.profileId), isNull(breachNotices.acknowledgedAt)))
    .orderBy(breachNotices.createdAt)
    .limit(1);
  return notice ?? null;
}

export type BreachNoticeView = NonNullable<Awaited<ReturnType<typeof findUnreadNotice>>>;

/**
 * The person says they have read the notice: recorded once, with its time (the record rule 7(2)
 * (b)(vi) reports on). Only their own notice; a second click changes nothing.
 */
export async function acknowledgeNotice(
  db: DbOrTx,
  input: { profileId: string; breachId: string; now?: Date },
): Promise<{ ok: true } | { ok: false; reason: "not_found" }> {
  if (!isUuid(input.profileId) || !isUuid(input.breachId))
    return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select({ id: breachNotices.id, acknowledgedAt: breachNotices.acknowledgedAt })
      .from(breachNotices)
      .where(
        and(
          eq(breachNotices.profileId, input.profileId),
          eq(breachNotices.breachId, input.breachId),
        ),
      )
      .for("update");
    if (!notice) return { ok: false, reason: "not_found" };
    if (notice.acknowledgedAt) return { ok: true };
    await tx
      .update(breachNotices)
      .set({ acknowledgedAt: now })
      .where(eq(breachNotices.id, notice.id));
    await tx.insert(auditEvents).values({
      type: "breach_notice_acknowledged",
      profileId: input.profileId,
      detail: { breachId: input.breachId },
      createdAt: now,
    });
    return { ok: true };
  });
}

/** The notices of the past year's notified breaches, newest first: /breach, where the SMS points. */
export async function listPublicNotices(db: DbOrTx, input: { now?: Date } = {}) {
  const since = new Date((input.now ?? new Date()).getTime() - PUBLIC_NOTICE_DAYS * 86_400_000);
  return db
    .select(noticeColumns)
    .from(breaches)
    .where(and(isNotNull(breaches.notifiedAt), gte(breaches.notifiedAt, since)))
    .orderBy(desc(breaches.notifiedAt))
    .limit(20);
}

/** The admin's record of every breach: what, when, how many told, SMS and reading, the Board. */
export async function listBreaches(db: DbOrTx) {
  return db
    .select({
      ...noticeColumns,
      nature: breaches.nature,
      extent: breaches.extent,
      dataAffected: breaches.dataAffected,
      scope: breaches.scope,
      city: breaches.city,
      listed: breaches.listed,
      windowFrom: breaches.windowFrom,
      windowTo: breaches.windowTo,
      notifiedCount: breaches.notifiedCount,
      boardToldAt: breaches.boardToldAt,
      boardReference: breaches.boardReference,
      createdAt: breaches.createdAt,
      // The outer row named in full: in a one-table select a column's name comes unqualified.
      smsSent: sql<number>`(select count(*)::int from ${breachNotices} n
        where n.breach_id = "breaches"."id" and n.sms_status = 'sent')`,
      smsFailed: sql<number>`(select count(*)::int from ${breachNotices} n
        where n.breach_id = "breaches"."id" and n.sms_status = 'failed')`,
      acknowledged: sql<number>`(select count(*)::int from ${breachNotices} n
        where n.breach_id = "breaches"."id" and n.acknowledged_at is not null)`,
    })
    .from(breaches)
    .orderBy(desc(breaches.createdAt))
    .limit(50);
}

export type BreachRecordRow = Awaited<ReturnType<typeof listBreaches>>[number];

/** The breaches whose notice this person has not yet acknowledged (the /breach page's buttons). */
export async function listUnreadBreachIds(
  db: DbOrTx,
  input: { profileId: string },
): Promise<string[]> {
  if (!isUuid(input.profileId)) return [];
  const rows = await db
    .select({ breachId: breachNotices.breachId })
    .from(breachNotices)
    .where(and(eq(breachNotices.profileId, input.profileId), isNull(breachNotices.acknowledgedAt)));
  return rows.map((row) => row.breachId);
}
