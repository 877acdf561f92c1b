import { data } from "react-router";
import { saveReplyRefusals, saveReviewReply } from "~/domain/reviews/replies.server";
import { MAX_REPLY_LENGTH } from "~/domain/reviews/reply-text";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { CampaignDetailIntentArgs } from "../campaign-detail-intents";

const replyForm = z.object({
  reviewId: z.string().check(z.minLength(1), z.maxLength(64)),
  // Room for '\r\n' line breaks as browsers send them: the domain counts the reply as kept.
  reply: z._default(z.string().check(z.maxLength(2 * MAX_REPLY_LENGTH)), ""),
});

/** Reply or Edit reply: the business's public reply to an approved review (decision 033). */
export async function saveReplyIntent(args: CampaignDetailIntentArgs) {
  const parsed = replyForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  const outcome = await saveReviewReply(getServices(args.context).db, {
    businessId: args.businessId,
    reviewId: parsed.data.reviewId,
    text: parsed.data.reply,
  });
  if (!outcome.ok) return answerRefusal(saveReplyRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "replies.savedTitle",
    description: "replies.savedText",
    variant: "success",
  };
  return { toast };
}
