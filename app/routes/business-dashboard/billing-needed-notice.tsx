import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Above the pay step while the business has no billing details with a PIN code: its invoice is
 * issued the moment it pays, so the details come first (decision 089).
 */
export function BillingNeededNotice({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="billing-needed"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t("billing.neededNotice")}</p>
      <Link
        to={`/business/billing?next=${encodeURIComponent(backTo)}`}
        className={buttonVariants({ variant: "outline" })}
      >
        {t("billing.neededLink")}
      </Link>
    </div>
  );
}
