import { sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";

/**
 * Locks the campaign of a review whose status is about to change, as a submission locks it
 * (campaignSlotFor). Every such transaction takes the campaign row first and the review after:
 * a submission holding the campaign may need a review of it (the foreign key of a copy flag, a
 * neighbour's risk score), so a decision holding that review while waiting for the campaign
 * would deadlock with it. A review's campaign never changes, so the unlocked read of it is exact.
 */
export async function lockCampaignOfReview(tx: Transaction, reviewId: string): Promise<void> {
  await tx.execute(sql`select id from campaigns
    where id = (select campaign_id from reviews where id = ${reviewId}) for update`);
}
