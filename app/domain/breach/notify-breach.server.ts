import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { auditEvents, breaches, breachNotices, profiles } from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { affectedWhere } from "./affected-people.server";
import { recordBreachRefusals } from "./record-breach.server";

export type NotifyBreachResult =
  | { ok: true; breachId: string; notified: number }
  | { ok: false; reason: "not_admin" | "not_found" | "already_notified" };

/** The same refusals as recording or changing a breach: both act on a breach not yet notified. */
export const notifyBreachRefusals: Refusals<Extract<NotifyBreachResult, { ok: false }>["reason"]> =
  recordBreachRefusals;

/**
 * The admin's confirmation (DPDP Rules r.7(1), decision 095): one notice for each affected person,
 * in their language, written in one transaction with the breach's record (when, how many). Each
 * notice is an outbox row: its SMS leaves after commit (sendBreachSms) and the notice waits on
 * the person's next visit until acknowledged. The breach row is locked first, so a second
 * confirmation (a double click, a retry) finds it notified and writes nothing; one person is
 * one notice (a unique key), whatever the list repeats.
 */
export async function notifyBreach(
  db: DbOrTx,
  input: { adminId: string; breachId: string; now?: Date },
): Promise<NotifyBreachResult> {
  const now = input.now ?? new Date();
  if (!isUuid(input.breachId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const [breach] = await tx
      .select()
      .from(breaches)
      .where(eq(breaches.id, input.breachId))
      .for("update");
    if (!breach) return { ok: false, reason: "not_found" };
    if (breach.notifiedAt) return { ok: false, reason: "already_notified" };
    // One statement: the affected are read and written together, so nobody joins in between.
    const written = await rowsOf<{ id: string }>(
      tx,
      sql`insert into ${breachNotices} (breach_id, profile_id, language, created_at)
        select ${breach.id}::uuid, ${profiles.id}, coalesce(${profiles.language}, 'en'),
          ${now.toISOString()}::timestamptz
        from ${profiles} where ${affectedWhere(breach)}
        on conflict do nothing returning id`,
    );
    await tx
      .update(breaches)
      .set({ notifiedAt: now, notifiedCount: written.length })
      .where(and(eq(breaches.id, breach.id), isNull(breaches.notifiedAt)));
    await tx.insert(auditEvents).values({
      type: "breach_notified",
      profileId: input.adminId,
      detail: { breachId: breach.id, notified: written.length },
      createdAt: now,
    });
    return { ok: true, breachId: breach.id, notified: written.length };
  });
}

/** Rule 7(2): when the Board was told, and its reference, as the admin records them. */
export async function recordBoardReport(
  db: DbOrTx,
  input: { adminId: string; breachId: string; toldAt: Date; reference: string },
): Promise<{ ok: true } | { ok: false; reason: "not_admin" | "not_found" }> {
  if (!isUuid(input.breachId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const updated = await tx
      .update(breaches)
      .set({ boardToldAt: input.toldAt, boardReference: input.reference })
      .where(eq(breaches.id, input.breachId))
      .returning({ id: breaches.id });
    if (updated.length === 0) return { ok: false, reason: "not_found" };
    await tx.insert(auditEvents).values({
      type: "breach_board_told",
      profileId: input.adminId,
      detail: { breachId: input.breachId, reference: input.reference },
    });
    return { ok: true };
  });
}
