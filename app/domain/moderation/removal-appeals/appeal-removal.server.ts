import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, removalAppeals, reviews } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { publishEvents } from "~/events/bus.server";
import {
  type AppealTextRefusal,
  appealTextRefusals,
  MAX_REMOVAL_APPEAL_LENGTH,
  MIN_REMOVAL_APPEAL_LENGTH,
  readAppealText,
} from "./appeal-text";

export type AppealRemovalResult =
  | { ok: true; appealId: string }
  | { ok: false; reason: "not_found" | "not_removed" | "already_appealed" | AppealTextRefusal };

/** How My Reviews answers an appeal: the reason's refusals at its field, the rest as toasts. */
export const appealRemovalRefusals = {
  not_found: { status: 404, title: "removalAppeals.goneTitle", message: "removalAppeals.goneText" },
  not_removed: {
    status: 409,
    title: "removalAppeals.goneTitle",
    message: "removalAppeals.notRemovedText",
  },
  already_appealed: {
    status: 409,
    title: "removalAppeals.alreadyTitle",
    message: "removalAppeals.alreadyText",
  },
  ...appealTextRefusals({ min: MIN_REMOVAL_APPEAL_LENGTH, max: MAX_REMOVAL_APPEAL_LENGTH }),
} as const satisfies Refusals<ReasonOf<AppealRemovalResult>, "reason">;

/**
 * The author appeals the removal of their published review, once, with a reason (decision 091).
 * Only the review's author, only while it is removed; a second appeal of the same review is
 * refused (the unique index says so even to two requests at once). The appeal copies who removed
 * it: that person cannot decide it.
 */
export async function appealRemoval(
  db: DbOrTx,
  input: { userId: string; reviewId: string; reason: string; now?: Date },
): Promise<AppealRemovalResult> {
  const reason = readAppealText(input.reason, {
    min: MIN_REMOVAL_APPEAL_LENGTH,
    max: MAX_REMOVAL_APPEAL_LENGTH,
  });
  if (!reason.ok) return reason;
  if (!isUuid(input.reviewId) || !isUuid(input.userId)) return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<AppealRemovalResult> => {
    const [review] = await tx
      .select({
        status: reviews.status,
        campaignId: reviews.campaignId,
        removalGround: reviews.removalGround,
        removedBy: reviews.removedBy,
        removedAt: reviews.removedAt,
      })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.userId, input.userId)))
      .for("update");
    if (!review) return { ok: false, reason: "not_found" };
    const [earlier] = await tx
      .select({ id: removalAppeals.id })
      .from(removalAppeals)
      .where(eq(removalAppeals.reviewId, input.reviewId))
      .limit(1);
    if (earlier) return { ok: false, reason: "already_appealed" };
    if (review.status !== "removed" || !review.removalGround || !review.removedAt) {
      return { ok: false, reason: "not_removed" };
    }
    const [appeal] = await tx
      .insert(removalAppeals)
      .values({
        reviewId: input.reviewId,
        campaignId: review.campaignId,
        authorId: input.userId,
        reason: reason.text,
        removalGround: review.removalGround,
        removedBy: review.removedBy,
        removedAt: review.removedAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: removalAppeals.id });
    if (!appeal) return { ok: false, reason: "already_appealed" };
    await tx.insert(auditEvents).values({
      type: "removal_appealed",
      profileId: input.userId,
      detail: { reviewId: input.reviewId, appealId: appeal.id },
      createdAt: now,
    });
    await publishEvents(tx, [
      { to: { profileId: input.userId }, topics: ["my-reviews"] },
      { to: { role: "admin" }, topics: ["appeal-queue"] },
    ]);
    return { ok: true, appealId: appeal.id };
  });
}
