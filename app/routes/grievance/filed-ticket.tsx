import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The ticket number, at once and large: the complainant copies it or reads it out. When its SMS
 * was skipped (the number's daily limit or the hourly budget, decision 103) the page says so.
 */
export function FiledTicket({ ticketNumber, smsSent }: { ticketNumber: string; smsSent: boolean }) {
  const { t } = useTranslation();
  // The form it replaces was long: the heading takes the focus as the page opens, so it is read
  // out first, and the page's inline script brings it into view (static-forms.tsx, decision 140).
  return (
    <Card className="space-y-3 border-green-300 bg-green-50" role="status">
      {/* biome-ignore lint/a11y/noAutofocus: the answer to what the person just sent */}
      <h2 autoFocus tabIndex={-1} className="text-xl font-semibold text-ink-950 outline-none">
        {t("grievance.filedTitle")}
      </h2>
      <p className="text-sm font-medium text-ink-700">{t("grievance.ticketLabel")}</p>
      <p
        className="font-mono text-2xl font-bold tracking-wide text-ink-950"
        data-testid="ticket-number"
      >
        {ticketNumber}
      </p>
      <p className="text-ink-800">
        {t(smsSent ? "grievance.filedText" : "grievance.filedTextNoSms", { ticket: ticketNumber })}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/grievance/status?ticket=${encodeURIComponent(ticketNumber)}`}
          className={buttonVariants({ size: "lg" })}
        >
          {t("grievance.openStatus")}
        </a>
        <a href="/grievance" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("grievance.newComplaint")}
        </a>
      </div>
    </Card>
  );
}
