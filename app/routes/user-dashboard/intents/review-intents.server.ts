import { data } from "react-router";
import { captureFields, readCaptureClaim } from "~/domain/proofs/photo-facts";
import { readReviewContent } from "~/domain/reviews/review-content";
import { reviseReview, reviseReviewRefusals } from "~/domain/reviews/revise-review.server";
import { submitReview, submitReviewRefusals } from "~/domain/reviews/submit-review.server";
import { withdrawReview, withdrawReviewRefusals } from "~/domain/reviews/withdraw-review.server";
import { z } from "~/forms/zod";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readClient } from "~/http/read-client.server";
import { type ActionResult, type ReviewerIntentArgs, reviewerFields } from "../reviewer-intents";

/*
 * A reviewer's reviews: Write Review, Revise and Withdraw, one handler per intent. Write Review
 * and Revise read their form by the dialog's own rule (review-content.ts): '4.5' or '+4' is
 * refused there, never rounded into a rating; the domain holds every caller to the same rule.
 */

/**
 * What a submission and a revision both hand the domain besides their fields: the rating and
 * text as the form's rule reads them, the proof's bytes (empty when none was sent), the stores,
 * and the client, for the risk signals.
 */
async function readReviewForm(args: ReviewerIntentArgs) {
  const { db, storage, config } = getServices(args.context);
  const proof = args.form.get("proof");
  return {
    db,
    deps: { storage, clientSalt: config.sessionSecret },
    content: readReviewContent({
      rating: args.form.get("rating") ?? undefined,
      reviewText: args.form.get("reviewText") ?? undefined,
    }),
    proof:
      proof instanceof File && proof.size > 0
        ? Buffer.from(await proof.arrayBuffer())
        : Buffer.alloc(0),
    client: readClient(args.request, args.context),
    // 'Take a photo now' (issue 49): each field read or left unknown, never a refusal.
    capture: readCaptureClaim({
      source: args.form.get(captureFields.source),
      lat: args.form.get(captureFields.lat),
      lng: args.form.get(captureFields.lng),
      accuracy: args.form.get(captureFields.accuracy),
      capturedAt: args.form.get(captureFields.capturedAt),
    }),
  };
}

/** The browser's uuid for one submission (decision 131); a form without one is still read. */
const submissionKeySchema = z.optional(z.uuid());

/** Write Review: a new review with its proof, made once however often the same one is sent. */
export async function submitReviewIntent(args: ReviewerIntentArgs) {
  const key = submissionKeySchema.safeParse(args.form.get("submissionKey") ?? undefined);
  if (!key.success) return answerRefusal(unexpectedRequest);
  const { db, deps, content, proof, client, capture } = await readReviewForm(args);
  const outcome = content.ok
    ? await submitReview(db, deps, {
        userId: args.userId,
        campaignId: String(args.form.get("campaignId") ?? ""),
        rating: content.rating,
        reviewText: content.reviewText,
        proof,
        visitedOn: args.form.get("visitedOn") ?? undefined,
        noRelationship: args.form.get("noRelationship") ?? undefined,
        client,
        capture,
        submissionKey: key.data,
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

/** Revise: a rejected review's one revision (decision 028). */
export async function reviseReviewIntent(args: ReviewerIntentArgs) {
  const { db, deps, content, proof, client, capture } = await readReviewForm(args);
  const outcome = content.ok
    ? await reviseReview(db, deps, {
        userId: args.userId,
        reviewId: String(args.form.get("reviewId") ?? ""),
        rating: content.rating,
        reviewText: content.reviewText,
        proof,
        client,
        capture,
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
