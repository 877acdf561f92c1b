/**
 * The figures of one month's transparency report (decision 096), as counted from the data and
 * stored for closed months. Every review count is split by star (index 0 is 1 star), so anyone
 * can see whether low ratings are rejected or removed more often than high ones.
 */
import { type RemovalGround, removalGrounds } from "~/db/complaint-grounds";
import { type RejectionCategory, rejectionCategories } from "~/db/rejection-categories";

export type StarCounts = [number, number, number, number, number];

/** A deadline's record over the month's complaints: met, missed, or still running. */
export type ClockRecord = { met: number; missed: number; running: number };

export type ReportFigures = {
  month: string;
  /** Reviews submitted in the month (a revised review is submitted again). */
  received: StarCounts;
  /** Reviews approved in the month, whatever became of them afterwards. */
  published: StarCounts;
  /** Reviews rejected in the month, by the rejection's category. */
  rejected: Record<RejectionCategory, StarCounts>;
  /** Published reviews removed in the month, by the removal's ground (decision 080). */
  removed: Record<RemovalGround, StarCounts>;
  /** Submission to decision of the month's decisions (as decision 069 measures it). */
  decisionTimes: { decisions: number; medianSeconds: number | null; p90Seconds: number | null };
  /** Complaints to the grievance officer filed in the month, and their clocks. */
  complaints: {
    received: number;
    acknowledged: ClockRecord;
    decided: ClockRecord;
    /** Impersonation complaints and their 24-hour decision clock (IT Rules 3(2)(b)). */
    impersonation: { received: number } & ClockRecord;
  };
  /** Readers' reports and businesses' disputes of published reviews filed in the month. */
  reviewComplaints: {
    reports: number;
    disputes: number;
    removed: number;
    kept: number;
    open: number;
  };
  /** Payouts to reviewers completed in the month: how many, and their total in rupees. */
  payouts: { count: number; rupees: number };
};

export const zeroStars = (): StarCounts => [0, 0, 0, 0, 0];

export function sumStars(counts: StarCounts): number {
  return counts.reduce((total, count) => total + count, 0);
}

/** Adds a count to its star; ratings outside 1–5 cannot exist (a CHECK), so they are ignored. */
export function addToStar(counts: StarCounts, rating: number, count: number): void {
  if (rating >= 1 && rating <= 5) counts[rating - 1] = (counts[rating - 1] ?? 0) + count;
}

export function emptyFigures(month: string): ReportFigures {
  const byCategory = Object.fromEntries(rejectionCategories.map((name) => [name, zeroStars()]));
  const byGround = Object.fromEntries(removalGrounds.map((name) => [name, zeroStars()]));
  const clock = (): ClockRecord => ({ met: 0, missed: 0, running: 0 });
  return {
    month,
    received: zeroStars(),
    published: zeroStars(),
    rejected: byCategory as Record<RejectionCategory, StarCounts>,
    removed: byGround as Record<RemovalGround, StarCounts>,
    decisionTimes: { decisions: 0, medianSeconds: null, p90Seconds: null },
    complaints: {
      received: 0,
      acknowledged: clock(),
      decided: clock(),
      impersonation: { received: 0, ...clock() },
    },
    reviewComplaints: { reports: 0, disputes: 0, removed: 0, kept: 0, open: 0 },
    payouts: { count: 0, rupees: 0 },
  };
}

/** Sum over all grounds (or categories) of a split count. */
export function totalOf(split: Record<string, StarCounts>): StarCounts {
  const total = zeroStars();
  for (const counts of Object.values(split)) {
    counts.forEach((count, index) => {
      total[index] = (total[index] ?? 0) + count;
    });
  }
  return total;
}

/**
 * The share of a star's decided reviews that were rejected or removed, in whole percent, for
 * the page's comparison of low and high ratings; null where the star had no decision.
 */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}
