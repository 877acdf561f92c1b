import { and, eq, inArray, sql } from "drizzle-orm";
import { builtOnce, listPage } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, reviewProofChecks, reviews } from "~/db/schema";
import { visitChecked } from "~/domain/proofs/visit-signals";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isUuid } from "~/domain/shared/uuid";
import { accountAgeDaysNow } from "~/domain/trust/reviewer-facts.server";
import { type ReviewerLevel, reviewerLevel } from "~/domain/trust/reviewer-level";

/** What the public page (/b/{id}) shows of a campaign and its approved reviews, read-only. */
export const DEFAULT_PUBLIC_REVIEWS_LIMIT = 50;
/** A campaign the public sees: approved once, whether it still takes reviews or not. */
const publicStatuses = ["active", "paused", "completed"] as const;
/** A campaign never has more than 1000 approved reviews (its largest target). */
export const MAX_PUBLIC_REVIEWS_LIMIT = 1000;

export type PublicReview = {
  id: string;
  rating: number;
  reviewText: string;
  reviewerName: string;
  createdAt: Date;
  /** The day of the visit ('YYYY-MM-DD'), null on reviews written before it was asked (decision 074). */
  visitedOn: string | null;
  /** The reviewer's track record (decision 027): 'Trusted reviewer · 12 reviews'. */
  reviewerLevel: ReviewerLevel;
  approvedReviews: number;
  /**
   * 'Visit checked: photo taken at the place' (decision 129): the proof was taken within 200 m
   * of the business on the visit's day. Only this yes or no leaves the server, never a band or time.
   */
  visitChecked: boolean;
};

export type PublicCampaignPage = {
  businessName: string;
  city: string;
  /** The way to the shop (issue 30): its address when given, and its Maps link. */
  address: string | null;
  mapsLink: string;
  /** The short link's code, /b/{shortCode} (decision 052). */
  shortCode: string;
  averageRating: number | null;
  approvedCount: number;
  reviews: (PublicReview & { cursor: Cursor })[];
};

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
  // Built once (decision 138), as the rest of the public page's reads.
  const [campaign] = await builtOnce(db, "public_campaign_summary", (db, name) =>
    db
      .select({
        businessName: campaigns.businessName,
        city: campaigns.city,
        address: campaigns.address,
        mapsLink: campaigns.mapsLink,
        shortCode: campaigns.shortCode,
        // The average is only shown; nothing is ranked, hidden or paid by it.
        averageRating: sql<number | null>`avg(${reviews.rating})::float8`,
        approvedCount: sql<number>`count(${reviews.id})`.mapWith(Number),
      })
      .from(campaigns)
      .leftJoin(reviews, and(eq(reviews.campaignId, campaigns.id), eq(reviews.status, "approved")))
      .where(
        and(
          eq(campaigns.id, sql.placeholder("campaignId")),
          inArray(campaigns.status, publicStatuses),
        ),
      )
      .groupBy(campaigns.id)
      .prepare(name),
  ).execute({ campaignId: input.campaignId });
  if (!campaign) return null;
  return {
    businessName: campaign.businessName,
    city: campaign.city,
    address: campaign.address,
    mapsLink: campaign.mapsLink,
    shortCode: campaign.shortCode,
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
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", input);
  const { rating } = input;
  const approved = await listPage(
    db,
    {
      name:
        rating === undefined ? "public_reviews_first_page" : "public_reviews_of_rating_first_page",
      page,
      values: { campaignId: input.campaignId, rating: rating ?? null },
      limit: boundedLimit(input.limit, DEFAULT_PUBLIC_REVIEWS_LIMIT, MAX_PUBLIC_REVIEWS_LIMIT),
    },
    (db, values) =>
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          reviewText: reviews.reviewText,
          reviewerName: reviews.reviewerName,
          createdAt: reviews.createdAt,
          visitedOn: reviews.visitedOn,
          approvedReviews: profiles.approvedReviews,
          rejectedReviews: profiles.rejectedReviews,
          accountAgeDays: accountAgeDaysNow(sql`${profiles.createdAt}`),
          approvedBusinesses: profiles.approvedBusinesses,
          approvedDays: profiles.approvedDays,
          cursorAt: cursorTime(reviews.createdAt),
          placeBand: reviewProofChecks.placeBand,
          takenAt: reviewProofChecks.takenAt,
        })
        .from(reviews)
        // One primary-key probe per row of the page: the level costs nothing as reviews grow.
        .innerJoin(profiles, eq(profiles.id, reviews.userId))
        // The proof's facts, by their primary key too, in the same statement (decision 129).
        .leftJoin(reviewProofChecks, eq(reviewProofChecks.reviewId, reviews.id))
        .where(
          and(
            eq(reviews.campaignId, values.campaignId),
            eq(reviews.status, "approved"),
            rating === undefined ? undefined : sql`${reviews.rating} = ${values.rating}`,
            page.where,
          ),
        )
        .orderBy(...page.orderBy),
  );
  return pageRows(approved, page).map(
    ({
      rejectedReviews,
      accountAgeDays,
      approvedBusinesses,
      approvedDays,
      placeBand,
      takenAt,
      ...row
    }) => ({
      ...row,
      visitChecked:
        placeBand !== null && visitChecked({ placeBand, takenAt, visitedOn: row.visitedOn }),
      reviewerLevel: reviewerLevel({
        approvedReviews: row.approvedReviews,
        rejectedReviews,
        accountAgeDays: Number(accountAgeDays),
        approvedBusinesses,
        approvedDays,
      }),
    }),
  );
}

/**
 * The campaign a short link names (/b/{shortCode}, decision 052); null for none. With `publicOnly`
 * (the public page's link) null too for a pending, rejected or deleted campaign, so that its code
 * answers like an unknown code (decision 104); the admin's forms find any campaign by its code.
 */
export async function findCampaignIdByShortCode(
  db: DbOrTx,
  input: { shortCode: string; publicOnly?: boolean },
): Promise<string | null> {
  if (!/^[0-9a-f]{8}$/.test(input.shortCode)) return null;
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.shortCode, input.shortCode),
        input.publicOnly ? inArray(campaigns.status, publicStatuses) : undefined,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
