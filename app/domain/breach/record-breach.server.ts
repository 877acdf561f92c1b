import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, type BreachNoticeParts, breaches } from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import type { AffectedPeople } from "./affected-people.server";

export type BreachRecordInput = AffectedPeople & {
  occurredAt: Date;
  discoveredAt: Date;
  nature: string;
  extent: string;
  dataAffected: string;
  noticeEn: BreachNoticeParts;
  noticeHi: BreachNoticeParts;
  contact: string;
};

export type RecordBreachResult =
  | { ok: true; breachId: string }
  | { ok: false; reason: "not_admin" | "not_found" | "already_notified" };

export const recordBreachRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "breachAdmin.goneTitle", message: "breachAdmin.goneText" },
  already_notified: {
    status: 409,
    title: "breachAdmin.alreadyNotifiedTitle",
    message: "breachAdmin.alreadyNotifiedText",
  },
} satisfies Refusals<Extract<RecordBreachResult, { ok: false }>["reason"]>;

/**
 * Records a breach as a draft (decision 095), or changes a draft the admin is still writing:
 * nobody is told until the admin confirms (notifyBreach), and a notified breach's notice no
 * longer changes. Admin only; the audit log keeps who recorded it.
 */
export async function recordBreach(
  db: DbOrTx,
  input: { adminId: string; breachId?: string; breach: BreachRecordInput; now?: Date },
): Promise<RecordBreachResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const values = {
      ...input.breach,
      city: input.breach.scope === "city" ? input.breach.city : null,
      listed: input.breach.scope === "list" ? input.breach.listed : null,
      windowFrom: input.breach.scope === "window" ? input.breach.windowFrom : null,
      windowTo: input.breach.scope === "window" ? input.breach.windowTo : null,
    };
    if (input.breachId !== undefined) {
      if (!isUuid(input.breachId)) return { ok: false, reason: "not_found" };
      const [draft] = await tx
        .select({ notifiedAt: breaches.notifiedAt })
        .from(breaches)
        .where(eq(breaches.id, input.breachId))
        .for("update");
      if (!draft) return { ok: false, reason: "not_found" };
      if (draft.notifiedAt) return { ok: false, reason: "already_notified" };
      await tx
        .update(breaches)
        .set(values)
        .where(and(eq(breaches.id, input.breachId), isNull(breaches.notifiedAt)));
      return { ok: true, breachId: input.breachId };
    }
    const [created] = await tx
      .insert(breaches)
      .values({ ...values, recordedBy: input.adminId, createdAt: now })
      .returning({ id: breaches.id });
    if (!created) throw new Error("breach not stored");
    await tx.insert(auditEvents).values({
      type: "breach_recorded",
      profileId: input.adminId,
      detail: { breachId: created.id, scope: input.breach.scope },
      createdAt: now,
    });
    return { ok: true, breachId: created.id };
  });
}
