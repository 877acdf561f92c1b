import type { ConsentRecord } from "~/domain/shared/consents.server";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "./ui/button";

/** A consent as the page receives it: its dates serialised. */
type ConsentRow = Omit<ConsentRecord, "givenAt" | "withdrawnAt"> & {
  givenAt: Date | string;
  withdrawnAt: Date | string | null;
};

const endings = {
  delete_account: "consent.endsWithAccount",
  withdraw_review: "consent.endsWithReview",
  none: "consent.cannotEnd",
} as const;

/**
 * The profile's Privacy section (decision 074): each consent or declaration with its date and
 * notice version; Withdraw where the purpose can end at once, else how it ends.
 */
export function PrivacyConsents({ consents }: { consents: readonly ConsentRow[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <section
      id="privacy"
      aria-labelledby="privacy-heading"
      className="mt-6 space-y-3 border-t border-ink-100 pt-5"
    >
      <h2 id="privacy-heading" className="text-lg font-semibold text-ink-950">
        {t("consent.privacyHeading")}
      </h2>
      <p className="text-sm text-ink-700">{t("consent.privacyIntro")}</p>
      {consents.length === 0 ? <p className="text-sm text-ink-600">{t("consent.none")}</p> : null}
      <ul className="space-y-3">
        {consents.map((consent) => (
          <li key={consent.id} className="rounded-lg border border-ink-200 p-3">
            <p className="font-medium text-ink-950">{t(`consent.purposes.${consent.purpose}`)}</p>
            <p className="text-sm text-ink-600">
              {t("consent.given", { date: formatDate(consent.givenAt, language) })}
              {" · "}
              {t("consent.notice", { date: formatDate(consent.noticeVersion, language) })}
            </p>
            {consent.withdrawnAt ? (
              <p className="text-sm font-medium text-ink-800">
                {t("consent.withdrawnOn", { date: formatDate(consent.withdrawnAt, language) })}
              </p>
            ) : consent.withdrawal === "one_tap" ? (
              <WithdrawButton purpose={consent.purpose} />
            ) : (
              <p className="text-sm text-ink-600">{t(endings[consent.withdrawal])}</p>
            )}
          </li>
        ))}
      </ul>
      <a
        href="/privacy"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
      >
        {t("consent.readPolicy")}
      </a>
    </section>
  );
}

/**
 * Withdraw, a plain form of the static profile page: answered by a redirect back to this section
 * with 'Consent withdrawn' (routes/withdraw-consent.ts); posted once (static-forms.tsx).
 */
function WithdrawButton({ purpose }: { purpose: ConsentRow["purpose"] }) {
  const { t } = useTranslation();
  return (
    <form method="post" action="/update-profile/withdraw-consent" className="mt-2">
      <input type="hidden" name="purpose" value={purpose} />
      <Button type="submit" variant="outline" data-sending={t("consent.withdrawing")}>
        {t("consent.withdraw")}
      </Button>
    </form>
  );
}
