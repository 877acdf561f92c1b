import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import type { ComplaintDecision, RemovalGround } from "~/db/complaint-grounds";
import {
  auditEvents,
  campaigns,
  disputeAnswerSms,
  removalNotices,
  reviewComplaints,
  reviewReplies,
  reviews,
} from "~/db/schema";
import { publishReviewChange } from "~/domain/campaigns/campaign-events.server";
import { lockCampaignOfReview } from "~/domain/campaigns/lock-campaign-of-review.server";
import { leaveProgress } from "~/domain/reviews/leave-progress.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import {
  type ComplaintTextRefusal,
  isRemovalGround,
  MAX_COMPLAINT_TEXT_LENGTH,
  readComplaintText,
} from "./report-form";

export type DecideComplaintResult =
  | { ok: true }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "not_found"
        | "not_published"
        | "no_reply"
        | "nothing_open"
        | "ground_required"
        | ComplaintTextRefusal;
    };

const noteField = { status: 400, field: "note", title: "input.refusedTitle" } as const;

/** How the Reports tab answers a decision; its dialog checks what it sends, so these are toasts. */
export const decideComplaintRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "complaints.goneTitle", message: "complaints.goneText" },
  not_published: {
    status: 409,
    title: "complaints.decidedTitle",
    message: "complaints.notPublished",
  },
  no_reply: { status: 409, title: "complaints.decidedTitle", message: "complaints.noReply" },
  nothing_open: {
    status: 409,
    title: "complaints.decidedTitle",
    message: "complaints.nothingOpen",
  },
  ground_required: {
    status: 400,
    field: "ground",
    title: "input.refusedTitle",
    message: "complaints.removalGroundRequired",
  },
  text_required: { ...noteField, message: "complaints.noteRequired" },
  text_invalid: { ...noteField, message: "input.controlCharacters" },
  text_too_short: { ...noteField, message: "complaints.noteRequired" },
  text_too_long: {
    ...noteField,
    message: "input.tooLong",
    values: { max: MAX_COMPLAINT_TEXT_LENGTH },
  },
} as const satisfies Refusals<ReasonOf<DecideComplaintResult>, "ground" | "note">;

type Decision =
  | { action: "remove_review"; ground: string }
  | { action: "remove_reply"; ground: string }
  | { action: "keep" };

/**
 * The admin decides the open reports and disputes of one review (decision 080): remove the
 * published review, or only the business's reply, each with a stated ground; or keep it. Every
 * open complaint of the review is closed with the decision and its note, in one transaction with
 * the change, the author's notice (sent after commit) and the audit log. Ratings play no part.
 */
export async function decideComplaint(
  db: DbOrTx,
  input: { adminId: string; reviewId: string; note: string; now?: Date } & Decision,
): Promise<DecideComplaintResult> {
  if (!isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
  const ground = input.action === "keep" ? null : input.ground;
  if (ground !== null && !isRemovalGround(ground)) return { ok: false, reason: "ground_required" };
  const note = readComplaintText(input.note, { required: true });
  if (!note.ok) return note;
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<DecideComplaintResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    // The campaign before the review (the lock order of every review change).
    await lockCampaignOfReview(tx, input.reviewId);
    const [review] = await tx
      .select({ status: reviews.status, campaignId: reviews.campaignId, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .for("update");
    if (!review) return { ok: false, reason: "not_found" };
    let decision: ComplaintDecision = "kept";
    if (input.action === "remove_review" && ground) {
      if (review.status !== "approved") return { ok: false, reason: "not_published" };
      await removeReview(tx, {
        reviewId: input.reviewId,
        ...review,
        ground,
        note: note.text,
        adminId: input.adminId,
        now,
      });
      decision = "removed_review";
    } else if (input.action === "remove_reply" && ground) {
      const removed = await removeReply(tx, {
        reviewId: input.reviewId,
        campaignId: review.campaignId,
        ground,
        now,
      });
      if (!removed) return { ok: false, reason: "no_reply" };
      decision = "removed_reply";
    }
    const closed = await tx
      .update(reviewComplaints)
      .set({ decision, decisionNote: note.text, decidedBy: input.adminId, decidedAt: now })
      .where(and(eq(reviewComplaints.reviewId, input.reviewId), isNull(reviewComplaints.decidedAt)))
      .returning({
        id: reviewComplaints.id,
        kind: reviewComplaints.kind,
        filedBy: reviewComplaints.filedBy,
      });
    // A removal may come without a complaint in the product (a court order by post); a keep may not.
    if (decision === "kept" && closed.length === 0) return { ok: false, reason: "nothing_open" };
    // Each disputing business hears the answer by SMS after commit (decision 108).
    const answers = closed.flatMap((row) =>
      row.kind === "dispute" && row.filedBy
        ? [{ complaintId: row.id, recipientId: row.filedBy, createdAt: now }]
        : [],
    );
    if (answers.length > 0) await tx.insert(disputeAnswerSms).values(answers);
    await tx.insert(auditEvents).values({
      type:
        decision === "kept"
          ? "complaint_kept"
          : decision === "removed_review"
            ? "review_removed"
            : "reply_removed",
      profileId: input.adminId,
      detail: { reviewId: input.reviewId, ground, complaints: closed.length },
      createdAt: now,
    });
    return { ok: true };
  });
}

async function removeReview(
  tx: Transaction,
  input: {
    reviewId: string;
    campaignId: string;
    userId: string;
    ground: RemovalGround;
    note: string;
    adminId: string;
    now: Date;
  },
) {
  await tx
    .update(reviews)
    .set({
      status: "removed",
      removalGround: input.ground,
      removalNote: input.note,
      removedBy: input.adminId,
      removedAt: input.now,
    })
    .where(eq(reviews.id, input.reviewId));
  // The reward already paid stays paid (decision 080): the wallet's ledger is not touched.
  const reopened = await leaveProgress(tx, input.campaignId);
  await tx.insert(removalNotices).values({
    reviewId: input.reviewId,
    recipientId: input.userId,
    what: "review",
    ground: input.ground,
    createdAt: input.now,
  });
  await publishReviewChange(tx, {
    campaignId: input.campaignId,
    authorId: input.userId,
    authorTopics: ["my-reviews"],
    queueChanged: false,
    slots: { taken: -1, reopened },
    now: input.now,
  });
}

/** Takes the business's reply off the public page; it stays removed (the business cannot post it again). */
async function removeReply(
  tx: Transaction,
  input: { reviewId: string; campaignId: string; ground: RemovalGround; now: Date },
): Promise<boolean> {
  const removed = await tx
    .update(reviewReplies)
    .set({ removalGround: input.ground, removedAt: input.now })
    .where(and(eq(reviewReplies.reviewId, input.reviewId), isNull(reviewReplies.removedAt)))
    .returning({ authorId: reviewReplies.authorId });
  if (removed.length === 0) return false;
  const [campaign] = await tx
    .select({ businessId: campaigns.businessId })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  if (campaign) {
    await tx.insert(removalNotices).values({
      reviewId: input.reviewId,
      recipientId: campaign.businessId,
      what: "reply",
      ground: input.ground,
      createdAt: input.now,
    });
  }
  return true;
}
