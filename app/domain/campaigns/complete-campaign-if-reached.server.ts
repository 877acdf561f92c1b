import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { campaigns } from "~/db/schema";

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
