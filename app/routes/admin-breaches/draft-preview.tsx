import { BreachNoticeBody } from "~/components/breach-notice-body";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import type { BreachesPage } from "./breaches.server";

type Draft = NonNullable<BreachesPage["draft"]>;

/**
 * The draft's notice as each person will read it, in English and in Hindi, with its SMS and
 * how many it reaches; 'Send' tells them all (decision 095).
 */
export function DraftPreview({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  return (
    <section
      id="preview"
      aria-labelledby="preview-heading"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="preview-heading" className="text-xl font-semibold text-ink-950">
        {t("breachAdmin.preview")}
      </h2>
      <p className="text-ink-800">{t("breachAdmin.draft")}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(["en", "hi"] as const).map((language) => (
          <article
            key={language}
            lang={language}
            aria-label={t(language === "en" ? "breachAdmin.previewEn" : "breachAdmin.previewHi")}
            className="space-y-3 rounded-xl border border-ink-200 bg-white p-4"
            data-testid={`preview-${language}`}
          >
            <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {t(language === "en" ? "breachAdmin.previewEn" : "breachAdmin.previewHi")}
            </h3>
            <BreachNoticeBody
              notice={draft[language].notice}
              labels={draft[language].labels}
              lang={language}
            />
            <div className="rounded-lg bg-ink-50 p-3">
              <p className="text-sm font-medium text-ink-600">{t("breachAdmin.smsPreview")}</p>
              <p className="[overflow-wrap:anywhere] text-ink-900">{draft.sms[language]}</p>
            </div>
          </article>
        ))}
      </div>
      <p className="font-semibold text-ink-950">
        {t("breachAdmin.reaches", { count: draft.reaches })}
      </p>
      <form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="notify" />
        <input type="hidden" name="breachId" value={draft.id} />
        <p className="max-w-prose text-sm text-ink-700">{t("breachAdmin.notifyHint")}</p>
        <Button
          type="submit"
          size="lg"
          variant="destructive"
          className="w-full sm:w-auto"
          disabled={draft.reaches === 0}
        >
          {t("breachAdmin.notify", { count: draft.reaches })}
        </Button>
      </form>
    </section>
  );
}
