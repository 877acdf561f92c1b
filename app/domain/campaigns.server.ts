import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx, Transaction } from "~/db/client.server";
import {
  auditEvents,
  type CampaignStatus,
  campaigns,
  payments,
  profiles,
  type ReviewStatus,
  reviews,
} from "~/db/schema";
import { publishEvents } from "~/events/bus.server";
import { businessNameField, cityField, mapsLinkField, topicListField } from "./campaign-form";
import type { City } from "./cities";
import { cursorTime, inListOrder, keysetPage, windowOf, withCursor } from "./keyset.server";
import { campaignCost, MAX_TARGET, MIN_TARGET } from "./money";
import { distributionDays, distributionSchedule } from "./pacing";
import { boundedLimit, boundedOffset, type Cursor, type KeysetWindow } from "./paging";
import type { PaymentProvider } from "./payments.server";
import { campaignOpenedEvents } from "./review-events.server";
import { findRole } from "./roles.server";
import { isUuid } from "./uuid";

export { campaignFormSchema } from "./campaign-form";

export type Campaign = typeof campaigns.$inferSelect;

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
>;

export type AdminCampaignRow = CampaignSummary & { businessId: string };

/** A campaign waiting for the admin, with what it takes to check the business is real. */
export type PendingCampaignRow = AdminCampaignRow & { mapsLink: string; topics: string[] };

export type PaymentRow = {
  id: string;
  createdAt: Date;
  campaignId: string;
  campaignName: string;
  amount: number;
  provider: string;
  status: string;
};

export type BusinessStats = {
  activeCampaigns: number;
  completed: number;
  pendingApproval: number;
  /** Cost of every campaign that was not rejected, in rupees. */
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
};

export type CampaignDeps = {
  payments: PaymentProvider;
  now?: () => Date;
};

export type CreateCampaignInput = {
  businessId: string;
  /** Idempotency key of the form submission (a UUID made when the form is shown). */
  requestId: string;
  businessName: string;
  mapsLink: string;
  topics: string[];
  city: City;
  targetReviews: number;
};

export type CreateCampaignResult =
  | { ok: true; campaign: Campaign; created: boolean }
  | { ok: false; reason: "not_business" | "payment_failed" | "request_taken" | "invalid_input" };

export type CampaignDecisionResult =
  | { ok: true; campaign: Campaign }
  | { ok: false; reason: "not_found" | "not_pending" | "not_admin" };

export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 100;
export const DEFAULT_REVIEW_LIST_LIMIT = 200;
/** A campaign holds at most 1000 pending or approved reviews; rejected ones may add a few. */
export const MAX_REVIEW_LIST_LIMIT = 2000;

/** The demo campaign of SPEC §5, owned by the admin, so the reviewer flow can be tried at once. */
export const DEMO_CAMPAIGN = {
  businessName: "Demo Restaurant",
  mapsLink: "https://maps.google.com/?q=Indore",
  topics: ["Food", "Service", "Family"],
  city: "Indore",
  targetReviews: 20,
} as const satisfies Partial<CreateCampaignInput>;

/** Any fixed number works: it only has to differ from the other advisory locks of the app. */
const DEMO_CAMPAIGN_LOCK = 730_100_001;

const summaryColumns = {
  id: campaigns.id,
  businessName: campaigns.businessName,
  city: campaigns.city,
  status: campaigns.status,
  targetReviews: campaigns.targetReviews,
  completedReviews: campaigns.completedReviews,
  cost: campaigns.cost,
  createdAt: campaigns.createdAt,
  startDate: campaigns.startDate,
};

/**
 * Charges the business and creates its campaign, pending approval, with a payment record.
 * The same requestId always answers with the campaign it created first (created: false).
 */
export async function createCampaign(
  db: DbOrTx,
  deps: CampaignDeps,
  input: CreateCampaignInput,
): Promise<CreateCampaignResult> {
  const fields = validCampaignInput(input);
  if (!isUuid(input.requestId) || !fields) return { ok: false, reason: "invalid_input" };
  if ((await findRole(db, input.businessId)) !== "business") {
    return { ok: false, reason: "not_business" };
  }
  const earlier = await findByRequestId(db, input.requestId);
  if (earlier) return repeatedRequest(earlier, input.businessId);

  const cost = campaignCost(fields.targetReviews);
  const charge = await deps.payments.charge({
    amount: cost,
    businessId: input.businessId,
    reference: input.requestId,
  });
  if (charge.status !== "succeeded") return { ok: false, reason: "payment_failed" };

  const now = deps.now?.() ?? new Date();
  return db.transaction(async (tx): Promise<CreateCampaignResult> => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        businessId: input.businessId,
        requestId: input.requestId,
        ...fields,
        cost,
        status: "pending_approval",
        distributionDays: distributionDays(fields.targetReviews),
        distributionSchedule: distributionSchedule(fields.targetReviews),
        createdAt: now,
      })
      // A concurrent call with the same key got in first: its campaign is the answer.
      .onConflictDoNothing({ target: campaigns.requestId })
      .returning();
    if (!campaign) {
      const winner = await findByRequestId(tx, input.requestId);
      if (!winner) throw new Error(`campaign of request ${input.requestId} vanished`);
      return repeatedRequest(winner, input.businessId);
    }
    await tx.insert(payments).values({
      campaignId: campaign.id,
      businessId: input.businessId,
      amount: cost,
      provider: deps.payments.name,
      status: "succeeded",
      createdAt: now,
    });
    await tx
      .update(profiles)
      .set({ businessName: fields.businessName })
      .where(and(eq(profiles.id, input.businessId), isNull(profiles.businessName)));
    await publishEvents(tx, [{ to: { role: "admin" }, topics: ["campaign-queue"] }]);
    return { ok: true, campaign, created: true };
  });
}

/** Admin approval: a pending campaign goes live today; anything else stays as it is. */
export async function approveCampaign(
  db: DbOrTx,
  input: { campaignId: string; adminId: string; now?: Date },
): Promise<CampaignDecisionResult> {
  const now = input.now ?? new Date();
  return decidePendingCampaign(db, {
    campaignId: input.campaignId,
    adminId: input.adminId,
    set: { status: "active", startDate: now },
    auditType: "campaign_approved",
  });
}

/** Admin rejection of a pending campaign. */
export async function rejectCampaign(
  db: DbOrTx,
  input: { campaignId: string; adminId: string },
): Promise<CampaignDecisionResult> {
  return decidePendingCampaign(db, {
    campaignId: input.campaignId,
    adminId: input.adminId,
    set: { status: "rejected" },
    auditType: "campaign_rejected",
  });
}

/** The four cards of the business dashboard and its lists' totals, in one aggregate query. */
export async function getBusinessStats(
  db: DbOrTx,
  input: { businessId: string },
): Promise<BusinessStats> {
  if (!isUuid(input.businessId)) return noStats;
  const countOf = (status: CampaignStatus) =>
    sql<number>`count(*) filter (where ${campaigns.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      activeCampaigns: countOf("active"),
      completed: countOf("completed"),
      pendingApproval: countOf("pending_approval"),
      totalSpent:
        sql<number>`coalesce(sum(${campaigns.cost}) filter (where ${campaigns.status} <> 'rejected'), 0)`.mapWith(
          Number,
        ),
      campaigns: sql<number>`count(*)`.mapWith(Number),
      payments:
        sql<number>`(select count(*) from ${payments} where ${payments.businessId} = ${input.businessId})`.mapWith(
          Number,
        ),
    })
    .from(campaigns)
    .where(eq(campaigns.businessId, input.businessId));
  return row ?? noStats;
}

/** A business's own campaigns, newest first, a keyset page at a time (paging.ts). */
export async function listBusinessCampaigns(
  db: DbOrTx,
  input: { businessId: string } & Partial<KeysetWindow>,
): Promise<(CampaignSummary & { cursor: Cursor })[]> {
  if (!isUuid(input.businessId)) return [];
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "desc", windowOf(input));
  const rows = await db
    .select({ ...summaryColumns, cursorAt: cursorTime(campaigns.createdAt) })
    .from(campaigns)
    .where(and(eq(campaigns.businessId, input.businessId), page.where))
    .orderBy(...page.orderBy)
    .limit(listLimit(input.limit))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(withCursor);
}

/** One campaign of this business; null for another business's campaign or a malformed id. */
export async function getBusinessCampaign(
  db: DbOrTx,
  input: { businessId: string; campaignId: string },
): Promise<Campaign | null> {
  if (!isUuid(input.campaignId) || !isUuid(input.businessId)) return null;
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.businessId, input.businessId)))
    .limit(1);
  return campaign ?? null;
}

/**
 * Every review of the business's own campaign, whatever its status, newest first. The business
 * can only read them: it cannot hide, edit or reorder anything (SPEC §0.3).
 */
export async function listCampaignReviewsForBusiness(
  db: DbOrTx,
  input: { businessId: string; campaignId: string } & Partial<KeysetWindow>,
): Promise<(CampaignReviewRow & { cursor: Cursor })[]> {
  if (!isUuid(input.campaignId) || !isUuid(input.businessId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", windowOf(input));
  const rows = await db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      status: reviews.status,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(
      and(
        eq(reviews.campaignId, input.campaignId),
        eq(campaigns.businessId, input.businessId),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_REVIEW_LIST_LIMIT, MAX_REVIEW_LIST_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map((row) =>
    withCursor({ ...row, reviewerName: row.reviewerName.trim() || null }),
  );
}

/** How many reviews the business's own campaign has, whatever their status. */
export async function countCampaignReviewsForBusiness(
  db: DbOrTx,
  input: { businessId: string; campaignId: string },
): Promise<number> {
  if (!isUuid(input.campaignId) || !isUuid(input.businessId)) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(
      and(eq(reviews.campaignId, input.campaignId), eq(campaigns.businessId, input.businessId)),
    );
  return row?.count ?? 0;
}

/** The business's payments, newest first, with the campaign each one paid for; keyset paged. */
export async function listPaymentHistory(
  db: DbOrTx,
  input: { businessId: string } & Partial<KeysetWindow>,
): Promise<(PaymentRow & { cursor: Cursor })[]> {
  if (!isUuid(input.businessId)) return [];
  const page = keysetPage({ at: payments.createdAt, id: payments.id }, "desc", windowOf(input));
  const rows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      campaignId: payments.campaignId,
      campaignName: campaigns.businessName,
      amount: payments.amount,
      provider: payments.provider,
      status: payments.status,
      cursorAt: cursorTime(payments.createdAt),
    })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .where(and(eq(payments.businessId, input.businessId), page.where))
    .orderBy(...page.orderBy)
    .limit(listLimit(input.limit))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(withCursor);
}

/** Campaigns waiting for the admin, oldest first (first come, first served); keyset paged. */
export async function listPendingCampaigns(
  db: DbOrTx,
  input: Partial<KeysetWindow> = {},
): Promise<(PendingCampaignRow & { cursor: Cursor })[]> {
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "asc", windowOf(input));
  const rows = await db
    .select({
      ...summaryColumns,
      businessId: campaigns.businessId,
      mapsLink: campaigns.mapsLink,
      topics: campaigns.topics,
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    .where(and(eq(campaigns.status, "pending_approval"), page.where))
    .orderBy(...page.orderBy)
    .limit(listLimit(input.limit))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(withCursor);
}

/** Every campaign, newest first, for the admin; keyset paged (10,000 campaigns make 400 pages). */
export async function listAllCampaigns(
  db: DbOrTx,
  input: Partial<KeysetWindow> = {},
): Promise<(AdminCampaignRow & { cursor: Cursor })[]> {
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "desc", windowOf(input));
  const rows = await db
    .select({
      ...summaryColumns,
      businessId: campaigns.businessId,
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(listLimit(input.limit))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(withCursor);
}

/**
 * Creates the demo campaign once, unless a campaign named 'Demo Restaurant' exists. Two admin
 * pages loading at once take turns on an advisory lock, so only one of them creates it.
 */
export async function ensureDemoCampaign(
  db: DbOrTx,
  input: { adminId: string; now?: Date },
): Promise<{ created: boolean; campaign: Campaign }> {
  // The usual answer needs no lock: the demo exists after the admin's first visit.
  const existing = await findDemoCampaign(db);
  if (existing) return { created: false, campaign: existing };
  if ((await findRole(db, input.adminId)) !== "admin") {
    throw new Error("the demo campaign belongs to an admin");
  }
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_CAMPAIGN_LOCK}::bigint)`);
    const found = await findDemoCampaign(tx);
    if (found) return { created: false, campaign: found };
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        businessId: input.adminId,
        businessName: DEMO_CAMPAIGN.businessName,
        mapsLink: DEMO_CAMPAIGN.mapsLink,
        topics: [...DEMO_CAMPAIGN.topics],
        city: DEMO_CAMPAIGN.city,
        targetReviews: DEMO_CAMPAIGN.targetReviews,
        cost: campaignCost(DEMO_CAMPAIGN.targetReviews),
        status: "active",
        distributionDays: distributionDays(DEMO_CAMPAIGN.targetReviews),
        distributionSchedule: distributionSchedule(DEMO_CAMPAIGN.targetReviews),
        startDate: now,
        createdAt: now,
      })
      .returning();
    if (!campaign) throw new Error("demo campaign was not saved");
    return { created: true, campaign };
  });
}

/**
 * Marks an active campaign completed once its approved reviews reach the target. Runs inside
 * the transaction that approved the review, so progress and status never disagree.
 */
export async function completeCampaignIfReached(
  tx: Transaction,
  input: { campaignId: string },
): Promise<boolean> {
  const completed = await tx
    .update(campaigns)
    .set({ status: "completed" })
    .where(
      and(
        eq(campaigns.id, input.campaignId),
        eq(campaigns.status, "active"),
        sql`${campaigns.completedReviews} >= ${campaigns.targetReviews}`,
      ),
    )
    .returning({ id: campaigns.id });
  return completed.length > 0;
}

/**
 * Moves a campaign out of pending_approval with one conditional UPDATE, so that two admins
 * deciding at once (or one clicking twice) move it once.
 */
async function decidePendingCampaign(
  db: DbOrTx,
  input: {
    campaignId: string;
    adminId: string;
    set: { status: "active"; startDate: Date } | { status: "rejected" };
    auditType: "campaign_approved" | "campaign_rejected";
  },
): Promise<CampaignDecisionResult> {
  return db.transaction(async (tx): Promise<CampaignDecisionResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.campaignId)) return { ok: false, reason: "not_found" };
    const [campaign] = await tx
      .update(campaigns)
      .set(input.set)
      .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.status, "pending_approval")))
      .returning();
    if (!campaign) {
      const [current] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, input.campaignId))
        .limit(1);
      return { ok: false, reason: current ? "not_pending" : "not_found" };
    }
    await tx.insert(auditEvents).values({
      type: input.auditType,
      profileId: input.adminId,
      detail: { campaignId: campaign.id },
    });
    await publishEvents(tx, [
      { to: { profileId: campaign.businessId }, topics: ["my-campaigns"] },
      { to: { role: "admin" }, topics: ["campaign-queue"] },
      ...campaignOpenedEvents(campaign, new Date()),
    ]);
    return { ok: true, campaign };
  });
}

/** The create form's fields once parsed: what createCampaign accepts. */
const campaignInputSchema = z.object({
  businessName: businessNameField,
  mapsLink: mapsLinkField,
  topics: topicListField,
  city: cityField,
  targetReviews: z.number().int().min(MIN_TARGET).max(MAX_TARGET),
});

/** The fields cleaned as the form cleans them, or null: routes say which field first. */
function validCampaignInput(input: CreateCampaignInput) {
  const parsed = campaignInputSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

function repeatedRequest(campaign: Campaign, businessId: string): CreateCampaignResult {
  // A key is a random UUID shown to one business; another business can only have copied it,
  // and is told its form is used up (never shown the other campaign).
  if (campaign.businessId !== businessId) return { ok: false, reason: "request_taken" };
  return { ok: true, campaign, created: false };
}

async function findByRequestId(db: DbOrTx, requestId: string): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.requestId, requestId))
    .limit(1);
  return campaign;
}

async function findDemoCampaign(db: DbOrTx): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.businessName, DEMO_CAMPAIGN.businessName))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(1);
  return campaign;
}

function listLimit(limit: number | undefined): number {
  return boundedLimit(limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT);
}
