import {
  approveCampaign,
  campaignDecisionRefusals,
} from "~/domain/moderation/decide-campaign.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { AdminIntentArgs } from "../admin-intents";
import { idField, readDecisionForm } from "./decision-form.server";

/** Approve on a pending campaign: it goes live today. */
export async function approveCampaignIntent(args: AdminIntentArgs) {
  const { campaignId } = readDecisionForm(args.form, z.object({ campaignId: idField }));
  const outcome = await approveCampaign(getServices(args.context).db, {
    campaignId,
    adminId: args.adminId,
  });
  if (!outcome.ok) return answerRefusal(campaignDecisionRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "admin.campaignApprovedTitle",
    description: "admin.campaignApprovedText",
    variant: "success",
  };
  return { toast };
}
