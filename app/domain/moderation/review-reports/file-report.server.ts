import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns, reviewComplaints, reviews } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import {
  type ComplaintTextRefusal,
  isDisputeGround,
  isReportGround,
  MAX_COMPLAINT_TEXT_LENGTH,
  MIN_DISPUTE_TEXT_LENGTH,
  readComplaintText,
} from "./report-form";

export type FileComplaintResult =
  | { ok: true; complaintId: string }
  | {
      ok: false;
      reason: "not_found" | "ground_required" | "already_disputed" | ComplaintTextRefusal;
    };

const groundField = { status: 400, field: "ground", title: "input.refusedTitle" } as const;
const textField = { status: 400, field: "details", title: "input.refusedTitle" } as const;

/** How the report page and the Dispute dialog answer: a ground or text refusal at its field. */
export const fileComplaintRefusals = {
  not_found: { status: 404, title: "complaints.goneTitle", message: "complaints.goneText" },
  ground_required: { ...groundField, message: "complaints.groundRequired" },
  already_disputed: {
    status: 409,
    title: "complaints.alreadyDisputedTitle",
    message: "complaints.alreadyDisputedText",
  },
  text_required: { ...textField, message: "complaints.textRequired" },
  text_invalid: { ...textField, message: "input.controlCharacters" },
  text_too_short: {
    ...textField,
    message: "complaints.textTooShort",
    values: { min: MIN_DISPUTE_TEXT_LENGTH },
  },
  text_too_long: {
    ...textField,
    message: "input.tooLong",
    values: { max: MAX_COMPLAINT_TEXT_LENGTH },
  },
} as const satisfies Refusals<ReasonOf<FileComplaintResult>, "ground" | "details">;

/**
 * A reader reports a published review of this campaign (no account needed; the route limits
 * how often an address may). It reaches the admin's Reports queue and changes nothing else.
 */
export async function reportReview(
  db: DbOrTx,
  input: { campaignId: string; reviewId: string; ground: string; details: string },
): Promise<FileComplaintResult> {
  if (!isUuid(input.campaignId) || !isUuid(input.reviewId))
    return { ok: false, reason: "not_found" };
  if (!isReportGround(input.ground)) return { ok: false, reason: "ground_required" };
  const details = readComplaintText(input.details, { required: false });
  if (!details.ok) return details;
  const ground = input.ground;
  return db.transaction(async (tx): Promise<FileComplaintResult> => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.id, input.reviewId),
          eq(reviews.campaignId, input.campaignId),
          eq(reviews.status, "approved"),
        ),
      );
    if (!review) return { ok: false, reason: "not_found" };
    const [complaint] = await tx
      .insert(reviewComplaints)
      .values({
        reviewId: review.id,
        campaignId: input.campaignId,
        kind: "report",
        ground,
        details: details.text,
      })
      .returning({ id: reviewComplaints.id });
    if (!complaint) throw new Error("report not stored");
    await tx.insert(auditEvents).values({
      type: "review_reported",
      detail: { complaintId: complaint.id, reviewId: review.id, ground },
    });
    return { ok: true, complaintId: complaint.id };
  });
}

/**
 * The campaign's owner disputes a published review on a listed ground, with a text. A dispute
 * never hides or changes the review: only the admin decides, and a business can never remove one.
 * One open dispute per review and business; a decided one may be followed by a new one.
 */
export async function disputeReview(
  db: DbOrTx,
  input: { businessId: string; reviewId: string; ground: string; details: string },
): Promise<FileComplaintResult> {
  if (!isUuid(input.businessId) || !isUuid(input.reviewId))
    return { ok: false, reason: "not_found" };
  if (!isDisputeGround(input.ground)) return { ok: false, reason: "ground_required" };
  const details = readComplaintText(input.details, {
    required: true,
    min: MIN_DISPUTE_TEXT_LENGTH,
  });
  if (!details.ok) return details;
  const ground = input.ground;
  return db.transaction(async (tx): Promise<FileComplaintResult> => {
    // The campaign row first (the lock order); it serialises two disputes of one business.
    const [review] = await tx
      .select({ id: reviews.id, campaignId: reviews.campaignId })
      .from(reviews)
      .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
      .where(
        and(
          eq(reviews.id, input.reviewId),
          eq(campaigns.businessId, input.businessId),
          eq(reviews.status, "approved"),
        ),
      )
      .for("update", { of: campaigns });
    if (!review) return { ok: false, reason: "not_found" };
    const [open] = await tx
      .select({ id: reviewComplaints.id })
      .from(reviewComplaints)
      .where(
        and(
          eq(reviewComplaints.reviewId, review.id),
          eq(reviewComplaints.kind, "dispute"),
          eq(reviewComplaints.filedBy, input.businessId),
          isNull(reviewComplaints.decidedAt),
        ),
      )
      .limit(1);
    if (open) return { ok: false, reason: "already_disputed" };
    const [complaint] = await tx
      .insert(reviewComplaints)
      .values({
        reviewId: review.id,
        campaignId: review.campaignId,
        kind: "dispute",
        ground,
        details: details.text,
        filedBy: input.businessId,
      })
      .returning({ id: reviewComplaints.id });
    if (!complaint) throw new Error("dispute not stored");
    await tx.insert(auditEvents).values({
      type: "review_disputed",
      profileId: input.businessId,
      detail: { complaintId: complaint.id, reviewId: review.id, ground },
    });
    return { ok: true, complaintId: complaint.id };
  });
}

/** A published review as the report page shows it: its campaign's business, author's public name and text. */
export async function findReportableReview(
  db: DbOrTx,
  input: { campaignId: string; reviewId: string },
): Promise<{ businessName: string; reviewerName: string; reviewText: string } | null> {
  if (!isUuid(input.campaignId) || !isUuid(input.reviewId)) return null;
  const [review] = await db
    .select({
      businessName: campaigns.businessName,
      reviewerName: reviews.reviewerName,
      reviewText: reviews.reviewText,
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(
      and(
        eq(reviews.id, input.reviewId),
        eq(reviews.campaignId, input.campaignId),
        eq(reviews.status, "approved"),
      ),
    );
  return review ?? null;
}
