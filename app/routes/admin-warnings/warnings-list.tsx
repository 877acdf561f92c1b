import { Button } from "~/components/ui/button";
import { formatDate } from "~/domain/shared/dates";
import type { AdminWarningRow } from "~/domain/transparency/business-warnings.server";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** The latest warnings, each with its state today; one shown or upcoming may be withdrawn. */
export function WarningsList({ warnings, today }: { warnings: AdminWarningRow[]; today: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const day = (key: string) => formatDate(`${key}T12:00:00+05:30`, language);
  return (
    <section className="space-y-2" aria-labelledby="warnings-list">
      <h2 id="warnings-list" className="text-lg font-semibold text-ink-950">
        {t("businessWarning.admin.listTitle")}
      </h2>
      {warnings.length === 0 ? (
        <p className="text-ink-700">{t("businessWarning.admin.empty")}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {warnings.map((warning) => {
            const state = warning.withdrawnAt
              ? "withdrawn"
              : warning.startsOn > today
                ? "upcoming"
                : warning.endsOn < today
                  ? "ended"
                  : "shown";
            return (
              <li
                key={warning.id}
                className="space-y-1 p-4 text-sm [overflow-wrap:anywhere]"
                data-testid="admin-warning"
              >
                <p className="font-semibold text-ink-950">
                  {warning.businessName ?? t("businessWarning.admin.unknownBusiness")} ·{" "}
                  {t(`businessWarning.admin.state_${state}`)}
                </p>
                <p className="text-ink-800">{t(`businessWarning.ground.${warning.ground}`)}</p>
                <p className="whitespace-pre-line text-ink-700">{warning.publicText}</p>
                <p className="text-ink-600">
                  {t("businessWarning.admin.dates", {
                    start: day(warning.startsOn),
                    end: day(warning.endsOn),
                  })}
                </p>
                {state === "shown" || state === "upcoming" ? (
                  <form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="warningId" value={warning.id} />
                    <Button type="submit" variant="outline" size="sm">
                      {t("businessWarning.admin.withdraw")}
                    </Button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
