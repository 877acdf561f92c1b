import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { campaigns } from "~/db/schema";

/**
 * A published review leaves its campaign's progress (withdrawn by its author, removed by the
 * admin): it no longer counts, so a campaign it had completed goes back to active and can take a
 * replacement (the business paid for its target). Answers whether the campaign reopened.
 */
export async function leaveProgress(tx: Transaction, campaignId: string): Promise<boolean> {
  const [campaign] = await tx
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  await tx
    .update(campaigns)
    .set({
      completedReviews: sql`${campaigns.completedReviews} - 1`,
      status: sql`case when ${campaigns.status} = 'completed' then 'active' else ${campaigns.status} end`,
    })
    .where(eq(campaigns.id, campaignId));
  return campaign?.status === "completed";
}
