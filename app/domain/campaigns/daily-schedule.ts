import type { CampaignStatus } from "~/db/schema";
import { dayNumber, kolkataDateKey } from "~/domain/shared/dates";

/** The pacing of SPEC §5: how many reviews a campaign may take on each day after approval. */

/** Share of N (in percent) released on days 1, 2 and 3; the rest is spread over days 4..D. */
const FIRST_DAYS_PERCENT = [5, 10, 30] as const;

function requireTarget(target: number): void {
  if (!Number.isSafeInteger(target) || target < 1) {
    throw new RangeError(`target must be a whole number of reviews, at least 1: ${target}`);
  }
}

/** D: 7 days up to 50 reviews, 15 days up to 100, 25 days beyond. */
export function distributionDays(target: number): number {
  requireTarget(target);
  if (target <= 50) return 7;
  if (target <= 100) return 15;
  return 25;
}

/** ceil(percent · n / 100) in integers, so that 10% of 30 is 3 and not 3.0000000000000004 → 4. */
function ceilPercent(percent: number, n: number): number {
  return Math.floor((percent * n + 99) / 100);
}

/** Reviews allowed on day 1..D, in order; they always sum to the target. */
export function distributionSchedule(target: number): number[] {
  const days = distributionDays(target);
  const schedule: number[] = [];
  let unallocated = target;
  for (const percent of FIRST_DAYS_PERCENT) {
    const count = Math.min(ceilPercent(percent, target), unallocated);
    schedule.push(count);
    unallocated -= count;
  }
  const restDays = days - FIRST_DAYS_PERCENT.length;
  const each = Math.floor(unallocated / restDays);
  const extra = unallocated % restDays;
  for (let day = 0; day < restDays; day += 1) {
    schedule.push(each + (day < extra ? 1 : 0));
  }
  return schedule;
}

/** Day k of a campaign: the k-th Kolkata calendar day from its start (day 1); 0 before it. */
export function campaignDay(startDate: Date, now: Date): number {
  const elapsed = dayNumber(kolkataDateKey(now)) - dayNumber(kolkataDateKey(startDate));
  return elapsed < 0 ? 0 : elapsed + 1;
}

/** Reviews allowed up to and including `day`: 0 before day 1, the whole target after day D. */
export function allowedByDay(schedule: readonly number[], day: number): number {
  let allowed = 0;
  const last = Math.min(Math.floor(day), schedule.length);
  for (let index = 0; index < last; index += 1) allowed += schedule[index] ?? 0;
  return allowed;
}

/**
 * How many more reviews an active campaign can take today; `taken` counts its pending and
 * approved reviews. Never more than the target, whatever the stored schedule says.
 */
export function openSlotsToday(input: {
  status: CampaignStatus;
  schedule: readonly number[];
  targetReviews: number;
  startDate: Date | null;
  taken: number;
  now: Date;
}): number {
  if (input.status !== "active" || input.startDate === null) return 0;
  const day = campaignDay(input.startDate, input.now);
  const allowed = Math.min(allowedByDay(input.schedule, day), input.targetReviews);
  return Math.max(0, allowed - input.taken);
}

/**
 * An approved campaign's schedule with `added` reviews (Add reviews): they get the pacing of a
 * campaign of their own, appended after the last day, or from `today` when the schedule has
 * already run out (its past days padded with zero), so the added reviews never open in the past
 * all at once. The days still sum to the new target.
 */
export function extendedSchedule(
  schedule: readonly number[],
  today: number,
  added: number,
): number[] {
  const padding = Math.max(0, today - 1 - schedule.length);
  return [...schedule, ...Array<number>(padding).fill(0), ...distributionSchedule(added)];
}
