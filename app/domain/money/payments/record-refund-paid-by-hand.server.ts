import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { refunds, unappliedPayments } from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { HAND_REFERENCE_PATTERN } from "./hand-reference";
import { isKnownRefund } from "./refund-attention.server";

export type RecordRefundPaidByHandResult =
  | { ok: true }
  | { ok: false; reason: "not_admin" | "bad_reference" | "not_found" | "not_refused" };

export const recordRefundPaidByHandRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  bad_reference: {
    status: 400,
    field: "reference",
    title: "adminRefunds.referenceLabel",
    message: "adminRefunds.referenceInvalid",
  },
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  not_refused: {
    status: 409,
    title: "adminRefunds.notRefusedTitle",
    message: "adminRefunds.notRefusedText",
  },
} as const satisfies Refusals<
  "not_admin" | "bad_reference" | "not_found" | "not_refused",
  "reference"
>;

/**
 * The admin paid a refused refund back by hand (decision 088): the refund is processed with the
 * bank's reference and who recorded it. Only a refund the gateway refused and that no retry is
 * asking again (next_attempt_at null), so the gateway and the admin never both pay it. Its credit
 * note was issued when the refund was decided; Total Spent already counted it.
 */
export async function recordRefundPaidByHand(
  db: DbOrTx,
  input: { refundId: string; adminId: string; reference: string; now: Date },
): Promise<RecordRefundPaidByHandResult> {
  if ((await findRole(db, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
  const reference = input.reference.trim();
  if (!HAND_REFERENCE_PATTERN.test(reference)) return { ok: false, reason: "bad_reference" };
  if (!isUuid(input.refundId)) return { ok: false, reason: "not_found" };
  const done = {
    processedAt: input.now,
    nextAttemptAt: null,
    paidByHandReference: reference,
    paidByHandBy: input.adminId,
  };
  const [refund] = await db
    .update(refunds)
    .set({ ...done, status: "processed" })
    .where(
      and(
        eq(refunds.id, input.refundId),
        eq(refunds.status, "refused"),
        isNull(refunds.nextAttemptAt),
      ),
    )
    .returning({ id: refunds.id });
  if (refund) return { ok: true };
  const [unapplied] = await db
    .update(unappliedPayments)
    .set({ ...done, refundStatus: "processed" })
    .where(
      and(
        eq(unappliedPayments.id, input.refundId),
        eq(unappliedPayments.refundStatus, "refused"),
        isNull(unappliedPayments.nextAttemptAt),
      ),
    )
    .returning({ id: unappliedPayments.id });
  if (unapplied) return { ok: true };
  const found = await isKnownRefund(db, input.refundId);
  return { ok: false, reason: found ? "not_refused" : "not_found" };
}
