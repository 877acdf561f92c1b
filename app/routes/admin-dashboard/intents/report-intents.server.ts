import { data } from "react-router";
import {
  decideComplaint,
  decideComplaintRefusals,
} from "~/domain/moderation/review-reports/decide-report.server";
import { MAX_COMPLAINT_TEXT_LENGTH } from "~/domain/moderation/review-reports/report-form";
import { z } from "~/forms/zod";
import { refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { translateToast } from "~/http/toast.server";
import { serverT } from "~/i18n/translate.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";
import { sendDisputeAnswersNow } from "./send-dispute-answers-now.server";

/*
 * The Reports tab's decisions (decision 080): remove the review, remove its reply, or keep it.
 * Their words are translated here (the admin's script has no room); the form checks what it sends.
 */

const decisionForm = z.object({
  reviewId: z.string().check(z.minLength(1), z.maxLength(64)),
  ground: z._default(z.string().check(z.maxLength(32)), ""),
  // Browsers send line breaks as '\r\n': room for them; the domain counts each as one.
  note: z._default(z.string().check(z.maxLength(2 * MAX_COMPLAINT_TEXT_LENGTH)), ""),
});

const doneTitle = {
  remove_review: "complaintsAdmin.removedTitle",
  remove_reply: "complaintsAdmin.replyRemovedTitle",
  keep: "complaintsAdmin.keptTitle",
} as const;

async function decide(args: AdminIntentArgs, action: keyof typeof doneTitle) {
  const parsed = decisionForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  const { reviewId, ground, note } = parsed.data;
  const outcome = await decideComplaint(getServices(args.context).db, {
    adminId: args.adminId,
    reviewId,
    note,
    ...(action === "keep" ? { action } : { action, ground }),
  });
  const t = serverT(getRequestInfo(args.context).language);
  if (!outcome.ok) {
    const refusal = decideComplaintRefusals[outcome.reason];
    return data<ActionResult>({ toast: translateToast(t, refusalToast(refusal)) }, refusal.status);
  }
  // The disputing business hears the decision after its commit (decision 108).
  await sendDisputeAnswersNow(args.context, reviewId);
  const done: ActionResult = {
    toast: { title: t(doneTitle[action]), variant: "success", translated: true },
  };
  return done;
}

/** 'Remove review': off the public page with its ground; the author is told why. */
export const removeReviewIntent = (args: AdminIntentArgs) => decide(args, "remove_review");
/** 'Remove reply': the business's reply leaves the public page; the review stays. */
export const removeReplyIntent = (args: AdminIntentArgs) => decide(args, "remove_reply");
/** 'Keep': the review stays; the reports and disputes are closed with the note. */
export const keepReviewIntent = (args: AdminIntentArgs) => decide(args, "keep");
