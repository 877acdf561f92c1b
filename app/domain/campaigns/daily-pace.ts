import { addDays, dayNumber } from "~/domain/shared/dates";

/** Pace chart image sizes; the page shows the narrow one below 640 px so its words stay legible. */
export const PACE_CHART_SIZES = {
  wide: { width: 720, height: 300 },
  narrow: { width: 320, height: 260 },
} as const;
export type PaceChartSize = keyof typeof PACE_CHART_SIZES;

/**
 * One campaign day: reviews the schedule planned, and those submitted and approved that day;
 * null for a day that has not come yet (drawn as nothing, not as a zero the campaign missed).
 */
export type PaceDay = {
  day: number;
  date: string;
  planned: number;
  submitted: number | null;
  approved: number | null;
};

/**
 * Day-by-day planned against actual, from day 1 (the start date) to the schedule's last day, or
 * to the last day a review arrived or was approved if later, at most `maxDays` (default 90) days:
 * counts beyond that are left out rather than stretching the chart without end.
 */
export function dailyPace(input: {
  schedule: readonly number[];
  startDate: string;
  submittedByDate: ReadonlyMap<string, number>;
  approvedByDate: ReadonlyMap<string, number>;
  /** Today's date in Kolkata: later days have no counts yet. */
  today: string;
  maxDays?: number;
}): PaceDay[] {
  const start = dayNumber(input.startDate);
  const dayOf = (date: string) => dayNumber(date) - start + 1;
  const lastActive = Math.max(
    0,
    ...[...input.submittedByDate.keys(), ...input.approvedByDate.keys()].map(dayOf),
  );
  const lastDay = Math.min(Math.max(input.schedule.length, lastActive), input.maxDays ?? 90);
  const days: PaceDay[] = [];
  for (let day = 1; day <= lastDay; day += 1) {
    const date = addDays(input.startDate, day - 1);
    const come = date <= input.today;
    days.push({
      day,
      date,
      planned: input.schedule[day - 1] ?? 0,
      submitted: come ? (input.submittedByDate.get(date) ?? 0) : null,
      approved: come ? (input.approvedByDate.get(date) ?? 0) : null,
    });
  }
  return days;
}
