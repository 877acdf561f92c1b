import { asc, eq, inArray } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { DbOrTx } from "~/db/client.server";
import {
  auditEvents,
  billingDetails,
  campaigns,
  clientMarks,
  payments,
  payouts,
  profiles,
  removalAppeals,
  reviewProofChecks,
  reviewReplies,
  reviewRevisions,
  reviews,
  taxDocuments,
  unappliedPayments,
  walletLedger,
} from "~/db/schema";
import { listConsents } from "~/domain/shared/consents.server";
import { readNominee } from "./nominee.server";

/**
 * What 'Download my data' holds: one JSON file per part (named without .json), and the proof
 * photos to add; `parts` are the same records, typed, for the readable summary.html (decision 111).
 */
export type AccountData = {
  files: Record<string, unknown>;
  proofs: { key: string; name: string }[];
  parts: AccountParts | null;
};

export type AccountParts = {
  profile: Awaited<ReturnType<typeof readProfile>>[number];
  records: Awaited<ReturnType<typeof collectAccountRecords>>;
  reviewer: Awaited<ReturnType<typeof collectReviewerData>> | null;
  business: Awaited<ReturnType<typeof collectBusinessData>> | null;
};

function readProfile(db: DbOrTx, profileId: string) {
  return db
    .select({
      id: profiles.id,
      phone: profiles.phone,
      role: profiles.role,
      username: profiles.username,
      city: profiles.city,
      reviewerName: profiles.reviewerName,
      reviewerEmail: profiles.reviewerEmail,
      language: profiles.language,
      walletBalance: profiles.walletBalance,
      reviewSms: profiles.reviewSms,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
}

/**
 * Everything ReviewKaro keeps about one person, as they would read it: their profile, consents
 * (with the notice's version and date), nominee, network and device marks and security log; their
 * reviews with the visit date, the no-relationship declaration, every earlier version and the
 * appeal of a removal, their
 * wallet and payouts; for a business its campaigns, payments, payments not applied, invoices and
 * billing details. Every kind /privacy lists as collected is here (decision 092); internal
 * scores are ours and are left out (decision 076).
 */
export async function collectAccountData(db: DbOrTx, profileId: string): Promise<AccountData> {
  const [profile] = await readProfile(db, profileId);
  if (!profile) return { files: {}, proofs: [], parts: null };
  const records = await collectAccountRecords(db, profileId);
  const proofs: AccountData["proofs"] = [];
  const reviewer =
    profile.role === "user" ? await collectReviewerData(db, profileId, proofs) : null;
  const business = profile.role === "business" ? await collectBusinessData(db, profileId) : null;
  const files: Record<string, unknown> = {
    profile,
    consents: records.consents,
    nominee: records.nominee,
    "network-and-device-marks": records.marks,
    "security-log": records.securityLog,
  };
  if (reviewer) {
    files.reviews = reviewer.reviews;
    files["wallet-ledger"] = reviewer.walletLedger;
    files.payouts = reviewer.payouts;
  }
  if (business) {
    files.campaigns = business.campaigns;
    files.payments = business.payments;
    files["unapplied-payments"] = business.unappliedPayments;
    files.invoices = business.invoices;
    files["billing-details"] = business.billingDetails;
  }
  return { files, proofs, parts: { profile, records, reviewer, business } };
}

async function collectReviewerData(db: DbOrTx, profileId: string, proofs: AccountData["proofs"]) {
  const ownReviews = await db
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      businessName: campaigns.businessName,
      city: campaigns.city,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      visitedOn: reviews.visitedOn,
      noRelationshipDeclaredAt: reviews.noRelationshipDeclaredAt,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      status: reviews.status,
      earnings: reviews.earnings,
      rejectionReason: reviews.rejectionReason,
      createdAt: reviews.createdAt,
      moderatedAt: reviews.moderatedAt,
      proof: reviews.proof,
      // Where and when the photo was taken, as kept (decision 129): a band and a time, no position.
      photoPlaceBand: reviewProofChecks.placeBand,
      photoPlaceFrom: reviewProofChecks.placeSource,
      photoDistanceKm: reviewProofChecks.distanceKm,
      photoTakenAt: reviewProofChecks.takenAt,
      photoTakenFrom: reviewProofChecks.takenSource,
      businessReply: reviewReplies.replyText,
      // The author's appeal of a removal (decision 091): their words, and what came of it.
      appealReason: removalAppeals.reason,
      appealedAt: removalAppeals.createdAt,
      appealOutcome: removalAppeals.outcome,
      appealDecisionReason: removalAppeals.decisionReason,
      appealDecidedAt: removalAppeals.decidedAt,
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .leftJoin(removalAppeals, eq(removalAppeals.reviewId, reviews.id))
    .leftJoin(reviewProofChecks, eq(reviewProofChecks.reviewId, reviews.id))
    .where(eq(reviews.userId, profileId))
    .orderBy(asc(reviews.createdAt));
  const reviewIds = ownReviews.map((review) => review.id);
  const earlier =
    reviewIds.length === 0
      ? []
      : await db
          .select({
            reviewId: reviewRevisions.reviewId,
            version: reviewRevisions.version,
            reviewText: reviewRevisions.reviewText,
            rating: reviewRevisions.rating,
            rejectionReason: reviewRevisions.rejectionReason,
            submittedAt: reviewRevisions.submittedAt,
            rejectedAt: reviewRevisions.rejectedAt,
            proof: reviewRevisions.proof,
          })
          .from(reviewRevisions)
          .where(inArray(reviewRevisions.reviewId, reviewIds))
          .orderBy(asc(reviewRevisions.reviewId), asc(reviewRevisions.version));
  const reviewEntries = ownReviews.map((row) => {
    const {
      proof,
      appealReason,
      appealedAt,
      appealOutcome,
      appealDecisionReason,
      appealDecidedAt,
      ...review
    } = row;
    const appeal =
      appealReason === null
        ? null
        : {
            reason: appealReason,
            appealedAt,
            outcome: appealOutcome,
            decisionReason: appealDecisionReason,
            decidedAt: appealDecidedAt,
          };
    const photo = addProof(proofs, proof, `photos/review-${review.id}`);
    const revisions = earlier
      .filter((revision) => revision.reviewId === review.id)
      .map(({ proof: earlierProof, reviewId: _reviewId, ...revision }) => ({
        ...revision,
        photo: addProof(proofs, earlierProof, `photos/review-${review.id}-v${revision.version}`),
      }));
    return { ...review, photo, revisions, appeal };
  });
  const walletLedgerRows = await ownRows(
    db,
    profileId,
    walletLedger.userId,
    walletLedger.createdAt,
    {
      amount: walletLedger.amount,
      reason: walletLedger.reason,
      reviewId: walletLedger.reviewId,
      payoutId: walletLedger.payoutId,
      createdAt: walletLedger.createdAt,
    },
  );
  const payoutRows = await ownRows(db, profileId, payouts.userId, payouts.createdAt, {
    id: payouts.id,
    amount: payouts.amount,
    upiId: payouts.upiId,
    holderName: payouts.holderName,
    status: payouts.status,
    reference: payouts.reference,
    rejectionReason: payouts.rejectionReason,
    createdAt: payouts.createdAt,
    processedAt: payouts.processedAt,
  });
  return { reviews: reviewEntries, walletLedger: walletLedgerRows, payouts: payoutRows };
}

/** What every account has: its consents, nominee, marks and security log. */
async function collectAccountRecords(db: DbOrTx, profileId: string) {
  const consents = (await listConsents(db, profileId)).map(({ id: _id, ...consent }) => consent);
  const nominee = await readNominee(db, profileId);
  const marks = await ownRows(db, profileId, clientMarks.profileId, clientMarks.firstSeenAt, {
    kind: clientMarks.kind,
    saltedHash: clientMarks.hash,
    firstSeenAt: clientMarks.firstSeenAt,
    lastSeenAt: clientMarks.lastSeenAt,
  });
  const securityLog = await ownRows(db, profileId, auditEvents.profileId, auditEvents.createdAt, {
    event: auditEvents.type,
    address: auditEvents.ip,
    at: auditEvents.createdAt,
  });
  return { consents, nominee, marks, securityLog };
}

/** The rows of one table that are this person's (`owner`), oldest first, in the columns shown. */
async function ownRows<Fields extends SelectedFields>(
  db: DbOrTx,
  profileId: string,
  owner: PgColumn,
  oldestFirst: PgColumn,
  fields: Fields,
): Promise<SelectResultFields<Fields>[]> {
  const rows: unknown = await db
    .select(fields)
    .from(owner.table)
    .where(eq(owner, profileId))
    .orderBy(asc(oldestFirst));
  // Drizzle cannot name the rows of fields it is handed as a type parameter; they are these.
  return rows as SelectResultFields<Fields>[];
}

/** Names a stored proof in the ZIP; a proof already erased by retention has no file. */
function addProof(proofs: AccountData["proofs"], key: string, base: string): string | null {
  if (!key.startsWith("proofs/")) return null;
  const name = `${base}${key.slice(key.lastIndexOf("."))}`;
  proofs.push({ key, name });
  return name;
}

async function collectBusinessData(db: DbOrTx, profileId: string) {
  const campaignRows = await ownRows(db, profileId, campaigns.businessId, campaigns.createdAt, {
    id: campaigns.id,
    businessName: campaigns.businessName,
    mapsLink: campaigns.mapsLink,
    city: campaigns.city,
    topics: campaigns.topics,
    targetReviews: campaigns.targetReviews,
    completedReviews: campaigns.completedReviews,
    cost: campaigns.cost,
    status: campaigns.status,
    createdAt: campaigns.createdAt,
  });
  const paymentRows = await ownRows(db, profileId, payments.businessId, payments.createdAt, {
    id: payments.id,
    campaignId: payments.campaignId,
    amount: payments.amount,
    purpose: payments.purpose,
    provider: payments.provider,
    status: payments.status,
    gatewayPaymentId: payments.gatewayPaymentId,
    refundedAt: payments.refundedAt,
    createdAt: payments.createdAt,
  });
  const unappliedPaymentRows = await ownRows(
    db,
    profileId,
    unappliedPayments.businessId,
    unappliedPayments.createdAt,
    {
      id: unappliedPayments.id,
      orderId: unappliedPayments.orderId,
      gateway: unappliedPayments.gateway,
      gatewayPaymentId: unappliedPayments.gatewayPaymentId,
      amountPaise: unappliedPayments.amountPaise,
      reason: unappliedPayments.reason,
      refundStatus: unappliedPayments.refundStatus,
      gatewayRefundId: unappliedPayments.gatewayRefundId,
      paidByHandReference: unappliedPayments.paidByHandReference,
      processedAt: unappliedPayments.processedAt,
      createdAt: unappliedPayments.createdAt,
    },
  );
  const invoices = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.businessId, profileId))
    .orderBy(asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
  const [billing] = await db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.businessId, profileId));
  return {
    campaigns: campaignRows,
    payments: paymentRows,
    unappliedPayments: unappliedPaymentRows,
    invoices,
    billingDetails: billing ?? null,
  };
}
