import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, type ReviewStatus, reviews } from "~/db/schema";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import type { City } from "~/domain/shared/city";
import { TIME_ZONE } from "~/domain/shared/dates";
import {
  cursorTime,
  inListOrder,
  keysetPage,
  windowOf,
  withCursor,
} from "~/domain/shared/keyset-query.server";
import {
  boundedLimit,
  boundedOffset,
  type Cursor,
  type KeysetWindow,
} from "~/domain/shared/list-pages";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { type ReviewerLevel, reviewerLevel } from "~/domain/trust/reviewer-level";
import type { RejectionCategory } from "./rejection-category";

/**
 * What reviews and campaigns a page lists, read-only: the campaigns a reviewer may review and
 * the totals of the reviewer's lists, a reviewer's own reviews, the admin's queue, and the
 * public page's approved reviews. The changes of a review's state are in reviews.server.ts.
 */
export const DEFAULT_AVAILABLE_LIMIT = 20;
export const MAX_AVAILABLE_LIMIT = 50;
export const DEFAULT_MY_REVIEWS_LIMIT = 50;
export const MAX_MY_REVIEWS_LIMIT = 100;
export const DEFAULT_QUEUE_LIMIT = 50;
export const MAX_QUEUE_LIMIT = 100;
export const DEFAULT_PUBLIC_REVIEWS_LIMIT = 50;
/** A campaign never has more than 1000 approved reviews (its largest target). */
export const MAX_PUBLIC_REVIEWS_LIMIT = 1000;

export type AvailableCampaign = {
  id: string;
  businessName: string;
  city: City;
  mapsLink: string;
  topics: string[];
  /** The same ₹5 for every approved review, whatever its rating. */
  reward: number;
};

export type MyReview = {
  id: string;
  campaignId: string;
  businessName: string;
  createdAt: Date;
  rating: number;
  status: ReviewStatus;
  rejectionReason: string | null;
  rejectionCategory: RejectionCategory | null;
  earnings: number;
};

/** What the admin's queue reads of a pending review, oldest first or riskiest first. */
export const queueColumns = {
  id: reviews.id,
  campaignId: reviews.campaignId,
  businessName: campaigns.businessName,
  userId: reviews.userId,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  createdAt: reviews.createdAt,
  revisionCount: reviews.revisionCount,
  cursorAt: cursorTime(reviews.createdAt),
};

export type QueueReview = {
  id: string;
  campaignId: string;
  businessName: string;
  /** SPEC §5: admin lists show only the last 6 characters of the reviewer id. */
  reviewerIdTail: string;
  rating: number;
  reviewText: string;
  createdAt: Date;
  /** Above 0 when the review was revised: only then has it a history to read (decision 028). */
  revisionCount: number;
};

export type PublicReview = {
  id: string;
  rating: number;
  reviewText: string;
  reviewerName: string;
  createdAt: Date;
  /** The reviewer's track record (decision 027): 'Trusted reviewer · 12 reviews'. */
  reviewerLevel: ReviewerLevel;
  approvedReviews: number;
};

export type PublicCampaignPage = {
  businessName: string;
  city: string;
  averageRating: number | null;
  approvedCount: number;
  reviews: (PublicReview & { cursor: Cursor })[];
};

/**
 * Active campaigns of the reviewer's city that this reviewer has not reviewed and that have an
 * open slot today (SPEC §5 pacing), oldest first. One query: the pacing allowance is computed
 * in SQL exactly as openSlotsToday does it, so pages never skip or repeat a campaign.
 */
export async function listAvailableCampaigns(
  db: DbOrTx,
  input: { userId: string; city: City; now?: Date } & Partial<KeysetWindow>,
): Promise<(AvailableCampaign & { cursor: Cursor })[]> {
  if (!isUuid(input.userId)) return [];
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "asc", windowOf(input));
  const rows = await db
    .select({
      id: campaigns.id,
      businessName: campaigns.businessName,
      mapsLink: campaigns.mapsLink,
      topics: campaigns.topics,
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    .where(and(availableTo(input.userId, input.city, input.now ?? new Date()), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_AVAILABLE_LIMIT, MAX_AVAILABLE_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map((row) => ({
    ...withCursor(row),
    city: input.city,
    reward: REWARD_PER_REVIEW,
  }));
}

/**
 * The totals of the reviewer dashboard's two paged lists, in one round trip: how many campaigns
 * listAvailableCampaigns would show in all (none without a city), and how many reviews the
 * reviewer has written. Zeros for anyone who is not a reviewer.
 */
export async function reviewerTotals(
  db: DbOrTx,
  input: { userId: string; city: City | null; now?: Date },
): Promise<{ available: number; myReviews: number }> {
  if (!isUuid(input.userId)) return { available: 0, myReviews: 0 };
  // db.$count renders its filter with table-qualified columns, as the subqueries need (a column
  // in a plain sql`` select field is written unqualified and would bind to the inner table).
  const [row] = await db
    .select({
      available: input.city
        ? db.$count(campaigns, availableTo(input.userId, input.city, input.now ?? new Date()))
        : sql<number>`0`.mapWith(Number),
      myReviews: db.$count(reviews, eq(reviews.userId, input.userId)),
    })
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), eq(profiles.role, "user")));
  return row ?? { available: 0, myReviews: 0 };
}

/** The reviewer's own reviews, newest first. */
export async function listMyReviews(
  db: DbOrTx,
  input: { userId: string } & Partial<KeysetWindow>,
): Promise<(MyReview & { cursor: Cursor })[]> {
  if (!isUuid(input.userId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", windowOf(input));
  const rows = await db
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      businessName: campaigns.businessName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
      rejectionCategory: reviews.rejectionCategory,
      earnings: reviews.earnings,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(eq(reviews.userId, input.userId), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_MY_REVIEWS_LIMIT, MAX_MY_REVIEWS_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(withCursor);
}

/** The admin's Review Queue, oldest first. Anyone but an admin gets an empty list. */
export async function listPendingReviews(
  db: DbOrTx,
  input: { adminId: string } & Partial<KeysetWindow>,
): Promise<(QueueReview & { cursor: Cursor })[]> {
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "asc", windowOf(input));
  const rows = await db
    .select(queueColumns)
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(eq(reviews.status, "pending"), page.where, isAdmin(input.adminId)))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(({ userId, ...row }) =>
    withCursor({ ...row, reviewerIdTail: userId.slice(-6) }),
  );
}

/**
 * The public page of an approved campaign: every approved review, newest first, negative ones
 * included (SPEC §0.3). Only the public name of a reviewer is shown, never ids, contacts or proof.
 */
export async function getPublicCampaignPage(
  db: DbOrTx,
  input: { campaignId: string } & Partial<KeysetWindow>,
): Promise<PublicCampaignPage | null> {
  const summary = await getPublicCampaignSummary(db, input);
  if (!summary) return null;
  return { ...summary, reviews: await listPublicReviews(db, input) };
}

/** The public page's heading: business, city, average and count of approved reviews. */
export async function getPublicCampaignSummary(
  db: DbOrTx,
  input: { campaignId: string },
): Promise<Omit<PublicCampaignPage, "reviews"> | null> {
  if (!isUuid(input.campaignId)) return null;
  const [campaign] = await db
    .select({
      businessName: campaigns.businessName,
      city: campaigns.city,
      // The average is only shown; nothing is ranked, hidden or paid by it.
      averageRating: sql<number | null>`avg(${reviews.rating})::float8`,
      approvedCount: sql<number>`count(${reviews.id})`.mapWith(Number),
    })
    .from(campaigns)
    .leftJoin(reviews, and(eq(reviews.campaignId, campaigns.id), eq(reviews.status, "approved")))
    .where(
      and(eq(campaigns.id, input.campaignId), inArray(campaigns.status, ["active", "completed"])),
    )
    .groupBy(campaigns.id);
  if (!campaign) return null;
  return {
    businessName: campaign.businessName,
    city: campaign.city,
    averageRating: campaign.averageRating === null ? null : Number(campaign.averageRating),
    approvedCount: campaign.approvedCount,
  };
}

/**
 * One keyset page of a campaign's approved reviews, newest first, whatever their rating; a reader
 * may narrow it to one star rating (the order stays newest first).
 */
export async function listPublicReviews(
  db: DbOrTx,
  input: { campaignId: string; rating?: number } & Partial<KeysetWindow>,
): Promise<(PublicReview & { cursor: Cursor })[]> {
  if (!isUuid(input.campaignId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", windowOf(input));
  const approved = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      reviewerName: reviews.reviewerName,
      createdAt: reviews.createdAt,
      approvedReviews: profiles.approvedReviews,
      rejectedReviews: profiles.rejectedReviews,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    // One primary-key probe per row of the page: the level costs nothing as reviews grow.
    .innerJoin(profiles, eq(profiles.id, reviews.userId))
    .where(
      and(
        eq(reviews.campaignId, input.campaignId),
        eq(reviews.status, "approved"),
        input.rating === undefined ? undefined : eq(reviews.rating, input.rating),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_PUBLIC_REVIEWS_LIMIT, MAX_PUBLIC_REVIEWS_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(approved, page).map(({ rejectedReviews, ...row }) =>
    withCursor({
      ...row,
      reviewerLevel: reviewerLevel({ approvedReviews: row.approvedReviews, rejectedReviews }),
    }),
  );
}

/**
 * The availability conditions of SPEC §2 and §5 as one WHERE clause, on the campaign row alone
 * (decision 013): slots_taken against the stored running allowance of today. Day k mirrors
 * campaignDay (Kolkata calendar days); the allowance is 0 before day 1 and the whole target after
 * the last day, as allowedByDay gives it. Written with literals where a partial index must match.
 */
function availableTo(userId: string, city: City, now: Date): SQL {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  const day = sql`(${today} - (${campaigns.startDate} at time zone ${TIME_ZONE})::date + 1)`;
  const allowed = sql`case
    when ${day} < 1 then 0
    when ${day} > cardinality(${campaigns.allowedByDay}) then ${campaigns.targetReviews}
    else (${campaigns.allowedByDay})[${day}] end`;
  return and(
    eq(campaigns.city, city),
    sql`${campaigns.status} = 'active'`,
    sql`${campaigns.startDate} is not null`,
    sql`exists (select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.role} = 'user')`,
    // Answered from the reviewer's own reviews or by probing reviews_campaign_user_key: no scan.
    sql`not exists (
      select 1 from ${reviews}
      where ${reviews.campaignId} = ${campaigns.id} and ${reviews.userId} = ${userId})`,
    sql`${campaigns.slotsTaken} < ${allowed}`,
  ) as SQL;
}
