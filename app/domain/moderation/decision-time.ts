/**
 * How long a review waits for its decision, as the pages say it (decision 069): the measuring
 * job stores the median and 90th percentile of each window; these rules turn a stored row into
 * what may be published, and a number of seconds into words a person reads.
 */

/** The windows measured, in days. */
export const DECISION_WINDOWS = [7, 30] as const;
export type DecisionWindow = (typeof DECISION_WINDOWS)[number];

/** Pages for the public and reviewers quote the last 30 days: steadier than one week. */
export const PUBLISHED_WINDOW: DecisionWindow = 30;

/** Fewer decisions than this in a window give no figure: a handful of reviews says little. */
export const MIN_DECISIONS = 20;

/** A figure older than this is not published: the job has stopped, and the figure may be stale. */
export const MAX_FIGURE_AGE_MS = 60 * 60 * 1000;

/** A window's row as the job stores it. */
export type StoredDecisionTime = {
  windowDays: number;
  decisions: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  computedAt: Date;
};

export type HumanDuration = { unit: "minute" | "hour" | "day"; count: number };

export type DecisionTime =
  | {
      kind: "measured";
      decisions: number;
      median: HumanDuration;
      p90: HumanDuration;
      computedAt: Date;
    }
  | { kind: "too_few"; decisions: number; computedAt: Date }
  /** Not measured yet, or the last measure is too old to publish. */
  | { kind: "unknown" };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Up to this many hours a wait reads better in hours ("about 30 hours") than in days. */
const MAX_HOURS = 36;

export const unitSeconds: Record<HumanDuration["unit"], number> = {
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
};

/**
 * Seconds in words' units, always rounded up: a figure that promises "within" must not be
 * shorter than the wait. Minutes past ten go in fives; from 36 hours on, days.
 */
export function humaniseDuration(seconds: number): HumanDuration {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  if (minutes <= 10) return { unit: "minute", count: minutes };
  const fives = Math.ceil(minutes / 5) * 5;
  if (fives < 60) return { unit: "minute", count: fives };
  const hours = Math.max(1, Math.ceil(seconds / HOUR));
  if (hours <= MAX_HOURS) return { unit: "hour", count: hours };
  return { unit: "day", count: Math.ceil(seconds / DAY) };
}

/** What a window's stored row allows a page to say now. */
export function decisionTimeOf(row: StoredDecisionTime | undefined, now: Date): DecisionTime {
  if (!row || now.getTime() - row.computedAt.getTime() > MAX_FIGURE_AGE_MS) {
    return { kind: "unknown" };
  }
  if (row.decisions < MIN_DECISIONS || row.medianSeconds === null || row.p90Seconds === null) {
    return { kind: "too_few", decisions: row.decisions, computedAt: row.computedAt };
  }
  return {
    kind: "measured",
    decisions: row.decisions,
    median: humaniseDuration(row.medianSeconds),
    p90: humaniseDuration(row.p90Seconds),
    computedAt: row.computedAt,
  };
}

/** The message key of a duration in words ("about 5 hours"), with `count`. */
export function durationKey(duration: HumanDuration) {
  return `decisionTimes.about_${duration.unit}` as const;
}
