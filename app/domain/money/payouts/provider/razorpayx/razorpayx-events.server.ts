import { z } from "~/forms/zod";
import type { PayoutWebhookEvent, ProviderPayout } from "../payout-provider.server";
import { toProviderPayout } from "./razorpayx-client.server";
import { upiValidationOf } from "./razorpayx-validation";

/**
 * RazorpayX's webhook bodies, as documented (decision 125, moved from `money/payouts/`):
 * payouts (https://razorpay.com/docs/webhooks/payouts) and fund account validations
 * (https://razorpay.com/docs/webhooks/account-validation, decision 086).
 */

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

const payoutEvent = z.object({
  event: z.string(),
  payload: z.object({ payout: z.optional(z.object({ entity: payoutEntity })) }),
});

const results = z.optional(
  z.nullable(z.object({ account_status: optionalText, registered_name: optionalText })),
);
const validationEvent = z.object({
  event: z.enum(["fund_account.validation.completed", "fund_account.validation.failed"]),
  payload: z.object({
    "fund_account.validation": z.object({
      entity: z.object({
        id: z.string(),
        status: z.string(),
        validation_results: results,
        results,
      }),
    }),
  }),
});

/**
 * A verified RazorpayX webhook in our words; null when it is not in the documented shape.
 * - `fund_account.validation.completed` / `.failed`: the validation's answer, which completes
 *   every reviewer's check waiting on it.
 * - Any other event: a payout event. Every documented one carries the payout entity —
 *   payout.pending, .rejected, .queued, .initiated (processing), .processed, .updated (a UTR or
 *   status details after the state), .reversed, .failed — whose status decides. An event without
 *   a payout entity (payout.downtime.started/.resolved), or with a status not documented, names
 *   no payout (`payout: null`): acknowledged and ignored.
 */
export function readRazorpayxEvent(body: unknown): PayoutWebhookEvent | null {
  const name = (body as { event?: unknown } | null)?.event;
  if (name === "fund_account.validation.completed" || name === "fund_account.validation.failed") {
    const parsed = validationEvent.safeParse(body);
    if (!parsed.success) return null;
    const entity = parsed.data.payload["fund_account.validation"].entity;
    return {
      validation: upiValidationOf({
        ...entity,
        // A `.failed` event is a technical failure whatever its entity says.
        status: parsed.data.event === "fund_account.validation.failed" ? "failed" : entity.status,
      }),
    };
  }
  const parsed = payoutEvent.safeParse(body);
  if (!parsed.success) return null;
  const event = parsed.data;
  const entity = event.payload.payout?.entity;
  let payout: ProviderPayout | null = null;
  if (event.event.startsWith("payout.") && entity) {
    try {
      payout = toProviderPayout({
        ...entity,
        reference_id: entity.reference_id ?? null,
        utr: entity.utr ?? null,
      });
    } catch {
      payout = null;
    }
  }
  return { type: event.event, payout };
}
