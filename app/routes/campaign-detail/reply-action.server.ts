import { data } from "react-router";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { saveReviewReply } from "~/domain/reviews/replies.server";
import { MAX_REPLY_LENGTH } from "~/domain/reviews/reply-text";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";

export type ReplyActionResult = { toast: FlashToast | null };

const replySchema = z.object({
  intent: z.literal("save-reply"),
  reviewId: z.string().min(1).max(64),
  // Room for '\r\n' line breaks as browsers send them: the domain counts the reply as kept.
  reply: z
    .string()
    .max(2 * MAX_REPLY_LENGTH)
    .default(""),
});

/** The campaign detail's one action: the business's public reply to an approved review. */
export async function saveReplyAction(
  db: Database,
  request: Request,
  businessId: string,
): Promise<ReplyActionResult | ReturnType<typeof data<ReplyActionResult>>> {
  const parsed = replySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const outcome = await saveReviewReply(db, {
    businessId,
    reviewId: parsed.data.reviewId,
    text: parsed.data.reply,
  });
  if (outcome.ok) {
    return {
      toast: { title: "replies.savedTitle", description: "replies.savedText", variant: "success" },
    };
  }
  // Another business's review, or none at all: the same answers as its campaign page gives.
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  if (outcome.reason === "not_owner") throw data(null, { status: 403 });
  const description =
    outcome.reason === "not_approved"
      ? "replies.notApproved"
      : outcome.reason === "reply_invalid"
        ? "input.controlCharacters"
        : outcome.reason === "reply_too_long"
          ? "replies.tooLong"
          : "replies.required";
  const toast: FlashToast = {
    title: "replies.refusedTitle",
    description,
    values: { max: MAX_REPLY_LENGTH },
    variant: "error",
  };
  return data({ toast }, outcome.reason === "not_approved" ? 409 : 400);
}
