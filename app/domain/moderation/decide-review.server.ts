import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns, reviews } from "~/db/schema";
import { publishReviewChange } from "~/domain/campaigns/campaign-events.server";
import { completeCampaignIfReached } from "~/domain/campaigns/complete-campaign-if-reached.server";
import { lockCampaignOfReview } from "~/domain/campaigns/lock-campaign-of-review.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import { isRejectionCategory } from "~/domain/reviews/rejection-category";
import type { Review } from "~/domain/reviews/submit-review.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { rescorePendingReviewsOf } from "~/domain/trust/review-risk.server";
import {
  type RejectionReasonRefusal,
  readRejectionReason,
  rejectionReasonRefusals,
} from "./rejection-reason";
import { isTemplateOf, rejectionTemplates } from "./rejection-templates";
import { type CheckRefusal, checkRefusals, recordChecks } from "./review-checks.server";
import { findTeamRole } from "./team.server";

/**
 * A team member's decision on a queued review (SPEC §2, decision 067): approval credits the
 * reviewer ₹5 whatever the rating, once both checks passed; rejection records its reason; each in
 * one transaction that lets exactly one of many concurrent decisions through, and a repeated
 * decision changes nothing. `adminId` is the deciding team member (the admin or a moderator).
 */
export type ApproveReviewResult =
  /**
   * `repeated`: the review was already approved (a retried request); nothing changed.
   * `awaitingSecondCheck`: check 1 is recorded; another team member makes check 2.
   */
  | { ok: true; review: Review; repeated?: true; awaitingSecondCheck?: true }
  | { ok: false; reason: "not_admin" | "not_found" | "not_pending" | CheckRefusal };

export type RejectReviewResult =
  /** `repeated`: already rejected for the same reason (a retried request); nothing changed. */
  | { ok: true; repeated?: true }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "not_found"
        | "not_pending"
        | "category_required"
        | "template_required"
        | RejectionReasonRefusal
        | CheckRefusal;
    };

const alreadyModerated = {
  status: 409,
  title: "queue.alreadyModeratedTitle",
  message: "queue.alreadyModeratedText",
} as const;

/** An approval's refusals: another admin (or another tab) decided first. */
export const approveReviewRefusals = {
  not_found: { ...alreadyModerated, status: 404 },
  not_pending: alreadyModerated,
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  ...checkRefusals,
} as const satisfies Refusals<ReasonOf<ApproveReviewResult>>;

/** A rejection's refusals; the dialog asks for the category and the reason before it sends. */
export const rejectReviewRefusals = {
  ...approveReviewRefusals,
  ...rejectionReasonRefusals,
  category_required: {
    status: 400,
    field: "category",
    title: "input.refusedTitle",
    message: "errors.tryAgain",
  },
  template_required: {
    status: 400,
    field: "category",
    title: "input.refusedTitle",
    message: "errors.tryAgain",
  },
  reason_required: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "errors.tryAgain",
  },
} as const satisfies Refusals<ReasonOf<RejectReviewResult>, "category" | "reason">;

/**
 * Records the passed checks and, once both passed, approves the review and credits the reviewer
 * ₹5, whatever the rating, in one transaction. The conditional UPDATE lets exactly one of many
 * concurrent approvals through.
 */
export async function approveReview(
  db: DbOrTx,
  input: {
    reviewId: string;
    adminId: string;
    now?: Date;
    /** The checks ticked (SPEC §2); unset, every check still due. */
    checks?: readonly ("proof" | "text")[];
  },
): Promise<ApproveReviewResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ApproveReviewResult> => {
    if (!(await findTeamRole(tx, input.adminId))) return { ok: false, reason: "not_admin" };
    if (!isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
    await lockCampaignOfReview(tx, input.reviewId);
    const checks = await recordChecks(tx, {
      reviewId: input.reviewId,
      actorId: input.adminId,
      passed: true,
      kinds: input.checks,
      now,
    });
    if (!checks.ok) return checks;
    if (!checks.decided && !checks.complete) {
      const [waiting] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId));
      if (waiting) return { ok: true, review: waiting, awaitingSecondCheck: true };
    }
    const [review] = await tx
      .update(reviews)
      .set({
        status: "approved",
        earnings: REWARD_PER_REVIEW,
        moderatedAt: now,
        moderatedBy: input.adminId,
      })
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "pending")))
      .returning();
    if (!review) {
      // The same approval again (a retry whose first answer was lost) is done, and changes nothing.
      const [earlier] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId));
      if (earlier?.status === "approved") return { ok: true, review: earlier, repeated: true };
      return { ok: false, reason: earlier ? "not_pending" : "not_found" };
    }
    await recordWalletEntry(tx, {
      userId: review.userId,
      amount: REWARD_PER_REVIEW,
      reason: "review_reward",
      reviewId: review.id,
      now,
    });
    await tx
      .update(campaigns)
      .set({ completedReviews: sql`${campaigns.completedReviews} + 1` })
      .where(eq(campaigns.id, review.campaignId));
    await completeCampaignIfReached(tx, { campaignId: review.campaignId });
    await tx.insert(auditEvents).values({
      type: "review_approved",
      profileId: input.adminId,
      detail: { reviewId: review.id, checks: input.checks ?? ["proof", "text"] },
      createdAt: now,
    });
    await rescorePendingReviewsOf(tx, { userId: review.userId });
    await publishReviewChange(tx, {
      campaignId: review.campaignId,
      authorId: review.userId,
      authorTopics: ["my-reviews", "wallet"],
      queueChanged: true,
      slots: { taken: 0 },
      now,
    });
    return { ok: true, review };
  });
}

/**
 * Rejects a pending review with its category (counted on the public ledger, decision 032), the
 * category's template that the reviewer reads in their own language and an optional note, or,
 * for 'other', the note alone (decision 054); its slot opens again.
 */
export async function rejectReview(
  db: DbOrTx,
  input: {
    reviewId: string;
    adminId: string;
    category: string;
    template?: string;
    reason: string;
    now?: Date;
    /** The admin's rejection outside the two checks (a suspension, decision 071): none recorded. */
    outsideChecks?: true;
  },
): Promise<RejectReviewResult> {
  const now = input.now ?? new Date();
  const category = input.category;
  const template = input.template ? input.template : null;
  const read = readRejectionReason(input.reason);
  return db.transaction(async (tx): Promise<RejectReviewResult> => {
    const role = await findTeamRole(tx, input.adminId);
    if (!role || (input.outsideChecks && role !== "admin")) {
      return { ok: false, reason: "not_admin" };
    }
    if (!isRejectionCategory(category)) return { ok: false, reason: "category_required" };
    const templated = rejectionTemplates[category].length > 0;
    if (templated && !isTemplateOf(category, template)) {
      return { ok: false, reason: "template_required" };
    }
    // With a template the note is optional; without one it is the reason.
    if (!read.ok && !(templated && read.refusal === "reason_required")) {
      return { ok: false, reason: read.refusal };
    }
    const reason = read.ok ? read.reason : null;
    if (!isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
    await lockCampaignOfReview(tx, input.reviewId);
    if (!input.outsideChecks) {
      const checks = await recordChecks(tx, {
        reviewId: input.reviewId,
        actorId: input.adminId,
        passed: false,
        now,
      });
      if (!checks.ok) return checks;
    }
    const [review] = await tx
      .update(reviews)
      .set({
        status: "rejected",
        rejectionCategory: category,
        rejectionTemplate: template,
        rejectionReason: reason,
        moderatedAt: now,
        moderatedBy: input.adminId,
        // A moderator's hold on it ends with it (recordChecks ends it on the checked path).
        heldBy: null,
        heldAt: null,
        heldUntil: null,
      })
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "pending")))
      .returning({ id: reviews.id, userId: reviews.userId, campaignId: reviews.campaignId });
    if (!review) {
      // The same rejection again (a lost answer, retried) is done; a different decision is not.
      const [earlier] = await tx
        .select({
          status: reviews.status,
          rejectionReason: reviews.rejectionReason,
          rejectionCategory: reviews.rejectionCategory,
          rejectionTemplate: reviews.rejectionTemplate,
        })
        .from(reviews)
        .where(eq(reviews.id, input.reviewId));
      if (
        earlier?.status === "rejected" &&
        earlier.rejectionReason === reason &&
        earlier.rejectionCategory === category &&
        earlier.rejectionTemplate === template
      ) {
        return { ok: true, repeated: true };
      }
      return { ok: false, reason: earlier ? "not_pending" : "not_found" };
    }
    await tx.insert(auditEvents).values({
      type: "review_rejected",
      profileId: input.adminId,
      detail: { reviewId: review.id, category, template },
      createdAt: now,
    });
    await rescorePendingReviewsOf(tx, { userId: review.userId });
    await publishReviewChange(tx, {
      campaignId: review.campaignId,
      authorId: review.userId,
      authorTopics: ["my-reviews"],
      queueChanged: true,
      slots: { taken: -1 },
      now,
    });
    return { ok: true };
  });
}
