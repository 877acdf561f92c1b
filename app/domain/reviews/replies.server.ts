import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns, reviewReplies, reviews } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { type ReplyTextRefusal, readReplyText, replyTextRefusals } from "./reply-text";

/*
 * A business's one public reply per review (issue 18 point 4, decision 033): written and edited by
 * the campaign's business owner, on approved reviews only. It is its own row: nothing here can
 * change, hide or reorder the review it answers.
 */

export type SaveReplyResult =
  | { ok: true; created: boolean }
  | {
      ok: false;
      /** not_found: no such review (404); not_owner: another business's campaign (403). */
      reason: "not_found" | "not_owner" | "not_approved" | "reply_removed" | ReplyTextRefusal;
    };

/** How the Reply dialog's form answers each refusal. */
export const saveReplyRefusals = {
  ...replyTextRefusals,
  // Another business's review, or none at all: the statuses its campaign page would give.
  not_found: { status: 404, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_owner: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_approved: {
    status: 409,
    title: "replies.refusedTitle",
    message: "replies.notApproved",
  },
  // The admin removed this review's reply with a ground (decision 080): it is not posted again.
  reply_removed: { status: 409, title: "replies.refusedTitle", message: "replies.removed" },
} as const satisfies Refusals<ReasonOf<SaveReplyResult>, "reply">;

export type PublicReply = { replyText: string; createdAt: Date; updatedAt: Date };

/** Writes or edits the reply to a review, in one transaction that checks owner and status. */
export async function saveReviewReply(
  db: DbOrTx,
  input: { businessId: string; reviewId: string; text: string; now?: Date },
): Promise<SaveReplyResult> {
  const now = input.now ?? new Date();
  if (!isUuid(input.reviewId) || !isUuid(input.businessId))
    return { ok: false, reason: "not_found" };
  const read = readReplyText(input.text);
  return db.transaction(async (tx): Promise<SaveReplyResult> => {
    // The review row locked: a withdrawal waits, or this sees it withdrawn.
    const [review] = await tx
      .select({ status: reviews.status, businessId: campaigns.businessId })
      .from(reviews)
      .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
      .where(eq(reviews.id, input.reviewId))
      .for("update", { of: reviews });
    if (!review) return { ok: false, reason: "not_found" };
    if (review.businessId !== input.businessId) return { ok: false, reason: "not_owner" };
    if (review.status !== "approved") return { ok: false, reason: "not_approved" };
    if (!read.ok) return { ok: false, reason: read.refusal };
    const [earlier] = await tx
      .select({ replyText: reviewReplies.replyText, removedAt: reviewReplies.removedAt })
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, input.reviewId));
    if (earlier?.removedAt) return { ok: false, reason: "reply_removed" };
    if (earlier?.replyText === read.text) return { ok: true, created: false };
    await tx
      .insert(reviewReplies)
      .values({
        reviewId: input.reviewId,
        authorId: input.businessId,
        replyText: read.text,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: reviewReplies.reviewId,
        set: { replyText: read.text, authorId: input.businessId, updatedAt: now },
      });
    await tx.insert(auditEvents).values({
      type: earlier ? "review_reply_edited" : "review_reply_written",
      profileId: input.businessId,
      detail: { reviewId: input.reviewId },
      createdAt: now,
    });
    return { ok: true, created: !earlier };
  });
}

/** The replies to these reviews (a page of them), in one query bounded by the page. */
export async function repliesFor(
  db: DbOrTx,
  input: { reviewIds: readonly string[] },
): Promise<Record<string, PublicReply>> {
  const ids = input.reviewIds.filter(isUuid);
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      reviewId: reviewReplies.reviewId,
      replyText: reviewReplies.replyText,
      createdAt: reviewReplies.createdAt,
      updatedAt: reviewReplies.updatedAt,
    })
    .from(reviewReplies)
    .where(and(inArray(reviewReplies.reviewId, ids), isNull(reviewReplies.removedAt)));
  const replies: Record<string, PublicReply> = {};
  for (const { reviewId, ...reply } of rows) replies[reviewId] = reply;
  return replies;
}
