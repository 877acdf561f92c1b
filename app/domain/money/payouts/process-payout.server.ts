import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { payouts } from "~/db/schema";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import type { ReasonOf, Refusal, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { CONTROL_CHARACTERS_MESSAGE, readText } from "~/forms/text";
import { isPayoutHeld } from "./is-payout-held.server";
import { type Payout, recordPayoutChange } from "./record-payout-change.server";

export const MAX_PAYOUT_REFERENCE_LENGTH = 64;
export const MAX_PAYOUT_REJECTION_LENGTH = 500;

export type ProcessPayoutResult =
  /** `repeated`: the payout was already decided exactly so (a retried request); nothing changed. */
  | { ok: true; payout: Payout; repeated?: true }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "reference_required"
        | "reference_invalid"
        | "reference_too_long"
        | "reason_required"
        | "reason_invalid"
        | "reason_too_long"
        | "not_found"
        | "not_pending"
        | "payout_held";
    };

const alreadyProcessed = {
  status: 409,
  title: "payout.alreadyProcessedTitle",
  message: "payout.alreadyProcessedText",
} as const;

/** A typed text the dialog would not send: empty, with control characters, or too long. */
const textRefusals = <Field extends string>(field: Field, max: number) =>
  ({
    required: { status: 400, field, title: "input.refusedTitle", message: "errors.tryAgain" },
    invalid: {
      status: 400,
      field,
      title: "input.refusedTitle",
      message: CONTROL_CHARACTERS_MESSAGE,
    },
    tooLong: {
      status: 400,
      field,
      title: "input.refusedTitle",
      message: "input.tooLong",
      values: { max },
    },
  }) as const satisfies { [Kind in "required" | "invalid" | "tooLong"]: Refusal<Field> };

const reference = textRefusals("reference", MAX_PAYOUT_REFERENCE_LENGTH);
const reason = textRefusals("reason", MAX_PAYOUT_REJECTION_LENGTH);

/** How the Payouts tab answers each refusal of Mark Paid and Reject. */
export const processPayoutRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { ...alreadyProcessed, status: 404 },
  not_pending: alreadyProcessed,
  reference_required: reference.required,
  reference_invalid: reference.invalid,
  reference_too_long: reference.tooLong,
  reason_required: reason.required,
  reason_invalid: reason.invalid,
  reason_too_long: reason.tooLong,
  payout_held: {
    status: 409,
    title: "payouts.suspendedTitle",
    message: "payouts.suspendedHeldText",
  },
} as const satisfies Refusals<ReasonOf<ProcessPayoutResult>, "reference" | "reason">;

/**
 * The admin has sent the money by UPI and records the transaction reference. No money moves
 * here: the wallet was debited when the payout was requested. The conditional UPDATE lets
 * exactly one of many concurrent Mark Paid and Reject clicks through.
 */
export async function markPayoutPaid(
  db: DbOrTx,
  input: { payoutId: string; adminId: string; reference: string; now?: Date },
): Promise<ProcessPayoutResult> {
  const now = input.now ?? new Date();
  const reference = readText(input.reference);
  return db.transaction(async (tx): Promise<ProcessPayoutResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (reference === "") return { ok: false, reason: "reference_required" };
    if (reference === null) return { ok: false, reason: "reference_invalid" };
    if (reference.length > MAX_PAYOUT_REFERENCE_LENGTH) {
      return { ok: false, reason: "reference_too_long" };
    }
    if (!isUuid(input.payoutId)) return { ok: false, reason: "not_found" };
    const [owner] = await tx
      .select({ userId: payouts.userId })
      .from(payouts)
      .where(eq(payouts.id, input.payoutId));
    // A suspended reviewer's payout waits; Reject stays open (the money goes back to the wallet).
    if (owner && (await isPayoutHeld(tx, owner.userId)))
      return { ok: false, reason: "payout_held" };
    const [payout] = await tx
      .update(payouts)
      .set({ status: "paid", reference, processedAt: now })
      .where(and(eq(payouts.id, input.payoutId), eq(payouts.status, "pending")))
      .returning();
    if (!payout) {
      return decidedBefore(
        tx,
        input.payoutId,
        (row) => row.status === "paid" && row.reference === reference,
      );
    }
    await recordPayoutChange(tx, { type: "payout_paid", by: input.adminId, payout, now });
    return { ok: true, payout };
  });
}

/**
 * Refuses a pending payout with the reason the reviewer will read and returns the amount to the
 * wallet in the same transaction. Like markPayoutPaid, exactly one concurrent decision wins, so
 * the money comes back at most once (wallet_ledger_payout_reason_key backs this too).
 */
export async function rejectPayout(
  db: DbOrTx,
  input: { payoutId: string; adminId: string; reason: string; now?: Date },
): Promise<ProcessPayoutResult> {
  const now = input.now ?? new Date();
  const reason = readText(input.reason, { multiline: true });
  return db.transaction(async (tx): Promise<ProcessPayoutResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (reason === "") return { ok: false, reason: "reason_required" };
    if (reason === null) return { ok: false, reason: "reason_invalid" };
    if (reason.length > MAX_PAYOUT_REJECTION_LENGTH)
      return { ok: false, reason: "reason_too_long" };
    if (!isUuid(input.payoutId)) return { ok: false, reason: "not_found" };
    const [payout] = await tx
      .update(payouts)
      .set({ status: "rejected", rejectionReason: reason, processedAt: now })
      // A manual payout waiting for the admin, or a provider's payout held for them.
      .where(and(eq(payouts.id, input.payoutId), inArray(payouts.status, ["pending", "held"])))
      .returning();
    if (!payout) {
      return decidedBefore(
        tx,
        input.payoutId,
        (row) => row.status === "rejected" && row.rejectionReason === reason,
      );
    }
    await recordWalletEntry(tx, {
      userId: payout.userId,
      amount: payout.amount,
      reason: "payout_refund",
      payoutId: payout.id,
      now,
    });
    await recordPayoutChange(tx, { type: "payout_rejected", by: input.adminId, payout, now });
    return { ok: true, payout };
  });
}

/**
 * A payout that is no longer pending: the same decision repeated (a request retried after a lost
 * answer, or a second admin typing the same thing) succeeds without changing anything; any other
 * decision is refused as already processed.
 */
async function decidedBefore(
  tx: Transaction,
  payoutId: string,
  sameDecision: (row: Payout) => boolean,
): Promise<ProcessPayoutResult> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  if (!row) return { ok: false, reason: "not_found" };
  if (sameDecision(row)) return { ok: true, payout: row, repeated: true };
  return { ok: false, reason: "not_pending" };
}
