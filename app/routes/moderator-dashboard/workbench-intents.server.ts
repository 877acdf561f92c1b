import { data, type RouterContextProvider } from "react-router";
import { approveReview, approveReviewRefusals } from "~/domain/moderation/decide-review.server";
import {
  giveBackReview,
  handOutNextReview,
  handOutRefusals,
} from "~/domain/moderation/hand-out-review.server";
import { revealedRating } from "~/domain/moderation/held-review.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readClient } from "~/http/read-client.server";
import type { FlashToast } from "~/http/toast.server";
import { idField, readStaffForm } from "~/routes/_staff/read-staff-form.server";
import {
  readReviewChecks,
  rejectReviewIntent,
} from "~/routes/_staff/review-card/review-decision-intents.server";
import type { WorkbenchResult } from "./workbench-intents";

/** What route.tsx hands each handler: the form and the signed-in team member. */
export type WorkbenchArgs = {
  form: FormData;
  moderatorId: string;
  context: Readonly<RouterContextProvider>;
  request: Request;
};

const nextForm = z.object({ order: z._default(z.enum(["oldest", "risk"]), "oldest") });
const reviewForm = z.object({ reviewId: idField });

/** 'Next review': one review held for this person (hand-out-review.server.ts). */
export async function nextReviewIntent({ form, moderatorId, context, request }: WorkbenchArgs) {
  const { order } = readStaffForm(form, nextForm);
  const { db, config } = getServices(context);
  // The request's network and device count at once for the second check's independence.
  const client = readClient(request, context);
  const outcome = await handOutNextReview(db, {
    moderatorId,
    order,
    client,
    clientSalt: config.sessionSecret,
  });
  if (!outcome.ok) return answerRefusal(handOutRefusals[outcome.reason]);
  return answered({ toast: null });
}

/** Gives the held review back to the queue at once. */
export async function giveBackIntent({ form, moderatorId, context }: WorkbenchArgs) {
  const { reviewId } = readStaffForm(form, reviewForm);
  await giveBackReview(getServices(context).db, { moderatorId, reviewId });
  return answered({ toast: null });
}

/** The ticked checks pass; both passed, the review is approved and the reviewer credited. */
export async function approveIntent({ form, moderatorId, context }: WorkbenchArgs) {
  const { reviewId, checks } = readReviewChecks(form);
  if (checks.length === 0) {
    const toast: FlashToast = { title: "workbench.checksRequiredTitle", variant: "error" };
    return data<WorkbenchResult>({ toast }, 400);
  }
  const { db } = getServices(context);
  const outcome = await approveReview(db, { reviewId, adminId: moderatorId, checks });
  if (!outcome.ok) return answerRefusal(approveReviewRefusals[outcome.reason]);
  const toast: FlashToast = outcome.awaitingSecondCheck
    ? { title: "workbench.checkPassedTitle", description: "workbench.checkPassedText" }
    : { title: "queue.approvedTitle", description: "queue.approvedText", variant: "success" };
  return answered({ toast, ...(await reveal(db, reviewId, moderatorId)) });
}

/** Reject with a category and reason, as the admin's queue does; then the rating is shown. */
export async function rejectIntent({ form, moderatorId, context }: WorkbenchArgs) {
  const answer = await rejectReviewIntent({ form, adminId: moderatorId, context });
  const reviewId = form.get("reviewId");
  if (!("toast" in answer) || typeof reviewId !== "string") return answer;
  const { db } = getServices(context);
  return { ...answer, ...(await reveal(db, reviewId, moderatorId)) };
}

/** Every handler's answer has the one shape the page reads. */
function answered(result: WorkbenchResult): WorkbenchResult {
  return result;
}

async function reveal(
  db: ReturnType<typeof getServices>["db"],
  reviewId: string,
  moderatorId: string,
): Promise<Pick<WorkbenchResult, "revealed">> {
  const rating = await revealedRating(db, { reviewId, moderatorId });
  return rating === null ? {} : { revealed: { reviewId, rating } };
}
