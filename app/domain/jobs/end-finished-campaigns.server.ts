import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { campaigns, reviews } from "~/db/schema";
import { refundUnfilledSlots } from "~/domain/money/payments/refund-campaign-payments.server";
import { TIME_ZONE } from "~/domain/shared/dates";

/** How often the job looks for campaigns whose schedule is over. */
export const END_CAMPAIGNS_INTERVAL_MS = 15 * 60 * 1000;
const CAMPAIGNS_PER_RUN = 100;

/**
 * Ends each active campaign whose schedule's last day has passed (Kolkata days) and which has
 * no review waiting for moderation (decision 059): it becomes completed and its unfilled slots
 * are refunded in the same transaction, once, however many servers run the job.
 */
export async function endFinishedCampaigns(
  db: Database,
  options: { now?: Date; signal?: AbortSignal } = {},
): Promise<{ ended: number; refunded: number }> {
  const now = options.now ?? new Date();
  const finished = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.status, "active"), scheduleOver(now), noPendingReview()))
    .orderBy(asc(campaigns.createdAt))
    .limit(CAMPAIGNS_PER_RUN);
  const tally = { ended: 0, refunded: 0 };
  for (const { id } of finished) {
    if (options.signal?.aborted) break;
    const refunded = await db.transaction(async (tx) => {
      // Lock order: the campaign first; its pending reviews are then read in a fresh snapshot.
      const [locked] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, id), eq(campaigns.status, "active"), scheduleOver(now)))
        .for("update");
      if (!locked) return null;
      const [ended] = await tx
        .update(campaigns)
        .set({ status: "completed" })
        .where(and(eq(campaigns.id, id), noPendingReview()))
        .returning({ target: campaigns.targetReviews, approved: campaigns.completedReviews });
      if (!ended) return null;
      return refundUnfilledSlots(tx, { campaignId: id, slots: ended.target - ended.approved, now });
    });
    if (refunded === null) continue;
    tally.ended += 1;
    tally.refunded += refunded;
  }
  return tally;
}

/** The Kolkata day of `now` is after the schedule's last day, as campaignDay counts days. */
function scheduleOver(now: Date) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  return sql`${campaigns.startDate} is not null and (${today} - (${campaigns.startDate} at time zone ${TIME_ZONE})::date + 1) > cardinality(${campaigns.allowedByDay})`;
}

function noPendingReview() {
  return sql`not exists (select 1 from ${reviews} where ${reviews.campaignId} = ${campaigns.id} and ${reviews.status} = 'pending')`;
}
