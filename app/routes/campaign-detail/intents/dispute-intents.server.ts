import { data } from "react-router";
import {
  disputeReview,
  fileComplaintRefusals,
} from "~/domain/moderation/review-reports/file-report.server";
import { MAX_COMPLAINT_TEXT_LENGTH } from "~/domain/moderation/review-reports/report-form";
import { z } from "~/forms/zod";
import { refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { translateToast } from "~/http/toast.server";
import { serverT } from "~/i18n/translate.server";
import type { ActionResult, CampaignDetailIntentArgs } from "../campaign-detail-intents";

const disputeForm = z.object({
  reviewId: z.string().check(z.minLength(1), z.maxLength(64)),
  ground: z._default(z.string().check(z.maxLength(32)), ""),
  // Room for '\r\n' line breaks as browsers send them: the domain counts each as one.
  details: z._default(z.string().check(z.maxLength(2 * MAX_COMPLAINT_TEXT_LENGTH)), ""),
});

/**
 * 'Dispute' on a published review (decision 080): it reaches the admin's Reports queue and hides
 * nothing. The dialog checks what it sends, so a refusal is a toast, translated here.
 */
export async function disputeReviewIntent(args: CampaignDetailIntentArgs) {
  const parsed = disputeForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  const outcome = await disputeReview(getServices(args.context).db, {
    businessId: args.businessId,
    ...parsed.data,
  });
  const t = serverT(getRequestInfo(args.context).language);
  if (!outcome.ok) {
    const refusal = fileComplaintRefusals[outcome.reason];
    return data<ActionResult>({ toast: translateToast(t, refusalToast(refusal)) }, refusal.status);
  }
  const done: ActionResult = {
    toast: {
      title: t("disputes.disputedTitle"),
      description: t("disputes.disputedText"),
      variant: "success",
      translated: true,
    },
  };
  return done;
}
