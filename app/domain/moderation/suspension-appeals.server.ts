import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { appealAnswers, auditEvents, suspensions } from "~/db/schema";
import { releaseSuspensionHolds } from "~/domain/money/payouts/suspension-holds.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { publishEvents } from "~/events/bus.server";
import {
  MAX_APPEAL_LENGTH,
  MAX_SUSPENSION_REASON_LENGTH,
  MIN_APPEAL_LENGTH,
  readTypedText,
} from "./suspension-texts";

export type AppealSuspensionResult =
  | { ok: true }
  | {
      ok: false;
      reason:
        | "not_found"
        | "already_appealed"
        | "message_required"
        | "message_invalid"
        | "message_too_short"
        | "message_too_long";
    };

const messageField = { status: 400, field: "message", title: "input.refusedTitle" } as const;

/** How the suspended person's appeal form answers: its message's refusals at the field. */
export const appealSuspensionRefusals = {
  not_found: { status: 404, title: "suspended.goneTitle", message: "suspended.goneText" },
  already_appealed: {
    status: 409,
    title: "suspended.alreadyAppealedTitle",
    message: "suspended.alreadyAppealedText",
  },
  message_required: { ...messageField, message: "suspended.messageRequired" },
  message_invalid: { ...messageField, message: "input.controlCharacters" },
  message_too_short: {
    ...messageField,
    message: "suspended.messageTooShort",
    values: { min: MIN_APPEAL_LENGTH },
  },
  message_too_long: {
    ...messageField,
    message: "input.tooLong",
    values: { max: MAX_APPEAL_LENGTH },
  },
} as const satisfies Refusals<ReasonOf<AppealSuspensionResult>, "message">;

/**
 * The suspended person appeals, once (decision 071): the first appeal of an active suspension is
 * kept and reaches the admin's Appeals queue; any later one is refused.
 */
export async function appealSuspension(
  db: DbOrTx,
  input: { suspensionId: string; message: string; now?: Date },
): Promise<AppealSuspensionResult> {
  const now = input.now ?? new Date();
  const message = readTypedText(input.message, { min: MIN_APPEAL_LENGTH, max: MAX_APPEAL_LENGTH });
  if (!message.ok) return { ok: false, reason: `message_${message.refusal}` };
  if (!isUuid(input.suspensionId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<AppealSuspensionResult> => {
    const [appealed] = await tx
      .update(suspensions)
      .set({ appealMessage: message.text, appealedAt: now })
      .where(
        and(
          eq(suspensions.id, input.suspensionId),
          isNull(suspensions.liftedAt),
          isNull(suspensions.appealedAt),
        ),
      )
      .returning({ id: suspensions.id, profileId: suspensions.profileId });
    if (!appealed) {
      const [row] = await tx
        .select({ liftedAt: suspensions.liftedAt })
        .from(suspensions)
        .where(eq(suspensions.id, input.suspensionId));
      return { ok: false, reason: row && !row.liftedAt ? "already_appealed" : "not_found" };
    }
    await tx.insert(auditEvents).values({
      type: "suspension_appealed",
      profileId: appealed.profileId,
      detail: { suspensionId: appealed.id },
      createdAt: now,
    });
    await publishEvents(tx, [{ to: { role: "admin" }, topics: ["appeal-queue"] }]);
    return { ok: true };
  });
}

export type DecideAppealResult =
  | { ok: true; decision: "lifted" | "kept"; releasedPayouts: number }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "not_found"
        | "not_waiting"
        | "reply_required"
        | "reply_invalid"
        | "reply_too_long";
    };

const replyField = { status: 400, field: "reply", title: "input.refusedTitle" } as const;

export const decideAppealRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  not_waiting: {
    status: 409,
    title: "suspensionAdmin.refusedTitle",
    message: "suspensionAdmin.alreadyDecided",
  },
  reply_required: { ...replyField, message: "suspensionAdmin.replyRequired" },
  reply_invalid: { ...replyField, message: "input.controlCharacters" },
  reply_too_long: {
    ...replyField,
    message: "input.tooLong",
    values: { max: MAX_SUSPENSION_REASON_LENGTH },
  },
} as const satisfies Refusals<ReasonOf<DecideAppealResult>, "reply">;

/**
 * The admin answers an appeal with a reply the person reads: 'lift' ends the suspension (sign-in
 * works again, payouts held for it go back to the usual flow; reviews it rejected stay rejected),
 * 'keep' leaves it in force. Lifting needs no appeal and may follow a 'keep': the admin may end a
 * suspension in force at any time (decision 071). Exactly one of concurrent answers wins. The
 * answer is told to the person (decision 109): an `appeal_answers` row is its SMS's outbox.
 */
export async function decideAppeal(
  db: DbOrTx,
  input: {
    adminId: string;
    suspensionId: string;
    decision: "lift" | "keep";
    reply: string;
    now?: Date;
  },
): Promise<DecideAppealResult> {
  const now = input.now ?? new Date();
  const reply = readTypedText(input.reply, { max: MAX_SUSPENSION_REASON_LENGTH });
  return db.transaction(async (tx): Promise<DecideAppealResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!reply.ok) {
      if (reply.refusal === "invalid") return { ok: false, reason: "reply_invalid" };
      if (reply.refusal === "too_long") return { ok: false, reason: "reply_too_long" };
      return { ok: false, reason: "reply_required" };
    }
    if (!isUuid(input.suspensionId)) return { ok: false, reason: "not_found" };
    const lift = input.decision === "lift";
    const [decided] = await tx
      .update(suspensions)
      .set({
        decision: lift ? "lifted" : "kept",
        reply: reply.text,
        decidedBy: input.adminId,
        decidedAt: now,
        ...(lift ? { liftedAt: now } : {}),
      })
      .where(
        and(
          eq(suspensions.id, input.suspensionId),
          isNull(suspensions.liftedAt),
          lift ? undefined : and(isNull(suspensions.decision), isNotNull(suspensions.appealedAt)),
        ),
      )
      .returning({ id: suspensions.id, profileId: suspensions.profileId });
    if (!decided) {
      const [row] = await tx
        .select({ id: suspensions.id })
        .from(suspensions)
        .where(eq(suspensions.id, input.suspensionId));
      return { ok: false, reason: row ? "not_waiting" : "not_found" };
    }
    const releasedPayouts = lift
      ? await releaseSuspensionHolds(tx, { userId: decided.profileId, adminId: input.adminId, now })
      : 0;
    // The person hears of it: an SMS after commit, and a lifted one's reply on their next screen.
    await tx
      .insert(appealAnswers)
      .values({
        profileId: decided.profileId,
        kind: lift ? "suspension_lifted" : "suspension_kept",
        suspensionId: decided.id,
        createdAt: now,
      })
      .onConflictDoNothing();
    await tx.insert(auditEvents).values({
      type: lift ? "suspension_lifted" : "suspension_kept",
      profileId: input.adminId,
      detail: { suspensionId: decided.id, accountId: decided.profileId, releasedPayouts },
      createdAt: now,
    });
    await publishEvents(tx, [{ to: { role: "admin" }, topics: ["appeal-queue"] }]);
    return { ok: true, decision: lift ? "lifted" : "kept", releasedPayouts };
  });
}
