import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import {
  auditEvents,
  type ComplaintOutcome,
  type ComplaintSmsKind,
  complaintSms,
  complaints,
} from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { readText } from "~/forms/text";

/** The longest acknowledgement or decision the admin writes; the complainant reads it whole. */
export const MAX_COMPLAINT_REPLY_LENGTH = 1000;

type TextReason = "required" | "invalid" | "too_long";
export type AnswerComplaintResult =
  | { ok: true }
  | {
      ok: false;
      reason: "not_admin" | "not_found" | "already_answered" | `reply_${TextReason}`;
    };

const replyField = { status: 400, field: "reply", title: "input.refusedTitle" } as const;

/** How the Complaints tab answers a refused acknowledgement or decision. */
export const answerComplaintRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  already_answered: {
    status: 409,
    title: "grievanceAdmin.refusedTitle",
    message: "grievanceAdmin.alreadyAnswered",
  },
  reply_required: { ...replyField, message: "grievanceAdmin.replyRequired" },
  reply_invalid: { ...replyField, message: "input.controlCharacters" },
  reply_too_long: {
    ...replyField,
    message: "input.tooLong",
    values: { max: MAX_COMPLAINT_REPLY_LENGTH },
  },
} as const satisfies Refusals<ReasonOf<AnswerComplaintResult>, "reply">;

type Answer = {
  adminId: string;
  complaintId: string;
  reply: string;
  now?: Date;
};

/**
 * 'Acknowledge': the first clock stops, the complainant is sent an SMS (after commit) and reads
 * the message on the status page. Only an open complaint is acknowledged, once.
 */
export function acknowledgeComplaint(db: DbOrTx, input: Answer): Promise<AnswerComplaintResult> {
  return answer(db, input, "acknowledged", async (tx, now, reply) =>
    tx
      .update(complaints)
      .set({
        status: "acknowledged",
        acknowledgedAt: now,
        acknowledgedBy: input.adminId,
        acknowledgement: reply,
      })
      .where(and(eq(complaints.id, input.complaintId), eq(complaints.status, "open")))
      .returning({ id: complaints.id, ticketNumber: complaints.ticketNumber }),
  );
}

/**
 * 'Decide': the outcome and a reply in words; both clocks stop (a complaint decided before it
 * was acknowledged is acknowledged by the decision). Decided once; never reopened.
 */
export function decideComplaint(
  db: DbOrTx,
  input: Answer & { outcome: ComplaintOutcome },
): Promise<AnswerComplaintResult> {
  return answer(db, input, "decided", async (tx, now, reply) =>
    tx
      .update(complaints)
      .set({
        status: "decided",
        acknowledgedAt: sql`coalesce(${complaints.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
        acknowledgedBy: sql`coalesce(${complaints.acknowledgedBy}, ${input.adminId}::uuid)`,
        decidedAt: now,
        decidedBy: input.adminId,
        outcome: input.outcome,
        decision: reply,
      })
      .where(
        and(
          eq(complaints.id, input.complaintId),
          inArray(complaints.status, ["open", "acknowledged"]),
        ),
      )
      .returning({ id: complaints.id, ticketNumber: complaints.ticketNumber }),
  );
}

/** The reply as the complainant will read it (trimmed, line breaks kept), or why it is refused. */
export function readReply(
  typed: string,
): { ok: true; text: string } | { ok: false; refusal: TextReason } {
  const text = readText(typed, { multiline: true });
  if (text === "") return { ok: false, refusal: "required" };
  if (text === null) return { ok: false, refusal: "invalid" };
  if (text.length > MAX_COMPLAINT_REPLY_LENGTH) return { ok: false, refusal: "too_long" };
  return { ok: true, text };
}

async function answer(
  db: DbOrTx,
  input: Answer & { outcome?: ComplaintOutcome },
  kind: Exclude<ComplaintSmsKind, "received">,
  update: (
    tx: Transaction,
    now: Date,
    reply: string,
  ) => Promise<Array<{ id: string; ticketNumber: string }>>,
): Promise<AnswerComplaintResult> {
  const now = input.now ?? new Date();
  const reply = readReply(input.reply);
  return db.transaction(async (tx): Promise<AnswerComplaintResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!reply.ok) return { ok: false, reason: `reply_${reply.refusal}` };
    if (!isUuid(input.complaintId)) return { ok: false, reason: "not_found" };
    const [answered] = await update(tx, now, reply.text);
    if (!answered) {
      const [row] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .where(eq(complaints.id, input.complaintId));
      return { ok: false, reason: row ? "already_answered" : "not_found" };
    }
    await tx.insert(complaintSms).values({ complaintId: answered.id, kind, createdAt: now });
    await tx.insert(auditEvents).values({
      type: `complaint_${kind}`,
      profileId: input.adminId,
      detail: {
        complaintId: answered.id,
        ticketNumber: answered.ticketNumber,
        ...(input.outcome ? { outcome: input.outcome } : {}),
      },
      createdAt: now,
    });
    return { ok: true };
  });
}
