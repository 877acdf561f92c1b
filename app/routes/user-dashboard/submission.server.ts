import { data } from "react-router";
import { reviewFormSchema } from "~/domain/reviews/review-form";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { type ActionResult, failure, reviewFormFailure, textRefused } from "./action-result";
import { type ReviewIntentInput, readReviewUpload } from "./review-upload.server";

/** The reviewer dashboard's "submit-review" intent: a new review with its proof. */
export async function submitAction(input: ReviewIntentInput) {
  const upload = await readReviewUpload(input);
  // '4.5' or '+4' is refused here, never rounded into a rating (input.ts).
  const parsed = reviewFormSchema.safeParse({
    rating: input.form.get("rating") ?? undefined,
    reviewText: input.form.get("reviewText") ?? undefined,
    campaignId: input.form.get("campaignId") ?? undefined,
  });
  const outcome = parsed.success
    ? await submitReview(upload.db, upload.deps, {
        userId: input.userId,
        ...parsed.data,
        proof: upload.proof,
        client: upload.client,
      })
    : ({ ok: false, reason: reviewFormFailure(parsed.error.issues) } as const);
  if (!outcome.ok) {
    if (outcome.reason === "text_invalid") {
      return textRefused();
    }
    return failure(outcome.reason, outcome.reason === "not_reviewer" ? 403 : 400);
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
