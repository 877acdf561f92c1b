import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { appealAnswers, suspensions } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** A lifted suspension's answer its person has not yet said they read (decision 109). */
export type UnreadLiftAnswer = {
  id: string;
  liftedAt: Date;
  /** The admin's reply as written; the page shows it as their words beside a translated frame. */
  reply: string | null;
  appealed: boolean;
};

/**
 * The answer the person's next signed-in screen shows after 'Lift suspension': the newest
 * unread one (a person suspended and lifted twice reads the latest first, then the earlier).
 */
export async function findUnreadLiftAnswer(
  db: DbOrTx,
  input: { profileId: string },
): Promise<UnreadLiftAnswer | null> {
  const [row] = await db
    .select({
      id: appealAnswers.id,
      liftedAt: suspensions.liftedAt,
      reply: suspensions.reply,
      appealedAt: suspensions.appealedAt,
    })
    .from(appealAnswers)
    .innerJoin(suspensions, eq(suspensions.id, appealAnswers.suspensionId))
    .where(
      and(
        eq(appealAnswers.profileId, input.profileId),
        eq(appealAnswers.kind, "suspension_lifted"),
        isNull(appealAnswers.readAt),
      ),
    )
    .orderBy(desc(appealAnswers.createdAt))
    .limit(1);
  if (!row?.liftedAt) return null;
  return {
    id: row.id,
    liftedAt: row.liftedAt,
    reply: row.reply,
    appealed: row.appealedAt !== null,
  };
}

/** 'I have read it': recorded for the person's own answer only; reading twice changes nothing. */
export async function markLiftAnswerRead(
  db: DbOrTx,
  input: { profileId: string; answerId: string; now?: Date },
): Promise<{ ok: true } | { ok: false; reason: "not_found" }> {
  if (!isUuid(input.answerId)) return { ok: false, reason: "not_found" };
  const [row] = await db
    .select({ readAt: appealAnswers.readAt })
    .from(appealAnswers)
    .where(
      and(
        eq(appealAnswers.id, input.answerId),
        eq(appealAnswers.profileId, input.profileId),
        eq(appealAnswers.kind, "suspension_lifted"),
      ),
    );
  if (!row) return { ok: false, reason: "not_found" };
  if (!row.readAt) {
    await db
      .update(appealAnswers)
      .set({ readAt: input.now ?? new Date() })
      .where(and(eq(appealAnswers.id, input.answerId), isNull(appealAnswers.readAt)));
  }
  return { ok: true };
}
