import { and, eq, sql } from "drizzle-orm";
import { builtOnce, listPage } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import {
  type CampaignStatus,
  campaigns,
  type PaymentPurpose,
  type PaymentStatus,
  payments,
  type ReviewStatus,
  refunds,
  reviewReplies,
  reviews,
} from "~/db/schema";
import {
  type PaymentDocuments,
  paymentDocumentColumns,
  paymentDocumentsOf,
} from "~/domain/money/invoices/payment-documents.server";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isUuid } from "~/domain/shared/uuid";
import type { Campaign } from "./create-campaign.server";
import { businessReadsTextOf } from "./review-text-for-business.server";

/**
 * What the campaign lists and cards show, read-only: a business's stats, campaigns, a campaign's
 * reviews and its payments, and the admin's pending and all campaigns, each list keyset-paged.
 * Creating and deciding campaigns is in campaigns.server.ts.
 */
export type CampaignSummary = Pick<
  Campaign,
  | "id"
  | "businessName"
  | "city"
  | "status"
  | "targetReviews"
  | "completedReviews"
  | "cost"
  | "createdAt"
  | "startDate"
  | "rejectionReason"
  | "pausedAt"
>;

export type PaymentRow = {
  id: string;
  createdAt: Date;
  campaignId: string;
  campaignName: string;
  amount: number;
  provider: string;
  status: PaymentStatus;
  /** A campaign's own payment, or one for reviews added to it later: two rows of one campaign differ by it. */
  purpose: PaymentPurpose;
  /** When a rejected campaign's payment was given back; null unless status is 'refunded'. */
  refundedAt: Date | null;
} & PaymentDocuments;

export type BusinessStats = {
  activeCampaigns: number;
  completed: number;
  pendingApproval: number;
  /** What the business paid less what was refunded to it, in rupees. */
  totalSpent: number;
  /** All its campaigns and payments: the totals of My Campaigns' and Payment History's pages. */
  campaigns: number;
  payments: number;
};

const noStats: BusinessStats = {
  activeCampaigns: 0,
  completed: 0,
  pendingApproval: 0,
  totalSpent: 0,
  campaigns: 0,
  payments: 0,
};

/** What a business may see of a review of its campaign: no proof, phone, email or user id. */
export type CampaignReviewRow = {
  id: string;
  reviewerName: string | null;
  createdAt: Date;
  rating: number;
  status: ReviewStatus;
  /**
   * The review's text, or its first `textLength` characters when asked; null for a rejected
   * or withdrawn review, whose text is not its business's to read (decision 050).
   */
  reviewText: string | null;
  /**
   * The business's public reply (decision 033), on an approved review only; null when none or
   * when the team removed it after a report (decision 080).
   */
  reply: string | null;
  /** The team removed the business's reply after a report: it is not shown, and none can follow. */
  replyRemoved: boolean;
};

export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 100;
export const DEFAULT_REVIEW_LIST_LIMIT = 200;
/** A campaign holds at most 1000 pending or approved reviews; rejected ones may add a few. */
export const MAX_REVIEW_LIST_LIMIT = 2000;

/** What every campaign list reads of a campaign. */
export const campaignSummaryColumns = {
  id: campaigns.id,
  businessName: campaigns.businessName,
  city: campaigns.city,
  status: campaigns.status,
  targetReviews: campaigns.targetReviews,
  completedReviews: campaigns.completedReviews,
  cost: campaigns.cost,
  createdAt: campaigns.createdAt,
  startDate: campaigns.startDate,
  rejectionReason: campaigns.rejectionReason,
  pausedAt: campaigns.pausedAt,
};

/** The four cards of the business dashboard and its lists' totals, in one aggregate query. */
export async function getBusinessStats(
  db: DbOrTx,
  input: { businessId: string },
): Promise<BusinessStats> {
  if (!isUuid(input.businessId)) return noStats;
  // Built once (decision 138): the business dashboard reads it on every visit.
  const [row] = await builtOnce(db, "business_stats", businessStatsQuery).execute({
    businessId: input.businessId,
  });
  return row ?? noStats;
}

function businessStatsQuery(db: DbOrTx, name: string) {
  const businessId = sql.placeholder("businessId");
  const countOf = (status: CampaignStatus) =>
    sql<number>`count(*) filter (where ${campaigns.status} = ${status})`.mapWith(Number);
  return db
    .select({
      activeCampaigns: countOf("active"),
      completed: countOf("completed"),
      pendingApproval: countOf("pending_approval"),
      // What was paid less every refund decided, whole or in part (decisions 029, 059 and 062).
      totalSpent:
        sql<number>`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.businessId} = ${businessId} and ${payments.status} <> 'failed') - (select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.businessId} = ${businessId})`.mapWith(
          Number,
        ),
      // A deleted campaign left My Campaigns; its refunded payment stays in Payment History.
      campaigns: sql<number>`count(*) filter (where ${campaigns.status} <> 'deleted')`.mapWith(
        Number,
      ),
      payments:
        sql<number>`(select count(*) from ${payments} where ${payments.businessId} = ${businessId})`.mapWith(
          Number,
        ),
    })
    .from(campaigns)
    .where(eq(campaigns.businessId, businessId))
    .prepare(name);
}

/** A business's own campaigns, newest first, a keyset page at a time (paging.ts). */
export async function listBusinessCampaigns(
  db: DbOrTx,
  input: { businessId: string } & Partial<KeysetWindow>,
): Promise<(CampaignSummary & { cursor: Cursor })[]> {
  if (!isUuid(input.businessId)) return [];
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "desc", input);
  const rows = await listPage(
    db,
    {
      name: "business_campaigns_first_page",
      page,
      values: { businessId: input.businessId },
      limit: campaignListLimit(input.limit),
    },
    (db, { businessId }) =>
      db
        .select({ ...campaignSummaryColumns, cursorAt: cursorTime(campaigns.createdAt) })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.businessId, businessId),
            sql`${campaigns.status} <> 'deleted'`,
            page.where,
          ),
        )
        .orderBy(...page.orderBy),
  );
  return pageRows(rows, page);
}

/** One campaign of this business; null for another business's campaign or a malformed id. */
export async function getBusinessCampaign(
  db: DbOrTx,
  input: { businessId: string; campaignId: string },
): Promise<Campaign | null> {
  if (!isUuid(input.campaignId) || !isUuid(input.businessId)) return null;
  // Built once (decision 138): every campaign page reads it.
  const [campaign] = await builtOnce(db, "business_campaign", (db, name) =>
    db
      .select()
      .from(campaigns)
      .where(
        and(
          eq(campaigns.id, sql.placeholder("campaignId")),
          eq(campaigns.businessId, sql.placeholder("businessId")),
        ),
      )
      .limit(1)
      .prepare(name),
  ).execute({ campaignId: input.campaignId, businessId: input.businessId });
  return campaign ?? null;
}

/**
 * Every review of the business's own campaign, whatever its status, newest first. The business
 * can only read them: it cannot hide, edit or reorder anything (SPEC §0.3).
 */
export async function listCampaignReviewsForBusiness(
  db: DbOrTx,
  input: { businessId: string; campaignId: string; textLength?: number } & Partial<KeysetWindow>,
): Promise<(CampaignReviewRow & { cursor: Cursor })[]> {
  if (!isUuid(input.campaignId) || !isUuid(input.businessId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", input);
  const { textLength } = input;
  const rows = await listPage(
    db,
    {
      name:
        textLength === undefined
          ? "business_campaign_reviews_first_page"
          : "business_campaign_review_starts_first_page",
      page,
      values: {
        campaignId: input.campaignId,
        businessId: input.businessId,
        textLength: textLength ?? null,
      },
      limit: boundedLimit(input.limit, DEFAULT_REVIEW_LIST_LIMIT, MAX_REVIEW_LIST_LIMIT),
    },
    (db, values) =>
      db
        .select({
          id: reviews.id,
          reviewerName: reviews.reviewerName,
          createdAt: reviews.createdAt,
          rating: reviews.rating,
          status: reviews.status,
          // A page of long reviews sends their starts; the whole text comes when asked for.
          reviewText:
            textLength === undefined
              ? reviews.reviewText
              : sql<string>`left(${reviews.reviewText}, ${values.textLength})`,
          reply: reviewReplies.replyText,
          replyRemovedAt: reviewReplies.removedAt,
          cursorAt: cursorTime(reviews.createdAt),
        })
        .from(reviews)
        .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
        // The reply in the same read (review_replies PK): one statement a page, not two.
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(
          and(
            eq(reviews.campaignId, values.campaignId),
            eq(campaigns.businessId, values.businessId),
            page.where,
          ),
        )
        .orderBy(...page.orderBy),
  );
  return pageRows(rows, page).map(({ replyRemovedAt, ...row }) => ({
    ...row,
    reviewText: businessReadsTextOf(row.status) ? row.reviewText : null,
    reviewerName: row.reviewerName.trim() || null,
    // A reply shows only while its review is published (a withdrawn review keeps its row) and
    // the team has not removed it (decision 108).
    reply: row.status === "approved" && replyRemovedAt === null ? row.reply : null,
    replyRemoved: row.status === "approved" && replyRemovedAt !== null,
  }));
}

/** The business's payments, newest first, with the campaign each paid for, its invoice and refunds; keyset paged. */
export async function listPaymentHistory(
  db: DbOrTx,
  input: { businessId: string } & Partial<KeysetWindow>,
): Promise<(PaymentRow & { cursor: Cursor })[]> {
  if (!isUuid(input.businessId)) return [];
  const page = keysetPage({ at: payments.createdAt, id: payments.id }, "desc", input);
  const rows = await listPage(
    db,
    {
      name: "payment_history_first_page",
      page,
      values: { businessId: input.businessId },
      limit: campaignListLimit(input.limit),
    },
    (db, { businessId }) =>
      db
        .select({
          id: payments.id,
          createdAt: payments.createdAt,
          campaignId: payments.campaignId,
          campaignName: campaigns.businessName,
          amount: payments.amount,
          provider: payments.provider,
          status: payments.status,
          purpose: payments.purpose,
          refundedAt: payments.refundedAt,
          gatewayPaymentId: payments.gatewayPaymentId,
          // Its invoice, refunds and credit notes in the same statement (decision 137).
          ...paymentDocumentColumns(businessId),
          cursorAt: cursorTime(payments.createdAt),
        })
        .from(payments)
        .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
        .where(and(eq(payments.businessId, businessId), page.where))
        .orderBy(...page.orderBy),
  );
  return pageRows(rows, page).map(({ gatewayPaymentId, invoiceJson, refundsJson, ...row }) => ({
    ...row,
    ...paymentDocumentsOf({ gatewayPaymentId, invoiceJson, refundsJson }),
  }));
}

/** A campaign list's page size, 1 to MAX_LIST_LIMIT. */
export function campaignListLimit(limit: number | undefined): number {
  return boundedLimit(limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT);
}
