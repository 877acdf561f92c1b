import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { formatDate } from "~/domain/shared/dates";
import type { ShownWarning } from "~/domain/transparency/warning-rules";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The admin's warning that this business tried to influence its reviews (decision 097): its
 * listed ground, the admin's words, its dates. Shown above the reviews; it hides, reorders and
 * changes none of them, and says so.
 */
export function BusinessWarningNotice({ warning }: { warning: ShownWarning }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <section
      aria-labelledby="business-warning"
      data-testid="business-warning"
      className="flex gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
        <h2 id="business-warning" className="text-base font-semibold">
          {t("businessWarning.publicTitle")}
        </h2>
        <p>
          {t("businessWarning.publicGround", {
            ground: t(`businessWarning.ground.${warning.ground}`),
          })}
        </p>
        <p className="whitespace-pre-line">{warning.publicText}</p>
        <p>
          {t("businessWarning.publicDates", {
            start: formatDate(`${warning.startsOn}T12:00:00+05:30`, language),
            end: formatDate(`${warning.endsOn}T12:00:00+05:30`, language),
          })}
        </p>
        <p>{t("businessWarning.publicReviewsUntouched")}</p>
        <p>
          <Link to="/grievance" className="underline underline-offset-2">
            {t("businessWarning.publicGrievance")}
          </Link>
        </p>
      </div>
    </section>
  );
}
