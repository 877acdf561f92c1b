import type { ComplaintCategory } from "~/db/complaint-choices";

/**
 * The two clocks of a complaint (IT Rules 2021, rule 3(2)): acknowledged within 24 hours and
 * decided within 15 days of being filed.
 */
export const ACKNOWLEDGE_WITHIN_MS = 24 * 60 * 60 * 1000;
export const DECIDE_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;
/**
 * Rule 3(2)(b): content that impersonates the complainant or shows them in a morphed or intimate
 * image is removed or disabled 'within twenty-four hours from the receipt of a complaint'. The
 * decision is that action (upheld removes the review), so its clock is 24 hours (decision 095).
 */
export const ACT_WITHIN_MS = 24 * 60 * 60 * 1000;

/** The categories whose decision is the 24-hour removal of rule 3(2)(b). */
export function hasActionClock(category: ComplaintCategory): boolean {
  return category === "impersonation";
}

export function complaintDeadlines(
  filedAt: Date,
  category?: ComplaintCategory,
): { acknowledgeBy: Date; decideBy: Date } {
  const decideWithin = category && hasActionClock(category) ? ACT_WITHIN_MS : DECIDE_WITHIN_MS;
  return {
    acknowledgeBy: new Date(filedAt.getTime() + ACKNOWLEDGE_WITHIN_MS),
    decideBy: new Date(filedAt.getTime() + decideWithin),
  };
}

/** One clock now: stopped when its step is done, else the time left or how long overdue. */
export type Clock =
  | { state: "done"; at: Date }
  | { state: "running"; leftMs: number }
  | { state: "overdue"; overMs: number };

export function readClock(input: { due: Date; doneAt: Date | null; now: Date }): Clock {
  if (input.doneAt) return { state: "done", at: input.doneAt };
  const leftMs = input.due.getTime() - input.now.getTime();
  return leftMs > 0 ? { state: "running", leftMs } : { state: "overdue", overMs: -leftMs };
}

export type ClockedComplaint = {
  acknowledgeBy: Date;
  decideBy: Date;
  acknowledgedAt: Date | null;
};

/** The deadline an open complaint waits on next: acknowledgement until it is given, then decision. */
export function nextDeadline(complaint: ClockedComplaint): Date {
  return complaint.acknowledgedAt ? complaint.decideBy : complaint.acknowledgeBy;
}

/**
 * The admin's order: overdue complaints first, then by deadline. Ordering by the deadline each
 * waits on next gives exactly that (an overdue deadline is earlier than any running one), so
 * the database sorts on the same expression (complaint-queue.server.ts).
 */
export function compareComplaints(a: ClockedComplaint, b: ClockedComplaint): number {
  return nextDeadline(a).getTime() - nextDeadline(b).getTime();
}

export function isOverdue(complaint: ClockedComplaint, now: Date): boolean {
  return nextDeadline(complaint).getTime() <= now.getTime();
}

/** Hours and minutes, or days and hours past two days: how the clocks read to a person. */
export function clockParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutesTotal / (24 * 60));
  const hours = Math.floor((minutesTotal % (24 * 60)) / 60);
  return { days, hours, minutes: minutesTotal % 60 };
}
