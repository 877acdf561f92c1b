import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { publishReviewChange } from "~/domain/campaigns/campaign-events.server";
import { lockCampaignOfReview } from "~/domain/campaigns/lock-campaign-of-review.server";
import type { Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { leaveProgress } from "./leave-progress.server";

export type WithdrawReviewResult =
  | { ok: true }
  | { ok: false; reason: "not_found" | "not_withdrawable" };

/** Both say only that it did not work: the list shows what the review is now. */
export const withdrawReviewRefusals = {
  not_found: { status: 404, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_withdrawable: { status: 409, title: "errors.somethingWrong", message: "errors.tryAgain" },
} as const satisfies Refusals<"not_found" | "not_withdrawable">;

/**
 * The author takes back a pending or approved review: it leaves the public page and frees its
 * slot. A withdrawn approved review no longer counts towards progress, so a campaign it had
 * completed goes back to active and can take a replacement (the business paid for its target).
 * A reward already paid is kept: the ledger is not touched.
 */
export async function withdrawReview(
  db: DbOrTx,
  input: { userId: string; reviewId: string },
): Promise<WithdrawReviewResult> {
  if (!isUuid(input.userId) || !isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<WithdrawReviewResult> => {
    await lockCampaignOfReview(tx, input.reviewId);
    const [current] = await tx
      .select({ status: reviews.status, campaignId: reviews.campaignId })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.userId, input.userId)))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (current.status !== "pending" && current.status !== "approved") {
      return { ok: false, reason: "not_withdrawable" };
    }
    await tx.update(reviews).set({ status: "withdrawn" }).where(eq(reviews.id, input.reviewId));
    const reopened = current.status === "approved" && (await leaveProgress(tx, current.campaignId));
    await publishReviewChange(tx, {
      campaignId: current.campaignId,
      authorId: input.userId,
      authorTopics: ["my-reviews"],
      queueChanged: current.status === "pending",
      slots: { taken: -1, reopened },
      now: new Date(),
    });
    return { ok: true };
  });
}
