import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { payouts } from "~/db/schema";
import { claimGatewayEvent } from "~/domain/money/payments/claim-gateway-event.server";
import { isUuid } from "~/domain/shared/uuid";
import { applyProviderState } from "./apply-provider-state.server";
import { readPayoutEvent } from "./provider/payout-providers.server";
import { completePendingChecks } from "./upi-check-store.server";

export type PayoutEventOutcome =
  | "duplicate"
  | "ignored"
  | "changed"
  | "unchanged"
  | "unknown_payout"
  | "malformed"
  /** A UPI check's answer completed the checks waiting on it ("unchanged": none was waiting). */
  | "completed";

/**
 * One verified webhook of a payout provider, read by that provider's folder (the registry,
 * decision 125).
 *
 * A payout event is handled once by its event id in gateway_events, in the transaction that
 * records the state: the entity's status decides, so a late, older state changes nothing
 * (nextPayoutMove) and a UTR is kept whenever it comes; an event naming no payout we can read is
 * acknowledged and ignored; a duplicate is answered so.
 *
 * A UPI check's answer (decision 086) completes every reviewer's check waiting on it. Idempotent
 * — a repeated or late event finds nothing pending and changes nothing — so it needs no claim,
 * and takes no `record`: the caller writes the stored webhook's state just after.
 */
export async function receivePayoutEvent(
  db: Database,
  input: {
    gateway: string;
    eventId: string;
    body: unknown;
    now?: Date;
    /** Written in the event's transaction (the stored inbound webhook's state, decision 087). */
    record?: (tx: Transaction, outcome: PayoutEventOutcome) => Promise<void>;
  },
): Promise<PayoutEventOutcome> {
  const event = readPayoutEvent(input.gateway, input.body);
  const now = input.now ?? new Date();
  if (event && "validation" in event) {
    const completed = await completePendingChecks(db, { answer: event.validation, now });
    return completed > 0 ? "completed" : "unchanged";
  }
  if (!event || input.eventId === "") return "malformed";
  const { type, payout: reported } = event;
  return db.transaction(async (tx): Promise<PayoutEventOutcome> => {
    const outcome = await handle(tx);
    await input.record?.(tx, outcome);
    return outcome;
  });

  async function handle(tx: Transaction): Promise<PayoutEventOutcome> {
    const fresh = await claimGatewayEvent(tx, {
      gateway: input.gateway,
      eventId: input.eventId,
      type,
      now,
    });
    if (!fresh) return "duplicate";
    if (!reported) return "ignored";
    const payoutId = await ourPayoutId(tx, reported);
    if (!payoutId) return "unknown_payout";
    return applyProviderState(tx, { payoutId, reported, now });
  }
}

/** Our payout: by the reference we sent, or by the provider's id we recorded. */
async function ourPayoutId(
  tx: Transaction,
  reported: { id: string; referenceId: string },
): Promise<string | null> {
  if (isUuid(reported.referenceId)) return reported.referenceId;
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.providerPayoutId, reported.id));
  return row?.id ?? null;
}
