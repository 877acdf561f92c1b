import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/text";
import type { FlashToast } from "~/http/toast.server";

/** What the admin dashboard's action answers; the sections' forms read it from their fetchers. */
export type ActionResult = { toast: FlashToast | null };

/** Rows share these fetchers, read by their list: a decided row leaves before it could say so. */
export const campaignDecisionKey = "campaign-decision";
export const reviewModerationKey = "review-moderation";

/** A payout another admin (or another tab) decided first. */
export const alreadyProcessed: FlashToast = {
  title: "payout.alreadyProcessedTitle",
  description: "payout.alreadyProcessedText",
  variant: "error",
};

/** A review another admin (or another tab) decided first. */
export const alreadyModerated: FlashToast = {
  title: "queue.alreadyModeratedTitle",
  description: "queue.alreadyModeratedText",
  variant: "error",
};

/** What the domain refused in a typed reason or reference: control characters, or its length. */
export function refusedText(text: string, max: number): FlashToast {
  return hasControlCharacters(text, { multiline: true })
    ? { title: "input.refusedTitle", description: CONTROL_CHARACTERS_MESSAGE, variant: "error" }
    : {
        title: "input.refusedTitle",
        description: "input.tooLong",
        values: { max },
        variant: "error",
      };
}
