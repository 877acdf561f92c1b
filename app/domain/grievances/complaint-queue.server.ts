import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { complaints } from "~/db/schema";

/**
 * The open complaints the Complaints tab shows at once, as many as a page of the other queues
 * (each is a card with two forms); the rest wait their turn, soonest deadline first.
 */
export const COMPLAINTS_SHOWN = 20;

/** The deadline an open complaint waits on next, as nextDeadline (complaint-clocks.ts) reads it. */
const nextDeadline = sql<Date>`case when ${complaints.acknowledgedAt} is null then ${complaints.acknowledgeBy} else ${complaints.decideBy} end`;
const open = ne(complaints.status, "decided");

/** Open complaints, overdue first then by deadline (the same order as compareComplaints). */
export async function listOpenComplaints(db: DbOrTx) {
  return db
    .select({
      id: complaints.id,
      ticketNumber: complaints.ticketNumber,
      name: complaints.name,
      phone: complaints.phone,
      email: complaints.email,
      onBehalfOf: complaints.onBehalfOf,
      category: complaints.category,
      text: complaints.text,
      link: complaints.link,
      status: complaints.status,
      acknowledgeBy: complaints.acknowledgeBy,
      decideBy: complaints.decideBy,
      acknowledgedAt: complaints.acknowledgedAt,
      acknowledgement: complaints.acknowledgement,
      // The complainant's language: the admin's form says whose words reach whom (decision 109).
      language: complaints.language,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .where(open)
    .orderBy(asc(nextDeadline), asc(complaints.createdAt))
    .limit(COMPLAINTS_SHOWN);
}

/**
 * countOpenComplaints as two scalar subqueries, for the statement that reads every badge of the
 * admin's dashboard at once (admin-counts.server.ts).
 */
export function openComplaintCounts(now: Date): { open: SQL<number>; overdue: SQL<number> } {
  const at = now.toISOString();
  return {
    open: sql<number>`(select count(*)::int from ${complaints} where ${open})`,
    overdue: sql<number>`(select count(*)::int from ${complaints}
      where ${open} and ${nextDeadline} <= ${at}::timestamptz)`,
  };
}

/** How many complaints are open, and how many of them have passed the deadline they wait on. */
export async function countOpenComplaints(
  db: DbOrTx,
  input: { now?: Date } = {},
): Promise<{ open: number; overdue: number }> {
  const now = (input.now ?? new Date()).toISOString();
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${nextDeadline} <= ${now}::timestamptz)`,
    })
    .from(complaints)
    .where(open);
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/**
 * A ticket as its status page shows it, found only by its number together with the phone it
 * was filed from: either wrong, and there is nothing (one answer for both).
 */
export async function findComplaintStatus(
  db: DbOrTx,
  input: { ticketNumber: string; phone: string },
) {
  const [found] = await db
    .select({
      ticketNumber: complaints.ticketNumber,
      category: complaints.category,
      status: complaints.status,
      createdAt: complaints.createdAt,
      acknowledgeBy: complaints.acknowledgeBy,
      decideBy: complaints.decideBy,
      acknowledgedAt: complaints.acknowledgedAt,
      acknowledgement: complaints.acknowledgement,
      decidedAt: complaints.decidedAt,
      outcome: complaints.outcome,
      decision: complaints.decision,
    })
    .from(complaints)
    .where(and(eq(complaints.ticketNumber, input.ticketNumber), eq(complaints.phone, input.phone)));
  return found ?? null;
}

export type ComplaintStatusView = NonNullable<Awaited<ReturnType<typeof findComplaintStatus>>>;
export type OpenComplaint = Awaited<ReturnType<typeof listOpenComplaints>>[number];
