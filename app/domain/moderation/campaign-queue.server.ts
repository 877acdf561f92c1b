import { and, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns } from "~/db/schema";
import {
  type CampaignSummary,
  campaignListLimit,
  campaignSummaryColumns,
} from "~/domain/campaigns/business-campaigns.server";
import {
  type CampaignPaymentState,
  campaignPaymentState,
  outerCampaignId,
} from "~/domain/money/payments/refund-attention.server";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import type { Cursor, KeysetWindow } from "~/domain/shared/list-pages";

/** The admin's Campaigns tab, read-only: the campaigns waiting for a decision, and all of them. */

export type AdminCampaignRow = CampaignSummary & { businessId: string };

/**
 * A campaign waiting for the admin, with what it takes to check the business is real, and the
 * version shown, which the decision sends back (decision 102).
 */
export type PendingCampaignRow = AdminCampaignRow & {
  mapsLink: string;
  topics: string[];
  version: number;
};

/** Campaigns waiting for the admin, oldest first (first come, first served); keyset paged. */
export async function listPendingCampaigns(
  db: DbOrTx,
  input: Partial<KeysetWindow> = {},
): Promise<(PendingCampaignRow & { cursor: Cursor })[]> {
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "asc", input);
  const rows = await db
    .select({
      ...campaignSummaryColumns,
      businessId: campaigns.businessId,
      mapsLink: campaigns.mapsLink,
      topics: campaigns.topics,
      version: campaigns.version,
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    // A literal, so that the embedded database's generic plan knows how few campaigns wait.
    .where(and(sql`${campaigns.status} = 'pending_approval'`, page.where))
    .orderBy(...page.orderBy)
    .limit(campaignListLimit(input.limit))
    .offset(page.offset);
  return pageRows(rows, page);
}

/** Every campaign, newest first, for the admin; keyset paged (10,000 campaigns make 400 pages). */
export async function listAllCampaigns(
  db: DbOrTx,
  input: Partial<KeysetWindow> = {},
): Promise<(AdminCampaignRow & { paymentState: CampaignPaymentState; cursor: Cursor })[]> {
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "desc", input);
  const rows = await db
    .select({
      ...campaignSummaryColumns,
      businessId: campaigns.businessId,
      // Paid, refunded in whole or part, or a refund pending or failed (decision 058).
      paymentState: campaignPaymentState(outerCampaignId),
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(campaignListLimit(input.limit))
    .offset(page.offset);
  return pageRows(rows, page);
}
