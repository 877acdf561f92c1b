import { data } from "react-router";
import { readReviewContent } from "~/domain/reviews/review-content";
import { reviseReview, reviseReviewRefusals } from "~/domain/reviews/revise-review.server";
import { answerRefusal } from "~/http/answer-refusal.server";
import { type ActionResult, type ReviewerIntentArgs, reviewerFields } from "../reviewer-intents";
import { readReviewUpload } from "./review-upload.server";

/** Revise: a rejected review's one revision, read by Write Review's rule. */
export async function reviseReviewIntent(args: ReviewerIntentArgs) {
  const upload = await readReviewUpload(args);
  const content = readReviewContent({
    rating: args.form.get("rating") ?? undefined,
    reviewText: args.form.get("reviewText") ?? undefined,
  });
  const outcome = content.ok
    ? await reviseReview(upload.db, upload.deps, {
        userId: args.userId,
        reviewId: String(args.form.get("reviewId") ?? ""),
        rating: content.rating,
        reviewText: content.reviewText,
        proof: upload.proof,
        client: upload.client,
      })
    : content;
  if (!outcome.ok) {
    return answerRefusal(reviseReviewRefusals[outcome.reason], { fields: reviewerFields });
  }
  return data<ActionResult>({
    done: "revise",
    toast: {
      title: "revision.revisedTitle",
      description: "revision.revisedText",
      variant: "success",
    },
  });
}
