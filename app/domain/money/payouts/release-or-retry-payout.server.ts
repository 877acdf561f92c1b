import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { payouts, profiles } from "~/db/schema";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { SENT_WRONG_HOLD } from "./hold-sent-wrong.server";
import { isPayoutHeld } from "./is-payout-held.server";
import { type Payout, recordPayoutChange } from "./record-payout-change.server";

export type ReleaseOrRetryResult =
  | { ok: true; payout: Payout }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "not_found"
        | "not_held"
        | "not_failed"
        | "wallet_short"
        | "payout_held";
    };

const alreadyDecided = {
  status: 409,
  title: "payout.alreadyProcessedTitle",
  message: "payout.alreadyProcessedText",
} as const;

export const releaseOrRetryRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { ...alreadyDecided, status: 404 },
  not_held: alreadyDecided,
  not_failed: alreadyDecided,
  wallet_short: {
    status: 409,
    title: "payouts.walletShortTitle",
    message: "payouts.walletShortText",
  },
  payout_held: {
    status: 409,
    title: "payouts.suspendedTitle",
    message: "payouts.suspendedHeldText",
  },
} as const satisfies Refusals<ReasonOf<ReleaseOrRetryResult>, never>;

/**
 * The admin sends a held payout after all: it joins the queue the sender reads. One held because
 * the provider said we sent it wrong goes again under the next idempotency key (decision 085).
 */
export async function releasePayout(
  db: DbOrTx,
  input: { payoutId: string; adminId: string; now?: Date },
): Promise<ReleaseOrRetryResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ReleaseOrRetryResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.payoutId)) return { ok: false, reason: "not_found" };
    const [held] = await tx
      .select({ userId: payouts.userId })
      .from(payouts)
      .where(eq(payouts.id, input.payoutId));
    if (held && (await isPayoutHeld(tx, held.userId))) return { ok: false, reason: "payout_held" };
    // A request the provider said we sent wrong goes again under a new idempotency key (its first
    // answer is kept by the key), after a look-up by reference (updated_at stays set).
    const sentWrong = sql`${SENT_WRONG_HOLD} = any(coalesce(${payouts.holdReasons}, '{}'))`;
    const [payout] = await tx
      .update(payouts)
      .set({
        status: "queued",
        keyGeneration: sql`case when ${sentWrong} then ${payouts.keyGeneration} + 1 else ${payouts.keyGeneration} end`,
        updatedAt: sql`case when ${sentWrong} then ${payouts.updatedAt} else null end`,
        failureReason: null,
      })
      .where(and(eq(payouts.id, input.payoutId), eq(payouts.status, "held")))
      .returning();
    if (!payout) return { ok: false, reason: "not_held" };
    await recordPayoutChange(tx, { type: "payout_released", by: input.adminId, payout, now });
    return { ok: true, payout };
  });
}

/**
 * The admin tries a failed or reversed payout again: its amount went back to the wallet, so a new
 * payout (a new id, so a new idempotency key) takes it out again, to the same confirmed holder.
 */
export async function retryPayout(
  db: DbOrTx,
  input: { payoutId: string; adminId: string; now?: Date },
): Promise<ReleaseOrRetryResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ReleaseOrRetryResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.payoutId)) return { ok: false, reason: "not_found" };
    const [failed] = await tx.select().from(payouts).where(eq(payouts.id, input.payoutId));
    if (!failed) return { ok: false, reason: "not_found" };
    if (await isPayoutHeld(tx, failed.userId)) return { ok: false, reason: "payout_held" };
    const [wallet] = await tx
      .select({ balance: profiles.walletBalance })
      .from(profiles)
      .where(eq(profiles.id, failed.userId))
      .for("update");
    if (failed.status !== "failed" && failed.status !== "reversed") {
      return { ok: false, reason: "not_failed" };
    }
    if ((wallet?.balance ?? 0) < failed.amount) return { ok: false, reason: "wallet_short" };
    const [retried] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(eq(payouts.retryOf, failed.id));
    if (retried) return { ok: false, reason: "not_failed" };
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: failed.userId,
        amount: failed.amount,
        upiId: failed.upiId,
        holderName: failed.holderName,
        method: "razorpayx",
        status: "queued",
        retryOf: failed.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) return { ok: false, reason: "wallet_short" };
    await recordWalletEntry(tx, {
      userId: payout.userId,
      amount: -payout.amount,
      reason: "payout_request",
      payoutId: payout.id,
      now,
    });
    await recordPayoutChange(tx, { type: "payout_retried", by: input.adminId, payout, now });
    return { ok: true, payout };
  });
}
