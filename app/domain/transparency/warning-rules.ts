/**
 * The rules of a public warning on a business (decision 097): how long it may run, what its
 * public text may be, and whether it shows on a given day. Shown from its first day to its last
 * (India's calendar, both included) unless withdrawn: a date comparison, so nothing has to run
 * for a warning to end.
 */
import { isWarningGround, type WarningGround, warningGrounds } from "~/db/warning-grounds";
import { readTypedText } from "~/domain/moderation/suspension-texts";
import { addDays, dayNumber } from "~/domain/shared/dates";

export { isWarningGround, type WarningGround, warningGrounds };

/** The form's suggestion: three months, long enough for readers to notice. */
export const DEFAULT_WARNING_DAYS = 90;
/** A warning is a notice, not a sentence: a year at most, then the admin decides again. */
export const MAX_WARNING_DAYS = 365;
export const MIN_WARNING_TEXT_LENGTH = 20;
export const MAX_WARNING_TEXT_LENGTH = 600;

export type WarningDates = { startsOn: string; endsOn: string };

/** A warning as the public and the business read it. */
export type ShownWarning = WarningDates & { id: string; ground: WarningGround; publicText: string };

export function isWarningShown(
  warning: WarningDates & { withdrawnAt: Date | null },
  today: string,
): boolean {
  return warning.withdrawnAt === null && warning.startsOn <= today && today <= warning.endsOn;
}

/** The last day of a warning that starts on `startsOn` and runs `days` days. */
export function warningEnd(startsOn: string, days = DEFAULT_WARNING_DAYS): string {
  return addDays(startsOn, days - 1);
}

export type WarningFormRefusal =
  | "ground_required"
  | "text_required"
  | "text_invalid"
  | "text_too_short"
  | "text_too_long"
  | "start_invalid"
  | "start_past"
  | "end_invalid"
  | "end_before_start"
  | "too_long";

function isDay(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** The admin's form as it will be stored, or the first thing wrong with it. */
export function readWarningForm(
  input: { ground: string; publicText: string; startsOn: string; endsOn: string },
  today: string,
):
  | { ok: true; ground: WarningGround; publicText: string; startsOn: string; endsOn: string }
  | { ok: false; reason: WarningFormRefusal } {
  if (!isWarningGround(input.ground)) return { ok: false, reason: "ground_required" };
  const text = readTypedText(input.publicText, {
    min: MIN_WARNING_TEXT_LENGTH,
    max: MAX_WARNING_TEXT_LENGTH,
  });
  if (!text.ok) return { ok: false, reason: `text_${text.refusal}` };
  if (!isDay(input.startsOn)) return { ok: false, reason: "start_invalid" };
  // A warning is a decision made now: it may start today or later, never before.
  if (input.startsOn < today) return { ok: false, reason: "start_past" };
  if (!isDay(input.endsOn)) return { ok: false, reason: "end_invalid" };
  if (input.endsOn < input.startsOn) return { ok: false, reason: "end_before_start" };
  if (dayNumber(input.endsOn) - dayNumber(input.startsOn) + 1 > MAX_WARNING_DAYS) {
    return { ok: false, reason: "too_long" };
  }
  return {
    ok: true,
    ground: input.ground,
    publicText: text.text,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  };
}
