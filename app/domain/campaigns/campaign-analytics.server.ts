import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, reviews } from "~/db/schema";
import { kolkataDateKey, TIME_ZONE } from "~/domain/shared/dates";
import { isUuid } from "~/domain/shared/uuid";
import { dailyPace, type PaceDay } from "./daily-pace";
import { type RatingBar, ratingBars } from "./rating-bars";
import { type TopicMentions, topicMentionsOf } from "./topic-mentions";

/** The analytics card of the campaign detail (decision 034). */
export type CampaignAnalytics = {
  /** Every review the campaign has had, whatever its status: the count of the page's list. */
  submitted: number;
  approved: number;
  ratings: RatingBar[];
  topics: TopicMentions[];
  /** Empty until the campaign has started. */
  pace: PaceDay[];
};

type OwnedCampaign = {
  id: string;
  topics: string[];
  targetReviews: number;
  startDate: Date | null;
  distributionSchedule: number[];
};

/**
 * The campaign's review counts by rating, status, day submitted and day approved, and by status
 * and stored topic bits: one read of its own reviews through reviews_campaign_status_idx with
 * two grouping sets, a few dozen rows at most. `topicRow` is 1 on the rows of the second set.
 */
async function countReviews(db: DbOrTx, campaignId: string) {
  const createdDay = sql<string>`((${reviews.createdAt} at time zone ${TIME_ZONE})::date)::text`;
  const approvedDay = sql<
    string | null
  >`case when ${reviews.status} = 'approved' then ((${reviews.moderatedAt} at time zone ${TIME_ZONE})::date)::text end`;
  // Built once (decision 138): every campaign page reads it.
  return builtOnce(db, "campaign_review_counts", (db, name) =>
    db
      .select({
        rating: reviews.rating,
        status: reviews.status,
        createdDay,
        approvedDay,
        topicBits: reviews.topicMentions,
        topicRow: sql<number>`grouping(${reviews.rating})`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(reviews)
      .where(eq(reviews.campaignId, sql.placeholder("campaignId")))
      // By position: the same expression written twice would carry its time zone as two parameters.
      .groupBy(sql`grouping sets ((1, 2, 3, 4), (2, 5))`)
      .prepare(name),
  ).execute({ campaignId });
}

/**
 * The approved texts without stored topic bits (written before they existed), at most the
 * target's worth (approved ≤ target), to count their topics in Node.
 */
async function unmarkedApprovedTexts(db: DbOrTx, campaign: OwnedCampaign): Promise<string[]> {
  const rows = await db
    .select({ text: reviews.reviewText })
    .from(reviews)
    .where(
      and(
        eq(reviews.campaignId, campaign.id),
        eq(reviews.status, "approved"),
        isNull(reviews.topicMentions),
      ),
    )
    .limit(campaign.targetReviews);
  return rows.map((row) => row.text);
}

function addTo(counts: Map<string, number>, key: string, count: number) {
  counts.set(key, (counts.get(key) ?? 0) + count);
}

type ReviewCounts = {
  submitted: number;
  approved: number;
  /** Approved reviews by stored topic bits, and how many have none yet. */
  approvedByTopicBits: { bits: number; reviews: number }[];
  approvedUnmarked: number;
  byRating: Map<number, number>;
  submittedByDate: Map<string, number>;
  approvedByDate: Map<string, number>;
};

function summarise(rows: Awaited<ReturnType<typeof countReviews>>): ReviewCounts {
  const counts: ReviewCounts = {
    submitted: 0,
    approved: 0,
    approvedByTopicBits: [],
    approvedUnmarked: 0,
    byRating: new Map(),
    submittedByDate: new Map(),
    approvedByDate: new Map(),
  };
  for (const row of rows) {
    if (row.topicRow === 1) {
      if (row.status !== "approved") continue;
      if (row.topicBits === null) counts.approvedUnmarked += row.count;
      else counts.approvedByTopicBits.push({ bits: row.topicBits, reviews: row.count });
      continue;
    }
    counts.submitted += row.count;
    addTo(counts.submittedByDate, row.createdDay, row.count);
    if (row.status !== "approved") continue;
    counts.approved += row.count;
    counts.byRating.set(row.rating, (counts.byRating.get(row.rating) ?? 0) + row.count);
    if (row.approvedDay) addTo(counts.approvedByDate, row.approvedDay, row.count);
  }
  return counts;
}

function paceOf(campaign: OwnedCampaign, counts: ReviewCounts): PaceDay[] {
  if (!campaign.startDate) return [];
  return dailyPace({
    schedule: campaign.distributionSchedule,
    startDate: kolkataDateKey(campaign.startDate),
    submittedByDate: counts.submittedByDate,
    approvedByDate: counts.approvedByDate,
    today: kolkataDateKey(new Date()),
  });
}

/**
 * Rating distribution and topic mentions of the approved reviews, and the pace per day against the
 * schedule, for a campaign the caller has already found to be the business's own.
 */
export async function getCampaignAnalytics(
  db: DbOrTx,
  campaign: OwnedCampaign,
): Promise<CampaignAnalytics> {
  const counts = summarise(await countReviews(db, campaign.id));
  // Topics come from the stored bits; texts are read only for reviews from before the bits.
  const texts =
    campaign.topics.length > 0 && counts.approvedUnmarked > 0
      ? await unmarkedApprovedTexts(db, campaign)
      : [];
  return {
    submitted: counts.submitted,
    approved: counts.approved,
    ratings: ratingBars(counts.byRating),
    topics: topicMentionsOf(campaign.topics, counts.approvedByTopicBits, texts),
    pace: paceOf(campaign, counts),
  };
}

/** The pace per day alone, for the chart: the counts query without the texts. */
export async function getCampaignPace(db: DbOrTx, campaign: OwnedCampaign): Promise<PaceDay[]> {
  return paceOf(campaign, summarise(await countReviews(db, campaign.id)));
}

/** One row of the CSV export: what the public page shows of an approved review. */
export type ExportedReview = {
  createdAt: Date;
  reviewerName: string;
  rating: number;
  reviewText: string;
};

/**
 * The business's own campaign's approved reviews, oldest first, for the CSV export; null when the
 * campaign is not this business's. Bounded by the target: a campaign never has more approved.
 */
export async function listApprovedReviewsForExport(
  db: DbOrTx,
  input: { businessId: string; campaignId: string },
): Promise<{ businessName: string; reviews: ExportedReview[] } | null> {
  if (!isUuid(input.campaignId) || !isUuid(input.businessId)) return null;
  const [campaign] = await db
    .select({ businessName: campaigns.businessName, targetReviews: campaigns.targetReviews })
    .from(campaigns)
    .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.businessId, input.businessId)))
    .limit(1);
  if (!campaign) return null;
  const rows = await db
    .select({
      createdAt: reviews.createdAt,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
    })
    .from(reviews)
    .where(and(eq(reviews.campaignId, input.campaignId), eq(reviews.status, "approved")))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(campaign.targetReviews);
  return { businessName: campaign.businessName, reviews: rows };
}
