import { data } from "react-router";
import type { DbOrTx } from "~/db/client.server";
import {
  findRevisable,
  type ReviseReviewFailure,
  reviseReview,
} from "~/domain/reviews/revise-review.server";
import { reviewRevisionFormSchema } from "~/domain/reviews/revision-window";
import { type ActionResult, failure, reviewFormFailure, textRefused } from "./action-result";
import { type ReviewIntentInput, readReviewUpload } from "./review-upload.server";

/** The refusals only a revision has, as the toast's title and text; the rest are Write Review's. */
const revisionRefusals: Partial<Record<ReviseReviewFailure, string>> = {
  not_rejected: "revision.notRejectedText",
  already_revised: "revision.alreadyRevisedText",
  too_late: "revision.tooLateText",
  campaign_unavailable: "revision.campaignClosedText",
  // The same words as a new submission that finds no slot.
  no_slot_today: "reviewer.unavailableText",
  target_reached: "revision.targetReachedText",
};

/** The reviewer dashboard's "revise-review" intent: a rejected review's one revision. */
export async function reviseAction(input: ReviewIntentInput) {
  const upload = await readReviewUpload(input);
  const parsed = reviewRevisionFormSchema.safeParse({
    rating: input.form.get("rating") ?? undefined,
    reviewText: input.form.get("reviewText") ?? undefined,
    reviewId: input.form.get("reviewId") ?? undefined,
  });
  const outcome = parsed.success
    ? await reviseReview(upload.db, upload.deps, {
        userId: input.userId,
        ...parsed.data,
        proof: upload.proof,
        client: upload.client,
      })
    : ({ ok: false, reason: reviewFormFailure(parsed.error.issues) } as const);
  if (outcome.ok) {
    return data<ActionResult>({
      done: "revise",
      toast: {
        title: "revision.revisedTitle",
        description: "revision.revisedText",
        variant: "success",
      },
    });
  }
  const reason =
    !parsed.success && outcome.reason === "campaign_unavailable" ? "not_found" : outcome.reason;
  if (reason === "text_invalid") {
    return textRefused();
  }
  const refusal = revisionRefusals[reason];
  if (refusal) {
    return data<ActionResult>(
      { toast: { title: "revision.cannotReviseTitle", description: refusal, variant: "error" } },
      409,
    );
  }
  return failure(reason, reason === "not_found" ? 404 : 400);
}

/** A page of My Reviews with, on each rejected review still revisable, its deadline and text. */
export async function withRevisable<Row extends { id: string; status: string }>(
  db: DbOrTx,
  userId: string,
  list: Row[],
): Promise<(Row & { revision: { reviseBy: Date; reviewText: string } | null })[]> {
  const rejected = list.filter((review) => review.status === "rejected").map((review) => review.id);
  const revisable = await findRevisable(db, { userId, reviewIds: rejected });
  return list.map((review) => ({ ...review, revision: revisable[review.id] ?? null }));
}
