import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payouts } from "~/db/schema";
import { applyProviderState } from "./apply-provider-state.server";
import { holdSentWrong } from "./hold-sent-wrong.server";
import { payoutIdempotencyKey } from "./idempotency-key";
import {
  type PayoutProvider,
  PayoutProviderError,
  type ProviderPayout,
} from "./provider/payout-provider.server";

export { payoutIdempotencyKey };

export const SEND_PAYOUTS_INTERVAL_MS = 15_000;
const PAYOUTS_PER_RUN = 50;

/**
 * The payouts outbox (decision 066): each queued payout the provider has not accepted yet is sent
 * after its request committed, never inside a transaction. Before calling, the attempt is
 * recorded (updated_at); a payout that was attempted before (the process may have died between
 * the provider's answer and our commit) is first looked up by its reference, and the call itself
 * carries the idempotency key, so the provider never makes two.
 */
export async function sendQueuedPayouts(
  db: Database,
  deps: { provider: PayoutProvider },
  options: { now?: () => Date; signal?: AbortSignal; payoutId?: string } = {},
): Promise<{ sent: number; failed: number; held: number; unreachable: number }> {
  const now = options.now ?? (() => new Date());
  const due = await db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, "queued"),
        isNull(payouts.providerPayoutId),
        options.payoutId ? eq(payouts.id, options.payoutId) : undefined,
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(PAYOUTS_PER_RUN);
  const tally = { sent: 0, failed: 0, held: 0, unreachable: 0 };
  for (const payout of due) {
    if (options.signal?.aborted) break;
    const [attempt] = await db
      .update(payouts)
      .set({ updatedAt: now() })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, "queued")))
      .returning({ id: payouts.id });
    if (!attempt) continue;
    let answer: ProviderPayout;
    let lookingUp = payout.updatedAt !== null;
    try {
      const earlier = lookingUp ? await deps.provider.findPayoutByReference(payout.id) : null;
      lookingUp = false;
      answer =
        earlier ??
        (await deps.provider.createPayout({
          idempotencyKey: payoutIdempotencyKey(payout.id, payout.keyGeneration),
          referenceId: payout.id,
          upiId: payout.upiId,
          holderName: payout.holderName ?? "",
          amountPaise: payout.amount * 100,
        }));
    } catch (error) {
      // A failed look-up after a lost answer says nothing about the payout, which may exist: it is
      // asked again, never held (a held payout can be rejected and its money given back).
      const kind = error instanceof PayoutProviderError && !lookingUp ? error.kind : "transient";
      const words = (error as Error).message.slice(0, 500);
      if (kind === "transient") {
        // 429, 5xx, a timeout: asked again on the next run, first by reference.
        tally.unreachable += 1;
        continue;
      }
      if (kind === "sent_wrong") {
        // Our request or account is wrong: a person must look; the money stays out of the wallet.
        await db.transaction((tx) => holdSentWrong(tx, { payoutId: payout.id, words, now: now() }));
        tally.held += 1;
        continue;
      }
      // The payee's side refused: the payout failed and its money comes back.
      answer = {
        id: `refused-${payout.id}`,
        referenceId: payout.id,
        state: "failed",
        amountPaise: payout.amount * 100,
        utr: null,
        failureReason: words,
      };
    }
    await db.transaction((tx) =>
      applyProviderState(tx, { payoutId: payout.id, reported: answer, now: now() }),
    );
    if (answer.state === "failed") tally.failed += 1;
    else tally.sent += 1;
  }
  return tally;
}

/** Payouts that wait for an answer longer than this are asked about by the reconciliation job. */
export const RECONCILE_PAYOUTS_AFTER_MS = 2 * 60 * 1000;
export const RECONCILE_PAYOUTS_INTERVAL_MS = 5 * 60 * 1000;

/**
 * For webhooks that never came: asks the provider about each payout it accepted that is still
 * queued or processing and was not updated for a while, and records the answer.
 */
export async function reconcilePayouts(
  db: Database,
  deps: { provider: PayoutProvider },
  options: { now?: Date; signal?: AbortSignal } = {},
): Promise<{ checked: number; changed: number; unreachable: number }> {
  const now = options.now ?? new Date();
  const stale = new Date(now.getTime() - RECONCILE_PAYOUTS_AFTER_MS);
  const moving = await db
    .select({ id: payouts.id, providerPayoutId: payouts.providerPayoutId })
    .from(payouts)
    .where(
      and(
        sql`${payouts.status} in ('queued', 'processing')`,
        sql`${payouts.providerPayoutId} is not null`,
        sql`coalesce(${payouts.updatedAt}, ${payouts.createdAt}) < ${stale}`,
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(PAYOUTS_PER_RUN);
  const tally = { checked: 0, changed: 0, unreachable: 0 };
  for (const payout of moving) {
    if (options.signal?.aborted || !payout.providerPayoutId) break;
    tally.checked += 1;
    let reported: ProviderPayout;
    try {
      reported = await deps.provider.fetchPayout(payout.providerPayoutId);
    } catch {
      tally.unreachable += 1;
      continue;
    }
    const outcome = await db.transaction((tx) =>
      applyProviderState(tx, { payoutId: payout.id, reported, now }),
    );
    if (outcome === "changed") tally.changed += 1;
  }
  return tally;
}
