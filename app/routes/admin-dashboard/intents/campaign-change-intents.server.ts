import { data } from "react-router";
import {
  pauseCampaign,
  pauseCampaignRefusals,
  resumeCampaign,
  resumeCampaignRefusals,
} from "~/domain/campaigns/pause-campaign.server";
import {
  approveCampaignEdit,
  campaignEditDecisionRefusals,
  declineCampaignEdit,
} from "~/domain/moderation/decide-campaign-edit.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { serverT } from "~/i18n/translate.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";
import { versionField } from "./decision-intents.server";

const campaignForm = z.object({ campaignId: z.string().check(z.minLength(1), z.maxLength(64)) });
/** An edit's decision names the campaign's version the admin saw (decision 102). */
const editForm = z.object({
  campaignId: z.string().check(z.minLength(1), z.maxLength(64)),
  version: versionField,
});
const declineForm = z.object({
  campaignId: z.string().check(z.minLength(1), z.maxLength(64)),
  version: versionField,
  reason: z._default(z.string().check(z.maxLength(2 * MAX_REJECTION_REASON_LENGTH)), ""),
});

/** The admin's page has not the owner's words: a campaign that changed meanwhile, in its own. */
const handled = { title: "admin.alreadyHandledTitle", message: "admin.alreadyHandledText" };

/** A done change's toast, translated here: the admin's script has no room for its words. */
function said(
  context: AdminIntentArgs["context"],
  key: "pausedTitle" | "resumedTitle" | "editApprovedTitle" | "editDeclinedTitle",
): ActionResult {
  const t = serverT(getRequestInfo(context).language);
  return { toast: { title: t(`adminCampaignEdits.${key}`), variant: "success", translated: true } };
}

function read<Schema extends z.ZodMiniType>(form: FormData, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

/** The admin pauses any running campaign (a complaint, a closed shop): decision 051. */
export async function adminPauseIntent({ form, adminId, context }: AdminIntentArgs) {
  const { campaignId } = read(form, campaignForm);
  const outcome = await pauseCampaign(getServices(context).db, { campaignId, actorId: adminId });
  if (!outcome.ok) return answerRefusal({ ...pauseCampaignRefusals[outcome.reason], ...handled });
  return said(context, "pausedTitle");
}

export async function adminResumeIntent({ form, adminId, context }: AdminIntentArgs) {
  const { campaignId } = read(form, campaignForm);
  const outcome = await resumeCampaign(getServices(context).db, { campaignId, actorId: adminId });
  if (!outcome.ok) return answerRefusal({ ...resumeCampaignRefusals[outcome.reason], ...handled });
  return said(context, "resumedTitle");
}

/** A live campaign's change, approved: the campaign shows it from now. */
export async function approveCampaignEditIntent({ form, adminId, context }: AdminIntentArgs) {
  const seen = read(form, editForm);
  const outcome = await approveCampaignEdit(getServices(context).db, { ...seen, adminId });
  if (!outcome.ok) return answerRefusal(campaignEditDecisionRefusals[outcome.reason]);
  return said(context, "editApprovedTitle");
}

/** A live campaign's change, declined with the reason its business reads. */
export async function declineCampaignEditIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = read(form, declineForm);
  const outcome = await declineCampaignEdit(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(campaignEditDecisionRefusals[outcome.reason]);
  return said(context, "editDeclinedTitle");
}
