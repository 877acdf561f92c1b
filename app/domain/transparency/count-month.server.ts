import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { suspensionRejection } from "~/domain/jobs/measure-decision-times.server";
import { isRemovalGround } from "~/domain/moderation/review-reports/report-form";
import { isRejectionCategory } from "~/domain/reviews/rejection-category";
import { addToStar, emptyFigures, type ReportFigures } from "./report-figures";
import { monthBounds } from "./report-month";

type Row = Record<string, unknown>;

const int = (value: unknown) => Number(value ?? 0);
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/**
 * Counts one month's report from the data (decision 096): reviews received, published, rejected
 * and removed, each by star; the month's decision times; complaints and their clocks; reports and
 * disputes of reviews; payouts made. Each part is one aggregate over an index on its own date
 * column, so its cost grows with the month's rows, not the table's.
 */
export async function countMonth(
  db: DbOrTx,
  input: { month: string; now?: Date },
): Promise<ReportFigures> {
  const { from, to } = monthBounds(input.month);
  const now = input.now ?? new Date();
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${to.toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const figures = emptyFigures(input.month);

  // Every status is named so the (status, created_at) index serves the month's range.
  const received = await read(
    db,
    sql`select rating, count(*)::int as n from reviews
      where status in ('pending', 'approved', 'rejected', 'withdrawn', 'removed')
        and created_at >= ${start} and created_at < ${end}
      group by rating`,
  );
  for (const row of received) addToStar(figures.received, int(row.rating), int(row.n));

  // A decided review keeps its decision's moment; withdrawn or removed later, it was still published.
  const decided = await read(
    db,
    sql`select status, rating, rejection_category as category, count(*)::int as n from reviews
      where moderated_at is not null and moderated_at >= ${start} and moderated_at < ${end}
      group by status, rating, rejection_category`,
  );
  for (const row of decided) {
    const rating = int(row.rating);
    if (row.status === "rejected") {
      const category =
        typeof row.category === "string" && isRejectionCategory(row.category)
          ? row.category
          : "other";
      addToStar(figures.rejected[category], rating, int(row.n));
    } else if (
      row.status === "approved" ||
      row.status === "removed" ||
      row.status === "withdrawn"
    ) {
      addToStar(figures.published, rating, int(row.n));
    }
  }

  const removed = await read(
    db,
    sql`select removal_ground as ground, rating, count(*)::int as n from reviews
      where status = 'removed' and removed_at >= ${start} and removed_at < ${end}
      group by removal_ground, rating`,
  );
  for (const row of removed) {
    if (typeof row.ground === "string" && isRemovalGround(row.ground)) {
      addToStar(figures.removed[row.ground], int(row.rating), int(row.n));
    }
  }

  // As the measuring job does (decision 069): a suspension's rejections were no one's check.
  const [times] = await read(
    db,
    sql`select decisions, p[1] as median, p[2] as p90 from (
        select count(*)::int as decisions,
          percentile_cont(array[0.5, 0.9]::float8[]) within group (order by wait) as p
        from (select extract(epoch from moderated_at - created_at)::float8 as wait from reviews
          where moderated_at is not null and moderated_at >= ${start} and moderated_at < ${end}
            and status <> 'pending' and not ${suspensionRejection}) decided
      ) measured`,
  );
  figures.decisionTimes = {
    decisions: int(times?.decisions),
    medianSeconds: numberOrNull(times?.median),
    p90Seconds: numberOrNull(times?.p90),
  };

  const [complaints] = await read(
    db,
    sql`select count(*)::int as received,
        count(*) filter (where acknowledged_at is not null and acknowledged_at <= acknowledge_by)::int as ack_met,
        count(*) filter (where (acknowledged_at is not null and acknowledged_at > acknowledge_by)
          or (acknowledged_at is null and acknowledge_by <= ${at}))::int as ack_missed,
        count(*) filter (where acknowledged_at is null and acknowledge_by > ${at})::int as ack_running,
        count(*) filter (where decided_at is not null and decided_at <= decide_by)::int as decide_met,
        count(*) filter (where (decided_at is not null and decided_at > decide_by)
          or (decided_at is null and decide_by <= ${at}))::int as decide_missed,
        count(*) filter (where decided_at is null and decide_by > ${at})::int as decide_running,
        count(*) filter (where category = 'impersonation')::int as imp_received,
        count(*) filter (where category = 'impersonation' and decided_at is not null
          and decided_at <= created_at + interval '24 hours')::int as imp_met,
        count(*) filter (where category = 'impersonation' and ((decided_at is not null
          and decided_at > created_at + interval '24 hours') or (decided_at is null
          and created_at + interval '24 hours' <= ${at})))::int as imp_missed,
        count(*) filter (where category = 'impersonation' and decided_at is null
          and created_at + interval '24 hours' > ${at})::int as imp_running
      from complaints where created_at >= ${start} and created_at < ${end}`,
  );
  if (complaints) {
    figures.complaints = {
      received: int(complaints.received),
      acknowledged: {
        met: int(complaints.ack_met),
        missed: int(complaints.ack_missed),
        running: int(complaints.ack_running),
      },
      decided: {
        met: int(complaints.decide_met),
        missed: int(complaints.decide_missed),
        running: int(complaints.decide_running),
      },
      impersonation: {
        received: int(complaints.imp_received),
        met: int(complaints.imp_met),
        missed: int(complaints.imp_missed),
        running: int(complaints.imp_running),
      },
    };
  }

  const [reported] = await read(
    db,
    sql`select count(*) filter (where kind = 'report')::int as reports,
        count(*) filter (where kind = 'dispute')::int as disputes,
        count(*) filter (where decision = 'removed_review')::int as removed,
        count(*) filter (where decision in ('kept', 'removed_reply'))::int as kept,
        count(*) filter (where decided_at is null)::int as open
      from review_complaints where created_at >= ${start} and created_at < ${end}`,
  );
  if (reported) {
    figures.reviewComplaints = {
      reports: int(reported.reports),
      disputes: int(reported.disputes),
      removed: int(reported.removed),
      kept: int(reported.kept),
      open: int(reported.open),
    };
  }

  // Completed payouts only: a payout reversed later gave its money back and is not counted.
  const [paid] = await read(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::bigint as rupees from payouts
      where status in ('paid', 'processed') and processed_at >= ${start} and processed_at < ${end}`,
  );
  figures.payouts = { count: int(paid?.n), rupees: int(paid?.rupees) };
  return figures;
}

async function read(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
