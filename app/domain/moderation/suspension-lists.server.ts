import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, suspensions } from "~/db/schema";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import type { KeysetWindow } from "~/domain/shared/list-pages";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/** The most appeals the admin's tab shows at once, oldest first. */
export const APPEALS_SHOWN = 25;

/** The account's suspension in force, if any: what sign-in checks (decision 071). */
export async function findActiveSuspension(
  db: DbOrTx,
  profileId: string,
): Promise<{ id: string } | null> {
  if (!isUuid(profileId)) return null;
  const [row] = await db
    .select({ id: suspensions.id })
    .from(suspensions)
    .where(and(eq(suspensions.profileId, profileId), isNull(suspensions.liftedAt)))
    .limit(1);
  return row ?? null;
}

/** A suspension and its appeal, as both its person and the admin read them. */
const suspensionColumns = {
  id: suspensions.id,
  category: suspensions.category,
  reason: suspensions.reason,
  createdAt: suspensions.createdAt,
  appealMessage: suspensions.appealMessage,
  appealedAt: suspensions.appealedAt,
};

/** What the suspended person reads about their own suspension on /suspended. */
export async function findSuspensionForPerson(db: DbOrTx, suspensionId: string) {
  if (!isUuid(suspensionId)) return null;
  const [row] = await db
    .select({
      ...suspensionColumns,
      decision: suspensions.decision,
      reply: suspensions.reply,
      decidedAt: suspensions.decidedAt,
      liftedAt: suspensions.liftedAt,
    })
    .from(suspensions)
    .where(eq(suspensions.id, suspensionId));
  return row ?? null;
}

/** The person a suspension names, as the admin's lists show them. */
const personColumns = {
  role: profiles.role,
  username: profiles.username,
  businessName: profiles.businessName,
  idTail: sql<string>`right(${profiles.id}::text, 6)`,
  /** The language they read (their SMS's): the reply form says so (decision 109). */
  language: profiles.language,
};

/**
 * The suspensions in force, newest first, a keyset page read through `suspensions_active_idx`,
 * with each one's appeal and the admin's answer to it; nothing for anyone but an admin.
 */
export async function listSuspensionsInForce(
  db: DbOrTx,
  input: { adminId: string } & KeysetWindow,
) {
  const page = keysetPage({ at: suspensions.createdAt, id: suspensions.id }, "desc", input);
  const rows = await db
    .select({
      ...suspensionColumns,
      ...personColumns,
      decision: suspensions.decision,
      decidedAt: suspensions.decidedAt,
      cursorAt: cursorTime(suspensions.createdAt),
    })
    .from(suspensions)
    .innerJoin(profiles, eq(profiles.id, suspensions.profileId))
    .where(and(isNull(suspensions.liftedAt), isAdmin(input.adminId), page.where))
    .orderBy(...page.orderBy)
    .limit(input.limit)
    .offset(page.offset);
  return pageRows(rows, page);
}

/** How many suspensions are in force: the pager's total (a handful, counted from the index). */
export async function countSuspensionsInForce(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(suspensions)
    .where(isNull(suspensions.liftedAt));
  return row?.count ?? 0;
}

/**
 * The appeals waiting for the admin, oldest first, with the suspension and the person; read
 * through `suspensions_appeals_idx`, and nothing for anyone but an admin.
 */
export async function listWaitingAppeals(db: DbOrTx, input: { adminId: string }) {
  const [rows, count] = await Promise.all([
    db
      .select({
        ...suspensionColumns,
        ...personColumns,
      })
      .from(suspensions)
      .innerJoin(profiles, eq(profiles.id, suspensions.profileId))
      .where(waitingAppeals(input))
      .orderBy(asc(suspensions.appealedAt), asc(suspensions.id))
      .limit(APPEALS_SHOWN),
    countWaitingAppeals(db, input),
  ]);
  return { list: rows, count };
}

/**
 * The waiting appeals' count as a scalar subquery, for the statement that reads every badge of
 * the admin's dashboard at once (admin-counts.server.ts).
 */
export const waitingAppealsCount = sql<number>`(select count(*)::int from ${suspensions}
  where ${isNotNull(suspensions.appealedAt)} and ${isNull(suspensions.decision)})`;

async function countWaitingAppeals(db: DbOrTx, input: { adminId: string }) {
  const [counted] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(suspensions)
    .where(waitingAppeals(input));
  return counted?.count ?? 0;
}

function waitingAppeals(input: { adminId: string }) {
  return and(
    isNotNull(suspensions.appealedAt),
    isNull(suspensions.decision),
    isAdmin(input.adminId),
  );
}

export type WaitingAppeal = Awaited<ReturnType<typeof listWaitingAppeals>>["list"][number];
