import { data } from "react-router";
import {
  addReviews,
  addReviewsRefusals,
  reviewsAddable,
} from "~/domain/campaigns/add-reviews.server";
import { getBusinessCampaign } from "~/domain/campaigns/business-campaigns.server";
import { campaignEditSchema } from "~/domain/campaigns/campaign-form";
import { deleteCampaign, deleteCampaignRefusals } from "~/domain/campaigns/delete-campaign.server";
import { editCampaign, editCampaignRefusals } from "~/domain/campaigns/edit-campaign.server";
import {
  pauseCampaign,
  pauseCampaignRefusals,
  resumeCampaign,
  resumeCampaignRefusals,
} from "~/domain/campaigns/pause-campaign.server";
import { formatRupees } from "~/domain/money/rupees";
import type { Refusal } from "~/domain/shared/refusal";
import { parseWholeNumber } from "~/forms/text";
import { answerRefusal, refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { redirectWithToast, translateToast } from "~/http/toast.server";
import { serverT } from "~/i18n/translate.server";
import type {
  ActionResult,
  CampaignDetailIntentArgs,
  CampaignFormField,
} from "../campaign-detail-intents";

/** Pause: no new slots until resumed (decision 051). */
export async function pauseCampaignIntent(args: CampaignDetailIntentArgs) {
  const outcome = await pauseCampaign(getServices(args.context).db, {
    campaignId: args.campaignId,
    actorId: args.businessId,
  });
  if (!outcome.ok) return refuse(args, pauseCampaignRefusals[outcome.reason]);
  return answer(args, {
    title: "ownerCampaignAnswers.pausedTitle",
    description: "ownerCampaignAnswers.pausedText",
  });
}

/** Resume: the schedule's remaining days move later by the days paused. */
export async function resumeCampaignIntent(args: CampaignDetailIntentArgs) {
  const outcome = await resumeCampaign(getServices(args.context).db, {
    campaignId: args.campaignId,
    actorId: args.businessId,
  });
  if (!outcome.ok) return refuse(args, resumeCampaignRefusals[outcome.reason]);
  return answer(args, {
    title: "ownerCampaignAnswers.resumedTitle",
    description:
      outcome.shiftedDays === 0
        ? "ownerCampaignAnswers.resumedToday"
        : "ownerCampaignAnswers.resumedText",
    values: { count: outcome.shiftedDays },
  });
}

/** Delete before approval: refunded, and the business goes back to its dashboard. */
export async function deleteCampaignIntent(args: CampaignDetailIntentArgs) {
  const services = getServices(args.context);
  const outcome = await deleteCampaign(services.db, {
    campaignId: args.campaignId,
    businessId: args.businessId,
  });
  if (!outcome.ok) return refuse(args, deleteCampaignRefusals[outcome.reason]);
  services.wakeRefunds?.();
  return redirectWithToast("/business/dashboard", {
    title: "ownerCampaignAnswers.deletedTitle",
    description: "ownerCampaignAnswers.deletedText",
    values: { amount: formatRupees(outcome.refunded) },
    variant: "success",
  });
}

/** Edit: at once before approval, else sent to the admin; field errors at their fields. */
export async function editCampaignIntent(args: CampaignDetailIntentArgs) {
  const parsed = campaignEditSchema.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) {
    const fieldErrors: ActionResult["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as CampaignFormField;
      fieldErrors[name] ??= issue.message;
    }
    return data({ toast: null, fieldErrors } satisfies ActionResult, 400);
  }
  const outcome = await editCampaign(getServices(args.context).db, {
    campaignId: args.campaignId,
    businessId: args.businessId,
    values: parsed.data,
  });
  if (!outcome.ok) return refuse(args, editCampaignRefusals[outcome.reason]);
  if (outcome.applied === "for_approval") {
    return answer(args, {
      title: "ownerCampaignAnswers.sentTitle",
      description: "ownerCampaignAnswers.sentText",
    });
  }
  if (outcome.applied === "unchanged")
    return answer(args, { title: "ownerCampaignAnswers.noChange" });
  return answer(args, {
    title: "ownerCampaignAnswers.savedTitle",
    description: "ownerCampaignAnswers.savedText",
  });
}

/** Add reviews: paid as a new campaign is (the simulated payment), the schedule extended. */
export async function addReviewsIntent(args: CampaignDetailIntentArgs) {
  const { db, payments, gateway } = getServices(args.context);
  // Through the gateway 'Add reviews' needs its own order (decision 057): until then it is
  // refused rather than given for free.
  if (gateway) return refuse(args, addReviewsByGatewayLater);
  const count = parseWholeNumber(String(args.form.get("count") ?? ""), { min: 1, max: 1000 });
  const outcome =
    count === null
      ? ({ ok: false, reason: "invalid_count" } as const)
      : await addReviews(
          db,
          { payments },
          {
            campaignId: args.campaignId,
            businessId: args.businessId,
            requestId: String(args.form.get("requestId") ?? ""),
            count,
          },
        );
  if (!outcome.ok) {
    const campaign = await getBusinessCampaign(db, args);
    const max = reviewsAddable(campaign?.targetReviews ?? 0);
    const refusal = { ...addReviewsRefusals[outcome.reason], values: { max } };
    // A count the dialog shows at its field (the dialog's words are in the page by then).
    if (outcome.reason === "invalid_count") return answerRefusal(refusal, { fields: ["count"] });
    return refuse(args, refusal);
  }
  return answer(args, {
    title: "ownerCampaignAnswers.addedTitle",
    description: "ownerCampaignAnswers.addedText",
    values: { target: outcome.targetReviews },
  });
}

const addReviewsByGatewayLater = {
  status: 409,
  title: "payments.addReviewsLaterTitle",
  message: "payments.addReviewsLaterText",
} as const;

/**
 * The owner's answers are translated here: their words (ownerCampaignAnswers) stay on the server
 * instead of in the campaign page's script (decision 051).
 */
function answer(
  args: CampaignDetailIntentArgs,
  toast: { title: string; description?: string; values?: Record<string, number> },
) {
  const t = serverT(getRequestInfo(args.context).language);
  return { toast: translateToast(t, { ...toast, variant: "success" }) } satisfies ActionResult;
}

/** A refusal said in a toast, translated here like the answers. */
function refuse(args: CampaignDetailIntentArgs, refusal: Refusal<string>) {
  const t = serverT(getRequestInfo(args.context).language);
  return data(
    { toast: translateToast(t, refusalToast(refusal)) } satisfies ActionResult,
    refusal.status,
  );
}
