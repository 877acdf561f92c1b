import type { ComplaintCategory } from "~/db/complaint-choices";
import {
  type Clock,
  clockParts,
  hasActionClock,
  readClock,
} from "~/domain/grievances/complaint-clocks";
import { formatDateTime } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

export type ClockText = { state: Clock["state"]; text: string };

/** '2 d 3 h', '5 h 20 min', '12 min': the largest two units that say how long. */
function duration(ms: number, language: Language): string {
  const t = serverT(language);
  const { days, hours, minutes } = clockParts(ms);
  if (days > 0)
    return `${t("grievance.days", { count: days })} ${t("grievance.hours", { count: hours })}`;
  if (hours > 0)
    return `${t("grievance.hours", { count: hours })} ${t("grievance.minutes", { count: minutes })}`;
  return t("grievance.minutes", { count: minutes });
}

/** One clock in words, as the status page and the admin's tab show it (computed at `now`). */
export function clockText(
  input: { due: Date; doneAt: Date | null; now: Date },
  language: Language,
): ClockText {
  const t = serverT(language);
  const clock = readClock(input);
  const date = formatDateTime(input.due, language);
  if (clock.state === "done")
    return {
      state: "done",
      text: t("grievance.clockDone", { date: formatDateTime(clock.at, language) }),
    };
  if (clock.state === "running")
    return {
      state: "running",
      text: t("grievance.clockLeft", { time: duration(clock.leftMs, language), date }),
    };
  return {
    state: "overdue",
    text: t("grievance.clockOverdue", { time: duration(clock.overMs, language), date }),
  };
}

/**
 * Both clocks of a complaint; the second stops at the decision, which for impersonation or an
 * intimate image is the 24-hour removal (IT Rules 3(2)(b)) and is named so.
 */
export function complaintClocks(
  complaint: {
    category?: ComplaintCategory;
    acknowledgeBy: Date;
    decideBy: Date;
    acknowledgedAt: Date | null;
    decidedAt?: Date | null;
  },
  language: Language,
  now: Date,
) {
  const t = serverT(language);
  return [
    {
      label: t("grievance.acknowledgeClock"),
      ...clockText(
        { due: complaint.acknowledgeBy, doneAt: complaint.acknowledgedAt, now },
        language,
      ),
    },
    {
      label: t(
        complaint.category && hasActionClock(complaint.category)
          ? "grievance.removeClock"
          : "grievance.decideClock",
      ),
      ...clockText({ due: complaint.decideBy, doneAt: complaint.decidedAt ?? null, now }, language),
    },
  ];
}

export type ComplaintClockRow = ReturnType<typeof complaintClocks>[number];
