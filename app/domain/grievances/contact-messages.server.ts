import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, contactMessages } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import type { Language } from "~/i18n/languages";

/**
 * Messages from the contact page (decision 099). The page says 'Write to us and we will reply'
 * and, once sent, 'We will get back to you shortly': the message is kept here until the admin has
 * answered it by email and marked it answered, and for a year after it arrived.
 */

/** The messages the admin sees at once; the rest wait their turn, oldest first. */
export const CONTACT_MESSAGES_SHOWN = 20;

/** What 'shortly' means to us: a message older than this is shown to the admin as waiting long. */
export const CONTACT_REPLY_HOURS = 48;

/** Keeps one message from the contact page; the form's schema has read and cleaned each field. */
export async function storeContactMessage(
  db: DbOrTx,
  input: {
    fullName: string;
    email: string;
    message: string;
    language: Language;
    ip?: string;
    now?: Date;
  },
): Promise<{ id: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        fullName: input.fullName,
        email: input.email,
        message: input.message,
        language: input.language,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    if (!stored) throw new Error("contact message not stored");
    await tx.insert(auditEvents).values({
      type: "contact_message_received",
      ip: input.ip ?? null,
      detail: { contactMessageId: stored.id },
      createdAt: now,
    });
    return stored;
  });
}

const waiting = isNull(contactMessages.answeredAt);

/** The messages nobody has answered yet, oldest first. */
export async function listWaitingContactMessages(db: DbOrTx) {
  return db
    .select({
      id: contactMessages.id,
      fullName: contactMessages.fullName,
      email: contactMessages.email,
      message: contactMessages.message,
      language: contactMessages.language,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(waiting)
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .limit(CONTACT_MESSAGES_SHOWN);
}

/** How many messages wait for an answer, and how many of them have waited past the promise. */
export async function countWaitingContactMessages(
  db: DbOrTx,
  input: { now?: Date } = {},
): Promise<{ waiting: number; late: number }> {
  const now = input.now ?? new Date();
  const late = new Date(now.getTime() - CONTACT_REPLY_HOURS * 60 * 60 * 1000).toISOString();
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      late: sql<number>`(count(*) filter (where ${contactMessages.createdAt} <= ${late}::timestamptz))::int`,
    })
    .from(contactMessages)
    .where(waiting);
  return { waiting: row?.waiting ?? 0, late: row?.late ?? 0 };
}

/** Whether a waiting message has waited longer than 'shortly'. */
export function isLateContactMessage(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= CONTACT_REPLY_HOURS * 60 * 60 * 1000;
}

export type MarkContactAnsweredResult =
  | { ok: true }
  | { ok: false; reason: "not_admin" | "not_found" | "already_answered" };

/** How the admin's list answers a refused 'Mark as answered'. */
export const markContactAnsweredRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  already_answered: {
    status: 409,
    title: "grievanceAdmin.refusedTitle",
    message: "grievanceAdmin.contact.alreadyAnswered",
  },
} as const satisfies Refusals<ReasonOf<MarkContactAnsweredResult>>;

/**
 * 'Mark as answered', after the admin has written to the sender: who and when are kept, and the
 * message leaves the list. Marked once.
 */
export async function markContactMessageAnswered(
  db: DbOrTx,
  input: { adminId: string; messageId: string; now?: Date },
): Promise<MarkContactAnsweredResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<MarkContactAnsweredResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.messageId)) return { ok: false, reason: "not_found" };
    const [marked] = await tx
      .update(contactMessages)
      .set({ answeredAt: now, answeredBy: input.adminId })
      .where(and(eq(contactMessages.id, input.messageId), waiting))
      .returning({ id: contactMessages.id });
    if (!marked) {
      const [row] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, input.messageId));
      return { ok: false, reason: row ? "already_answered" : "not_found" };
    }
    await tx.insert(auditEvents).values({
      type: "contact_message_answered",
      profileId: input.adminId,
      detail: { contactMessageId: marked.id },
      createdAt: now,
    });
    return { ok: true };
  });
}
