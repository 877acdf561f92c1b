import { StatusBadge } from "~/components/status-badge";
import type { MyPayout } from "~/domain/money/payouts/payout-lists.server";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The reviewer's payouts, each with its state as it changes (the wallet section is refetched
 * live), the UTR once paid, and what to do after a failure; UPI IDs come masked from the loader.
 */
export function PayoutHistory({ payouts }: { payouts: MyPayout[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <section aria-labelledby="payout-history" className="mt-4 border-t border-ink-100 pt-3">
      <h3 id="payout-history" className="text-sm font-semibold text-ink-900">
        {t("payout.history")}
      </h3>
      {payouts.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{t("payout.noHistory")}</p>
      ) : (
        <ul className="mt-1 divide-y divide-ink-100" aria-label={t("payout.history")}>
          {payouts.map((payout) => (
            <li key={payout.id} className="space-y-0.5 py-2" data-testid="payout-row">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold text-ink-950">{formatRupees(payout.amount)}</p>
                <StatusBadge kind="payout" status={payout.status} />
              </div>
              <p className="text-xs text-ink-600">
                <span className="[overflow-wrap:anywhere]">
                  {payout.holderName ? `${payout.holderName} · ` : ""}
                  {payout.upiId}
                </span>{" "}
                · {formatDate(payout.createdAt, language)}
              </p>
              <PayoutNote payout={payout} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PayoutNote({ payout }: { payout: MyPayout }) {
  const { t } = useTranslation();
  const amount = formatRupees(payout.amount);
  // The provider's sentence ends with its own full stop; the failure notes add one.
  const failure = (payout.failureReason ?? "").replace(/[.।]\s*$/u, "");
  const reason = payout.rejectionReason ?? "";
  switch (payout.status) {
    case "paid":
      return payout.reference ? (
        <p className="text-xs [overflow-wrap:anywhere] text-ink-700">
          {t("payout.paidReference", { reference: payout.reference })}
        </p>
      ) : null;
    case "processed":
      // The UTR may come after the payout is processed (payout.updated); until then, said so.
      return (
        <p className="text-sm font-semibold [overflow-wrap:anywhere] text-green-800">
          {payout.reference
            ? t("payouts.paidUtr", { utr: payout.reference })
            : t("payouts.paidUtrAwaited")}
        </p>
      );
    case "queued":
      if (payout.providerState === "pending") {
        return <p className="text-sm text-ink-700">{t("payouts.awaitingApprovalNote")}</p>;
      }
      return <p className="text-sm text-ink-700">{t("payouts.queuedNote")}</p>;
    case "processing":
    case "held":
      return (
        <p className="text-sm text-ink-700">
          {t(`payouts.${payout.status}Note` as "payouts.processingNote")}
        </p>
      );
    case "failed":
    case "reversed":
      return (
        <p className="text-sm text-red-800">
          {t(`payouts.${payout.status}Note` as "payouts.failedNote", {
            reason: failure,
            amount,
          })}
        </p>
      );
    case "rejected":
      return (
        <>
          {reason ? (
            <p className="text-sm text-red-800">{t("payout.rejectedReason", { reason })}</p>
          ) : null}
          <p className="text-sm text-ink-700">{t("payout.refunded", { amount })}</p>
        </>
      );
    default:
      return null;
  }
}
