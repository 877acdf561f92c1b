import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type CountedEntity, statusCounts } from "~/db/schema";
import { countOpenComplaints } from "~/domain/grievances/complaint-queue.server";

/** Rows of one entity in one status, from the counters the triggers keep (decision 013). */
function counted(entity: CountedEntity, status: string) {
  return async (db: DbOrTx) => {
    const [row] = await db
      .select({ count: statusCounts.count })
      .from(statusCounts)
      .where(and(eq(statusCounts.entity, entity), eq(statusCounts.status, status)));
    return Number(row?.count ?? 0);
  };
}

/**
 * The work that waits for someone, by queue name, as /metrics reports it
 * (`reviewkaro_queue_length{queue}`): a queue is one line here. Held payouts and refunds to
 * retry (issues 31 and 32) add theirs the same way.
 */
export const queueLengthReaders: Record<string, (db: DbOrTx) => Promise<number>> = {
  pending_reviews: counted("reviews", "pending"),
  pending_campaigns: counted("campaigns", "pending_approval"),
  pending_payouts: counted("payouts", "pending"),
  // Complaints to the grievance officer (decision 078): open, and past the deadline they wait on.
  open_complaints: async (db) => (await countOpenComplaints(db)).open,
  overdue_complaints: async (db) => (await countOpenComplaints(db)).overdue,
};

/** Every queue's length now. */
export async function readQueueLengths(db: DbOrTx): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(queueLengthReaders).map(async ([queue, read]) => [queue, await read(db)]),
  );
  return Object.fromEntries(entries);
}
