import { data } from "react-router";
import type { Refusal } from "~/domain/shared/refusal";
import { refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo } from "~/http/context.server";
import { translateToast } from "~/http/toast.server";
import { serverT } from "~/i18n/translate.server";
import type { ActionResult, CampaignDetailIntentArgs } from "../campaign-detail-intents";

/**
 * The owner's answers are translated here: their words (ownerCampaignAnswers) stay on the server
 * instead of in the campaign page's script (decision 051).
 */
export function answer(
  args: CampaignDetailIntentArgs,
  toast: { title: string; description?: string; values?: Record<string, number | string> },
) {
  const t = serverT(getRequestInfo(args.context).language);
  return { toast: translateToast(t, { ...toast, variant: "success" }) } satisfies ActionResult;
}

/** A refusal said in a toast, translated here like the answers. */
export function refuse(args: CampaignDetailIntentArgs, refusal: Refusal<string>) {
  const t = serverT(getRequestInfo(args.context).language);
  return data(
    { toast: translateToast(t, refusalToast(refusal)) } satisfies ActionResult,
    refusal.status,
  );
}
