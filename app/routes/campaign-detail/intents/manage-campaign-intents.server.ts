import { data } from "react-router";
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
import { getServices } from "~/http/context.server";
import { redirectWithToast } from "~/http/toast.server";
import type {
  ActionResult,
  CampaignDetailIntentArgs,
  CampaignFormField,
} from "../campaign-detail-intents";
import { answer, refuse } from "./owner-answers.server";

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
  if (!outcome.ok && outcome.reason === "place_outside_city") {
    // Said at the place, as the create form says it (decision 129).
    const fieldErrors = { placeLat: editCampaignRefusals.place_outside_city.message };
    return data({ toast: null, fieldErrors } satisfies ActionResult, 400);
  }
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
