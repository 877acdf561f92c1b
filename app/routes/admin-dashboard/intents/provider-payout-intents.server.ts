import { data } from "react-router";
import type { Payout } from "~/domain/money/payouts/record-payout-change.server";
import {
  releaseOrRetryRefusals,
  releasePayout,
  retryPayout,
} from "~/domain/money/payouts/release-or-retry-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import { formatRupees } from "~/domain/money/rupees";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

const payoutForm = z.object({ payoutId: z.string().check(z.minLength(1), z.maxLength(64)) });

function readPayoutId(form: FormData): string {
  const parsed = payoutForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data.payoutId;
}

/** Sends a payout the admin let through right away; the sending job is the fallback. */
function sendSoon(args: AdminIntentArgs, payoutId: string) {
  const { db, payoutProvider } = getServices(args.context);
  if (!payoutProvider) return;
  void sendQueuedPayouts(db, { provider: payoutProvider }, { payoutId }).catch((error: unknown) =>
    logger.warn({ err: error, payoutId }, "payout send deferred to the job"),
  );
}

/** Release on a held payout: it goes to the provider. */
export const releasePayoutIntent = (args: AdminIntentArgs) =>
  decide(args, releasePayout, () => ({
    title: "payouts.releasedTitle",
    description: "payouts.releasedText",
    variant: "success",
  }));

/** Retry on a failed or reversed payout: a new payout of the same amount to the same holder. */
export const retryPayoutIntent = (args: AdminIntentArgs) =>
  decide(args, retryPayout, (payout) => ({
    title: "payouts.retriedTitle",
    description: "payouts.retriedText",
    values: { amount: formatRupees(payout.amount) },
    variant: "success",
  }));

/** Reads the payout's id, asks the domain, and sends a payout let through right away. */
async function decide(
  args: AdminIntentArgs,
  verb: typeof releasePayout,
  toast: (payout: Payout) => NonNullable<ActionResult["toast"]>,
) {
  const outcome = await verb(getServices(args.context).db, {
    payoutId: readPayoutId(args.form),
    adminId: args.adminId,
  });
  if (!outcome.ok) return answerRefusal(releaseOrRetryRefusals[outcome.reason]);
  sendSoon(args, outcome.payout.id);
  return data<ActionResult>({ toast: toast(outcome.payout) });
}
