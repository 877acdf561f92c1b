import { data } from "react-router";
import {
  appealRemoval,
  appealRemovalRefusals,
} from "~/domain/moderation/removal-appeals/appeal-removal.server";
import { MAX_REMOVAL_APPEAL_LENGTH } from "~/domain/moderation/removal-appeals/appeal-text";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { type ActionResult, type ReviewerIntentArgs, reviewerFields } from "../reviewer-intents";

const appealForm = z.object({
  reviewId: z.string().check(z.minLength(1), z.maxLength(64)),
  // Browsers send line breaks as '\r\n': room for them; the domain counts each as one.
  reason: z._default(z.string().check(z.maxLength(2 * MAX_REMOVAL_APPEAL_LENGTH)), ""),
});

/** 'Appeal this removal' (decision 091): once per removed review, a reason said at its field. */
export async function appealRemovalIntent(args: ReviewerIntentArgs) {
  const parsed = appealForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  const outcome = await appealRemoval(getServices(args.context).db, {
    userId: args.userId,
    ...parsed.data,
  });
  if (!outcome.ok) {
    return answerRefusal(appealRemovalRefusals[outcome.reason], { fields: reviewerFields });
  }
  return data<ActionResult>({
    done: "appeal",
    toast: {
      title: "removalAppeals.sentTitle",
      description: "removalAppeals.sentText",
      variant: "success",
    },
  });
}
