import { data } from "react-router";
import { withdrawReview, withdrawReviewRefusals } from "~/domain/reviews/withdraw-review.server";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { ActionResult, ReviewerIntentArgs } from "../reviewer-intents";

/** Withdraw: the author takes back a pending or approved review. */
export async function withdrawReviewIntent(args: ReviewerIntentArgs) {
  const outcome = await withdrawReview(getServices(args.context).db, {
    userId: args.userId,
    reviewId: String(args.form.get("reviewId") ?? ""),
  });
  if (!outcome.ok) return answerRefusal(withdrawReviewRefusals[outcome.reason]);
  return data<ActionResult>({
    done: "withdraw",
    toast: { title: "reviewer.withdrawnTitle", description: "reviewer.withdrawnText" },
  });
}
