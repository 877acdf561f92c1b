import { data } from "react-router";
import {
  checkUpiHolder,
  checkUpiHolderRefusals,
} from "~/domain/money/payouts/check-upi-holder.server";
import { maskHolderName } from "~/domain/money/payouts/holder-name";
import { lastPayoutUpiId } from "~/domain/money/payouts/payout-lists.server";
import { requestPayout, requestPayoutRefusals } from "~/domain/money/payouts/request-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import { maskUpiId } from "~/domain/money/payouts/upi";
import { formatRupees } from "~/domain/money/rupees";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";
import { type ActionResult, type ReviewerIntentArgs, reviewerFields } from "../reviewer-intents";

/** The UPI ID a payout form means: typed, or `savedUpi=last` for the last payout's (never on the page). */
async function postedUpiId(args: ReviewerIntentArgs): Promise<{ upiId: string; saved: boolean }> {
  if (args.form.get("savedUpi") !== "last") {
    return { upiId: String(args.form.get("upiId") ?? ""), saved: false };
  }
  const { db } = getServices(args.context);
  return { upiId: (await lastPayoutUpiId(db, { userId: args.userId })) ?? "", saved: true };
}

/**
 * Request Payout: the whole balance to a UPI ID. With a payout provider, only after the name
 * check found the bank's name (a mismatch is held for the admin); the payout is sent right after
 * commit (and by the sending job if this attempt does not reach the provider).
 */
export async function requestPayoutIntent(args: ReviewerIntentArgs) {
  const { db, payoutProvider, config } = getServices(args.context);
  const outcome = await requestPayout(db, {
    userId: args.userId,
    upiId: (await postedUpiId(args)).upiId,
    ...(payoutProvider ? { provider: { dailyLimit: config.payouts.dailyLimit } } : {}),
  });
  if (!outcome.ok) {
    return answerRefusal(requestPayoutRefusals[outcome.reason], { fields: reviewerFields });
  }
  const { payout } = outcome;
  // Outside the admin's payout view a UPI ID is shown masked (issue 32), in either mode.
  const values = { amount: formatRupees(payout.amount), upi: maskUpiId(payout.upiId) };
  if (payoutProvider && payout.status === "queued") {
    void sendQueuedPayouts(db, { provider: payoutProvider }, { payoutId: payout.id }).catch(
      (error: unknown) =>
        logger.warn({ err: error, payoutId: payout.id }, "payout send deferred to the job"),
    );
  }
  const toast: ActionResult["toast"] = !payoutProvider
    ? {
        title: "payout.requestedTitle",
        description: "payout.requestedText",
        values,
        variant: "success",
      }
    : payout.status === "held"
      ? {
          title: "payout.requestedTitle",
          description: "payouts.heldText",
          values,
          variant: "success",
        }
      : {
          title: "payouts.sentTitle",
          description: "payouts.sentText",
          // The registered name stays masked on the reviewer's screen (decision 086).
          values: { ...values, name: maskHolderName(payout.holderName ?? "") },
          variant: "success",
        };
  return data<ActionResult>({ done: "payout", toast });
}

/**
 * The name check (decision 086): whether the bank's name behind the UPI ID is the name the
 * reviewer gave for their bank account, the bank's name masked; nothing is sent. Limited so that
 * it is no lookup of strangers' names (decision 100): refused with a 429 at the UPI ID's field.
 */
export async function checkUpiIntent(args: ReviewerIntentArgs) {
  const { db, payoutProvider, limits, config } = getServices(args.context);
  if (!payoutProvider) return data<ActionResult>({ toast: null }, { status: 404 });
  const posted = await postedUpiId(args);
  const { ip } = getRequestInfo(args.context);
  const outcome = await checkUpiHolder(
    db,
    {
      provider: payoutProvider,
      // Paid validations per network and for everyone per day (decision 100).
      network: {
        take: () => limits.upiCheck({ ip }),
        giveBack: () => limits.upiCheckNotUsed({ ip }),
      },
      ...(config.payouts.mode === "razorpayx"
        ? { dailyBudget: config.payouts.upiChecksDailyBudget }
        : {}),
    },
    {
      userId: args.userId,
      upiId: posted.upiId,
      bankName: String(args.form.get("bankName") ?? ""),
    },
  );
  if (!outcome.ok) {
    return answerRefusal(checkUpiHolderRefusals[outcome.reason], { fields: reviewerFields });
  }
  const { matches, maskedHolder, bankName } = outcome;
  return data<ActionResult>({
    toast: null,
    confirmPayout: posted.saved
      ? { upiId: null, upi: maskUpiId(outcome.upiId), matches, maskedHolder, bankName }
      : { upiId: outcome.upiId, upi: outcome.upiId, matches, maskedHolder, bankName },
  });
}
