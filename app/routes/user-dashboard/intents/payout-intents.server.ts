import { data } from "react-router";
import { requestPayout, requestPayoutRefusals } from "~/domain/money/payouts/request-payout.server";
import { formatRupees } from "~/domain/money/rupees";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { type ActionResult, type ReviewerIntentArgs, reviewerFields } from "../reviewer-intents";

/** Request Payout: the whole balance to a UPI ID. */
export async function requestPayoutIntent(args: ReviewerIntentArgs) {
  const outcome = await requestPayout(getServices(args.context).db, {
    userId: args.userId,
    upiId: String(args.form.get("upiId") ?? ""),
  });
  if (!outcome.ok) {
    return answerRefusal(requestPayoutRefusals[outcome.reason], { fields: reviewerFields });
  }
  return data<ActionResult>({
    done: "payout",
    toast: {
      title: "payout.requestedTitle",
      description: "payout.requestedText",
      values: { amount: formatRupees(outcome.payout.amount), upi: outcome.payout.upiId },
      variant: "success",
    },
  });
}
