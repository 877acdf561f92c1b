import { StaffNote } from "~/components/staff-note";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/i18n/use-translation";
import { ComplaintClocks } from "~/routes/_complaints/complaint-clocks";
import type { StatusView } from "./status-view.server";

/**
 * One ticket as its complainant sees it: status, both clocks and our replies, each framed in the
 * reader's language with the officer's own words beside it (decision 109).
 */
export function TicketStatus({ ticket }: { ticket: StatusView }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-4" data-testid="ticket-status">
      <div>
        <p className="text-sm font-medium text-ink-600">{t("grievance.ticketNumber")}</p>
        <p className="font-mono text-2xl font-bold tracking-wide text-ink-950">
          {ticket.ticketNumber}
        </p>
        <p className="text-sm text-ink-600">
          {ticket.category} · {ticket.filedOn}
        </p>
      </div>
      <p className="text-lg font-semibold text-ink-950" data-testid="ticket-state">
        {ticket.statusText}
      </p>
      <ComplaintClocks clocks={ticket.clocks} />
      {ticket.acknowledgement ? (
        <section className="rounded-lg bg-ink-50 p-3">
          <h2 className="text-sm font-medium text-ink-600">
            {t("grievance.acknowledgementLabel")}
          </h2>
          <StaffNote text={ticket.acknowledgement} className="mt-1" />
        </section>
      ) : null}
      {ticket.decision ? (
        <section className="rounded-lg border border-brand-200 bg-brand-50 p-3">
          <h2 className="font-semibold text-ink-950">{ticket.decision.label}</h2>
          <StaffNote text={ticket.decision.text} className="mt-1" />
        </section>
      ) : null}
    </Card>
  );
}
