import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import {
  type AppealOutcome,
  appealAnswers,
  auditEvents,
  campaigns,
  removalAppeals,
  reviews,
} from "~/db/schema";
import { publishReviewChange } from "~/domain/campaigns/campaign-events.server";
import { completeCampaignIfReached } from "~/domain/campaigns/complete-campaign-if-reached.server";
import { lockCampaignOfReview } from "~/domain/campaigns/lock-campaign-of-review.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { publishEvents } from "~/events/bus.server";
import { findTeamRole } from "../team.server";
import {
  type AppealTextRefusal,
  appealTextRefusals,
  MAX_APPEAL_DECISION_LENGTH,
  MIN_APPEAL_DECISION_LENGTH,
  readAppealText,
} from "./appeal-text";

export type DecideRemovalAppealResult =
  | { ok: true; outcome: AppealOutcome }
  | {
      ok: false;
      reason:
        | "not_on_team"
        | "not_found"
        | "already_decided"
        | "own_removal"
        | "outcome_required"
        | AppealTextRefusal;
    };

/** How the staff's appeal form answers: the reason at its field, the rest as toasts. */
export const decideRemovalAppealRefusals = {
  not_on_team: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "removalAppeals.goneTitle", message: "removalAppeals.goneText" },
  already_decided: {
    status: 409,
    title: "removalAppeals.decidedTitle",
    message: "removalAppeals.decidedText",
  },
  own_removal: {
    status: 403,
    title: "removalAppeals.ownRemovalTitle",
    message: "removalAppeals.ownRemovalText",
  },
  outcome_required: {
    status: 400,
    title: "input.refusedTitle",
    message: "removalAppeals.outcomeRequired",
  },
  ...appealTextRefusals({ min: MIN_APPEAL_DECISION_LENGTH, max: MAX_APPEAL_DECISION_LENGTH }),
} as const satisfies Refusals<ReasonOf<DecideRemovalAppealResult>, "reason">;

const isOutcome = (value: string): value is AppealOutcome =>
  value === "upheld" || value === "reinstated";

/**
 * A team member (the admin or an active moderator) decides a waiting appeal, never the person who
 * removed the review (decision 091): upheld, the review stays removed; reinstated, it is
 * published again where its date puts it (the public page orders by the date it was written, so
 * nothing else moves), counts again towards its campaign's target, and its author's ₹5, never
 * taken back at the removal (decision 080), is not paid again. The rating is never read. One
 * transaction, in the lock order of every review change: the campaign, the review, the appeal.
 */
export async function decideRemovalAppeal(
  db: DbOrTx,
  input: { staffId: string; appealId: string; outcome: string; reason: string; now?: Date },
): Promise<DecideRemovalAppealResult> {
  if (!isOutcome(input.outcome)) return { ok: false, reason: "outcome_required" };
  const outcome = input.outcome;
  const reason = readAppealText(input.reason, {
    min: MIN_APPEAL_DECISION_LENGTH,
    max: MAX_APPEAL_DECISION_LENGTH,
  });
  if (!reason.ok) return reason;
  if (!isUuid(input.appealId)) return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<DecideRemovalAppealResult> => {
    if (!(await findTeamRole(tx, input.staffId))) return { ok: false, reason: "not_on_team" };
    const [found] = await tx
      .select({ reviewId: removalAppeals.reviewId })
      .from(removalAppeals)
      .where(eq(removalAppeals.id, input.appealId))
      .limit(1);
    if (!found) return { ok: false, reason: "not_found" };
    await lockCampaignOfReview(tx, found.reviewId);
    const [review] = await tx
      .select({ status: reviews.status, campaignId: reviews.campaignId, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, found.reviewId))
      .for("update");
    const [appeal] = await tx
      .select({ removedBy: removalAppeals.removedBy, decidedAt: removalAppeals.decidedAt })
      .from(removalAppeals)
      .where(eq(removalAppeals.id, input.appealId))
      .for("update");
    if (!review || !appeal) return { ok: false, reason: "not_found" };
    if (appeal.decidedAt) return { ok: false, reason: "already_decided" };
    if (appeal.removedBy === input.staffId) return { ok: false, reason: "own_removal" };
    // A review no longer removed (its author erased it, say) leaves nothing to reinstate.
    if (outcome === "reinstated" && review.status !== "removed") {
      return { ok: false, reason: "already_decided" };
    }
    const decided = await tx
      .update(removalAppeals)
      .set({ outcome, decisionReason: reason.text, decidedBy: input.staffId, decidedAt: now })
      .where(and(eq(removalAppeals.id, input.appealId), isNull(removalAppeals.decidedAt)))
      .returning({ id: removalAppeals.id });
    if (decided.length === 0) return { ok: false, reason: "already_decided" };
    if (outcome === "reinstated") {
      await reinstate(tx, { reviewId: found.reviewId, ...review, now });
    }
    // Its author hears of it by SMS after commit, in their language (decision 109).
    await tx.insert(appealAnswers).values({
      profileId: review.userId,
      kind: outcome === "reinstated" ? "removal_reinstated" : "removal_upheld",
      removalAppealId: input.appealId,
      createdAt: now,
    });
    await tx.insert(auditEvents).values({
      type: outcome === "reinstated" ? "review_reinstated" : "removal_upheld",
      profileId: input.staffId,
      detail: { reviewId: found.reviewId, appealId: input.appealId },
      createdAt: now,
    });
    await publishEvents(tx, [{ to: { role: "admin" }, topics: ["appeal-queue"] }]);
    if (outcome === "upheld") {
      await publishEvents(tx, [{ to: { profileId: review.userId }, topics: ["my-reviews"] }]);
    }
    return { ok: true, outcome };
  });
}

/**
 * Published again: the removal's columns are cleared (the appeal keeps them), the campaign counts
 * it again and completes if that reaches its target. Its earnings and the wallet are not touched:
 * the reward was paid once, at approval, and stayed paid at the removal.
 */
async function reinstate(
  tx: Transaction,
  input: { reviewId: string; campaignId: string; userId: string; now: Date },
) {
  await tx
    .update(reviews)
    .set({
      status: "approved",
      removalGround: null,
      removalNote: null,
      removedBy: null,
      removedAt: null,
    })
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "removed")));
  await tx
    .update(campaigns)
    .set({ completedReviews: sql`${campaigns.completedReviews} + 1` })
    .where(eq(campaigns.id, input.campaignId));
  await completeCampaignIfReached(tx, { campaignId: input.campaignId });
  await publishReviewChange(tx, {
    campaignId: input.campaignId,
    authorId: input.userId,
    authorTopics: ["my-reviews"],
    queueChanged: false,
    slots: { taken: 0 },
    now: input.now,
  });
}
