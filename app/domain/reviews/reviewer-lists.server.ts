import { and, eq, type SQL, sql } from "drizzle-orm";
import { builtOnce, listPage, type Param } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import type { RemovalGround } from "~/db/complaint-grounds";
import {
  type AppealOutcome,
  campaigns,
  profiles,
  type ReviewStatus,
  removalAppeals,
  reviews,
} from "~/db/schema";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import type { City } from "~/domain/shared/city";
import { kolkataDateKey, TIME_ZONE } from "~/domain/shared/dates";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isUuid } from "~/domain/shared/uuid";
import type { RejectionCategory } from "./rejection-category";

/**
 * What the reviewer dashboard lists, read-only: the campaigns a reviewer may review, the totals
 * of the reviewer's lists and the reviewer's own reviews.
 */
export const DEFAULT_AVAILABLE_LIMIT = 20;
export const MAX_AVAILABLE_LIMIT = 50;
export const DEFAULT_MY_REVIEWS_LIMIT = 50;
export const MAX_MY_REVIEWS_LIMIT = 100;

export type AvailableCampaign = {
  id: string;
  businessName: string;
  city: City;
  mapsLink: string;
  topics: string[];
  /** The campaign's first day ('YYYY-MM-DD', Kolkata): the earliest visit a review may be about. */
  startsOn: string | null;
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
  /** The reason's template (decision 054); `rejectionReason` is then the admin's note. */
  rejectionTemplate: string | null;
  earnings: number;
  /** Why the admin removed it after a complaint (decision 080), and the admin's note. */
  removalGround: RemovalGround | null;
  removalNote: string | null;
  /** Its author's one appeal of its removal (decision 091), or null. */
  appeal: AuthorAppeal | null;
};

export type AuthorAppeal = {
  appealedAt: Date;
  outcome: AppealOutcome | null;
  decisionReason: string | null;
  decidedAt: Date | null;
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
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "asc", input);
  const rows = await listPage(
    db,
    {
      name: "available_campaigns_first_page",
      page,
      values: {
        userId: input.userId,
        city: input.city,
        now: (input.now ?? new Date()).toISOString(),
      },
      limit: boundedLimit(input.limit, DEFAULT_AVAILABLE_LIMIT, MAX_AVAILABLE_LIMIT),
    },
    (db, values) => availableCampaignsQuery(db, values, page),
  );
  return pageRows(rows, page).map(({ startDate, ...row }) => ({
    ...row,
    startsOn: startDate ? kolkataDateKey(startDate) : null,
    city: input.city,
    reward: REWARD_PER_REVIEW,
  }));
}

function availableCampaignsQuery(
  db: DbOrTx,
  input: AvailableTo,
  page: { where: SQL | undefined; orderBy: SQL[] },
) {
  return db
    .select({
      id: campaigns.id,
      businessName: campaigns.businessName,
      mapsLink: campaigns.mapsLink,
      topics: campaigns.topics,
      startDate: campaigns.startDate,
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    .where(and(availableTo(input), page.where))
    .orderBy(...page.orderBy);
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
  const { city } = input;
  const values = { userId: input.userId, now: (input.now ?? new Date()).toISOString() };
  // Built once per shape (decision 138): with the city's campaigns counted, or without.
  const [row] = city
    ? await builtOnce(db, "reviewer_totals", (db, name) =>
        reviewerTotalsQuery(db, placeholders).prepare(name),
      ).execute({ ...values, city })
    : await builtOnce(db, "reviewer_totals_no_city", (db, name) =>
        reviewerTotalsQuery(db, null).prepare(name),
      ).execute(values);
  return row ?? { available: 0, myReviews: 0 };
}

function reviewerTotalsQuery(db: DbOrTx, available: AvailableTo | null) {
  // db.$count renders its filter with table-qualified columns, as the subqueries need (a column
  // in a plain sql`` select field is written unqualified and would bind to the inner table).
  const userId = sql.placeholder("userId");
  return db
    .select({
      available: available
        ? db.$count(campaigns, availableTo(available))
        : sql<number>`0`.mapWith(Number),
      myReviews: db.$count(reviews, eq(reviews.userId, userId)),
    })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, "user")));
}

/**
 * The reviewer's own reviews, newest first, each with its author's appeal of its removal: a left
 * join on the appeal's unique review (decision 137), not a second statement per page.
 */
export async function listMyReviews(
  db: DbOrTx,
  input: { userId: string } & Partial<KeysetWindow>,
): Promise<(MyReview & { cursor: Cursor })[]> {
  if (!isUuid(input.userId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", input);
  const rows = await listPage(
    db,
    {
      name: "my_reviews_first_page",
      page,
      values: { userId: input.userId },
      limit: boundedLimit(input.limit, DEFAULT_MY_REVIEWS_LIMIT, MAX_MY_REVIEWS_LIMIT),
    },
    (db, { userId }) => myReviewsQuery(db, userId, page),
  );
  return pageRows(rows, page).map(
    ({ appealedAt, appealOutcome, appealDecisionReason, appealDecidedAt, ...review }) => ({
      ...review,
      appeal: appealedAt
        ? {
            appealedAt,
            outcome: appealOutcome,
            decisionReason: appealDecisionReason,
            decidedAt: appealDecidedAt,
          }
        : null,
    }),
  );
}

function myReviewsQuery(
  db: DbOrTx,
  userId: Param<string>,
  page: { where: SQL | undefined; orderBy: SQL[] },
) {
  return db
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      businessName: campaigns.businessName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
      rejectionCategory: reviews.rejectionCategory,
      rejectionTemplate: reviews.rejectionTemplate,
      earnings: reviews.earnings,
      removalGround: reviews.removalGround,
      removalNote: reviews.removalNote,
      appealedAt: removalAppeals.createdAt,
      appealOutcome: removalAppeals.outcome,
      appealDecisionReason: removalAppeals.decisionReason,
      appealDecidedAt: removalAppeals.decidedAt,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .leftJoin(
      removalAppeals,
      and(eq(removalAppeals.reviewId, reviews.id), eq(removalAppeals.authorId, userId)),
    )
    .where(and(eq(reviews.userId, userId), page.where))
    .orderBy(...page.orderBy);
}

type AvailableTo = { userId: Param<string>; city: Param<City>; now: Param<string> };
const placeholders = {
  userId: sql.placeholder("userId"),
  city: sql.placeholder("city"),
  now: sql.placeholder("now"),
} satisfies AvailableTo;

/**
 * The availability conditions of SPEC §2 and §5 as one WHERE clause, on the campaign row alone
 * (decision 013): slots_taken against the stored running allowance of today. Day k mirrors
 * campaignDay (Kolkata calendar days); the allowance is 0 before day 1 and the whole target after
 * the last day, as allowedByDay gives it. Written with literals where a partial index must match.
 */
function availableTo({ userId, city, now }: AvailableTo): SQL {
  const today = sql`(${now}::timestamptz at time zone ${TIME_ZONE})::date`;
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
