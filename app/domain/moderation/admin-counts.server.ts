import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { type CountedEntity, statusCounts } from "~/db/schema";
import { openComplaintCounts } from "~/domain/grievances/complaint-queue.server";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { waitingRemovalAppealsCount } from "./removal-appeals/removal-appeal-lists.server";
import { openReportsCount } from "./review-reports/report-queue.server";
import { waitingAppealsCount } from "./suspension-lists.server";
import { teamOfTwo } from "./team.server";

/** The totals behind the admin's badges and pagers. */
export type AdminCounts = {
  pendingReviews: number;
  pendingCampaigns: number;
  campaigns: number;
  pendingPayouts: number;
  processedPayouts: number;
  /** Open reports and disputes of published reviews (the Reports tab). */
  openReports: number;
  /** Open complaints and how many are past the deadline they wait on (the Complaints tab). */
  openComplaints: number;
  overdueComplaints: number;
  /** Suspended accounts' and removed reviews' appeals waiting for a decision (the Appeals tab). */
  waitingAppeals: number;
  /** A second person can make check 2, so the queue is rating-blind (teamHasTwoPeople). */
  teamOfTwo: boolean;
};

type CountRow = {
  entity: CountedEntity | null;
  status: string | null;
  count: string | number | null;
  open_reports: number;
  open_complaints: number;
  overdue_complaints: number;
  waiting_appeals: number;
  team_of_two: boolean;
};

/**
 * Every total the admin dashboard shows, in one statement, and only for an admin: anyone else
 * gets zeros. The status counters are the rows triggers keep at every commit (decision 013: a
 * dozen rows, whatever the number of reviews); the open reports, complaints and appeals are
 * counted from their open rows' partial indexes, so each is the size of its backlog (decision
 * 084), and whether the team has two people (the queue's rating-blindness). One statement, not
 * five: each round trip costs more than its read, most of all on the embedded database. The
 * one-row `badges` side keeps the counts when no counter row exists yet.
 */
export async function adminCounts(
  db: DbOrTx,
  input: { adminId: string; now?: Date },
): Promise<AdminCounts> {
  const complaints = openComplaintCounts(input.now ?? new Date());
  const rows = !isUuid(input.adminId)
    ? []
    : await rowsOf<CountRow>(
        db,
        sql`select s.entity, s.status, s.count, badges.*
          from (select ${openReportsCount} as open_reports,
              ${complaints.open} as open_complaints,
              ${complaints.overdue} as overdue_complaints,
              ${waitingAppealsCount} + ${waitingRemovalAppealsCount} as waiting_appeals,
              ${teamOfTwo} as team_of_two) badges
          left join ${statusCounts} s on true
          where ${isAdmin(input.adminId)}`,
      );
  const sum = (entity: CountedEntity, statuses?: readonly string[]) =>
    rows
      .filter((row) => row.entity === entity && (!statuses || statuses.includes(row.status ?? "")))
      .reduce((total, row) => total + Number(row.count), 0);
  const badge = (
    key: "open_reports" | "open_complaints" | "overdue_complaints" | "waiting_appeals",
  ) => Number(rows[0]?.[key] ?? 0);
  return {
    pendingReviews: sum("reviews", ["pending"]),
    pendingCampaigns: sum("campaigns", ["pending_approval"]),
    campaigns: sum("campaigns"),
    pendingPayouts: sum("payouts", ["pending"]),
    processedPayouts: sum("payouts", ["paid", "rejected"]),
    openReports: badge("open_reports"),
    openComplaints: badge("open_complaints"),
    overdueComplaints: badge("overdue_complaints"),
    waitingAppeals: badge("waiting_appeals"),
    teamOfTwo: rows[0]?.team_of_two === true,
  };
}
