import { data } from "react-router";
import { readReviewContent } from "~/domain/reviews/review-content";
import { submitReview, submitReviewRefusals } from "~/domain/reviews/submit-review.server";
import { answerRefusal } from "~/http/answer-refusal.server";
import { type ActionResult, type ReviewerIntentArgs, reviewerFields } from "../reviewer-intents";
import { readReviewUpload } from "./review-upload.server";

/** Write Review: a new review with its proof. */
export async function submitReviewIntent(args: ReviewerIntentArgs) {
  const upload = await readReviewUpload(args);
  // The dialog's own rule: '4.5' or '+4' is refused here, never rounded into a rating.
  const content = readReviewContent({
    rating: args.form.get("rating") ?? undefined,
    reviewText: args.form.get("reviewText") ?? undefined,
  });
  const outcome = content.ok
    ? await submitReview(upload.db, upload.deps, {
        userId: args.userId,
        campaignId: String(args.form.get("campaignId") ?? ""),
        rating: content.rating,
        reviewText: content.reviewText,
        proof: upload.proof,
        client: upload.client,
      })
    : content;
  if (!outcome.ok) {
    return answerRefusal(submitReviewRefusals[outcome.reason], { fields: reviewerFields });
  }
  return data<ActionResult>({
    done: "review",
    toast: {
      title: "reviewer.submittedTitle",
      description: "reviewer.submittedText",
      variant: "success",
    },
  });
}
