import { data } from "react-router";
import {
  saveReviewerInfo,
  saveReviewerInfoRefusals,
} from "~/domain/reviews/save-reviewer-info.server";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { ActionResult, ReviewerIntentArgs } from "../reviewer-intents";

/** Reviewer Info: the public name and contact email, asked before the first review. */
export async function saveInfoIntent(args: ReviewerIntentArgs) {
  const outcome = await saveReviewerInfo(getServices(args.context).db, {
    userId: args.userId,
    reviewerName: String(args.form.get("reviewerName") ?? ""),
    reviewerEmail: String(args.form.get("reviewerEmail") ?? ""),
  });
  if (!outcome.ok) {
    // Each wrong field is said under it, with its own message; the dialog stays open.
    if (!outcome.reason) return data<ActionResult>({ toast: null, errors: outcome.errors }, 400);
    return answerRefusal(saveReviewerInfoRefusals[outcome.reason]);
  }
  return data<ActionResult>({
    done: "info",
    toast: {
      title: "reviewer.infoSavedTitle",
      description: "reviewer.infoSavedText",
      variant: "success",
    },
  });
}
