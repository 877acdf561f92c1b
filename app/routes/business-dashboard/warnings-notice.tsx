import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { formatDate } from "~/domain/shared/dates";
import type { ShownWarning } from "~/domain/transparency/warning-rules";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The public warnings on this business (decision 097), as its public page shows them, and the
 * way to contest one: a complaint to the Grievance Officer.
 */
export function WarningsNotice({ warnings }: { warnings: readonly ShownWarning[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const day = (key: string) => formatDate(`${key}T12:00:00+05:30`, language);
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="warnings-notice"
      data-testid="warnings-notice"
      className="flex gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2 [overflow-wrap:anywhere]">
        <h2 id="warnings-notice" className="text-base font-semibold">
          {t("businessWarning.dashboardTitle")}
        </h2>
        {warnings.map((warning) => (
          <div key={warning.id} className="space-y-1">
            <p className="font-medium">{t(`businessWarning.ground.${warning.ground}`)}</p>
            <p className="whitespace-pre-line">{warning.publicText}</p>
            <p>
              {t("businessWarning.dashboardText", {
                start: day(warning.startsOn),
                end: day(warning.endsOn),
              })}
            </p>
          </div>
        ))}
        <Link to="/grievance" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("businessWarning.dashboardComplain")}
        </Link>
      </div>
    </section>
  );
}
