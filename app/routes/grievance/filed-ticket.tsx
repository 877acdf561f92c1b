import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The ticket number, at once and large: the complainant copies it or reads it out. When its SMS
 * was skipped (the number's daily limit or the hourly budget, decision 103) the page says so.
 */
export function FiledTicket({ ticketNumber, smsSent }: { ticketNumber: string; smsSent: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces was long: the number is brought into view, and read out first.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus();
  }, []);
  return (
    <Card className="space-y-3 border-green-300 bg-green-50" role="status">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink-950 outline-none">
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
        <Link
          to={`/grievance/status?ticket=${encodeURIComponent(ticketNumber)}`}
          className={buttonVariants({ size: "lg" })}
        >
          {t("grievance.openStatus")}
        </Link>
        <a href="/grievance" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("grievance.newComplaint")}
        </a>
      </div>
    </Card>
  );
}
