import type { ComplaintStatusView } from "~/domain/grievances/complaint-queue.server";
import { formatDateTime } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { complaintClocks } from "~/routes/_complaints/clock-texts.server";

/** What the status page shows of a ticket, in the complainant's words, its clocks read now. */
export function statusView(complaint: ComplaintStatusView, language: Language, now = new Date()) {
  const t = serverT(language);
  return {
    ticketNumber: complaint.ticketNumber,
    category: t(`grievance.categories.${complaint.category}`),
    status: complaint.status,
    statusText: t(`grievance.statuses.${complaint.status}`),
    filedOn: t("grievance.filedOn", { date: formatDateTime(complaint.createdAt, language) }),
    clocks: complaintClocks(complaint, language, now),
    acknowledgement: complaint.acknowledgement,
    decision:
      complaint.outcome && complaint.decision
        ? {
            label: t("grievance.decisionLabel", {
              outcome: t(`grievance.outcomes.${complaint.outcome}`),
            }),
            text: complaint.decision,
          }
        : null,
  };
}

export type StatusView = ReturnType<typeof statusView>;
