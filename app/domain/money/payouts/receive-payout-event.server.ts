import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { payouts } from "~/db/schema";
import { claimGatewayEvent } from "~/domain/money/payments/claim-gateway-event.server";
import { isUuid } from "~/domain/shared/uuid";
import { z } from "~/forms/zod";
import { applyProviderState } from "./apply-provider-state.server";
import { toProviderPayout } from "./provider/razorpayx/razorpayx-client.server";

const optionalText = z.optional(z.nullable(z.string()));
const payoutEntity = z.object({
  id: z.string(),
  reference_id: optionalText,
  status: z.string(),
  amount: z.int(),
  utr: optionalText,
  failure_reason: optionalText,
  status_details: z.optional(z.nullable(z.object({ description: optionalText }))),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({ payout: z.optional(z.object({ entity: payoutEntity })) }),
});

export type PayoutEventOutcome =
  | "duplicate"
  | "ignored"
  | "changed"
  | "unchanged"
  | "unknown_payout"
  | "malformed";

/**
 * One verified payout webhook, handled once by its event id in gateway_events, in the transaction
 * that records the state. Every documented payout event carries the payout entity
 * (https://razorpay.com/docs/webhooks/payouts): payout.pending, .rejected, .queued, .initiated
 * (processing), .processed, .updated (a UTR or status details after the state), .reversed,
 * .failed; the entity's status decides, so a late, older state changes nothing
 * (nextPayoutMove) and a UTR is kept whenever it comes. Events without a payout entity
 * (payout.downtime.started/.resolved) are acknowledged and ignored; a duplicate is answered so.
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
  const parsed = eventSchema.safeParse(input.body);
  if (!parsed.success || input.eventId === "") return "malformed";
  const event = parsed.data;
  const now = input.now ?? new Date();
  let reported: ReturnType<typeof toProviderPayout> | null = null;
  const entity = event.payload.payout?.entity;
  if (event.event.startsWith("payout.") && entity) {
    try {
      reported = toProviderPayout({
        ...entity,
        reference_id: entity.reference_id ?? null,
        utr: entity.utr ?? null,
      });
    } catch {
      reported = null;
    }
  }
  return db.transaction(async (tx): Promise<PayoutEventOutcome> => {
    const outcome = await handle(tx);
    await input.record?.(tx, outcome);
    return outcome;
  });

  async function handle(tx: Transaction): Promise<PayoutEventOutcome> {
    const fresh = await claimGatewayEvent(tx, {
      gateway: input.gateway,
      eventId: input.eventId,
      type: event.event,
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
