import type { Database } from "~/db/client.server";
import { z } from "~/forms/zod";
import { upiValidationOf } from "./provider/razorpayx/razorpayx-validation";
import { completePendingChecks } from "./upi-check-store.server";

const optionalText = z.optional(z.nullable(z.string()));
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

export type UpiValidationEventOutcome =
  | "not_a_validation"
  | "malformed"
  | "completed"
  | "unchanged";

/**
 * RazorpayX's `fund_account.validation.completed` / `.failed` webhook
 * (https://razorpay.com/docs/webhooks/account-validation, decision 086): the answer of a
 * validation that was pending completes every reviewer's check waiting on it. Idempotent — a
 * repeated or late event finds nothing pending and changes nothing — so it needs no claim.
 */
export async function completeUpiValidation(
  db: Database,
  event: unknown,
  now: Date = new Date(),
): Promise<UpiValidationEventOutcome> {
  const name = (event as { event?: unknown } | null)?.event;
  if (name !== "fund_account.validation.completed" && name !== "fund_account.validation.failed") {
    return "not_a_validation";
  }
  const parsed = validationEvent.safeParse(event);
  if (!parsed.success) return "malformed";
  const entity = parsed.data.payload["fund_account.validation"].entity;
  const answer = upiValidationOf({
    ...entity,
    // A `.failed` event is a technical failure whatever its entity says.
    status: parsed.data.event === "fund_account.validation.failed" ? "failed" : entity.status,
  });
  const completed = await completePendingChecks(db, { answer, now });
  return completed > 0 ? "completed" : "unchanged";
}
