import { lazy, Suspense, useState } from "react";
import { Icon } from "~/components/icon";
import { StatusBadge } from "~/components/status-badge";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import type { MyPayout } from "~/domain/money/payouts/payout-lists.server";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { SavedUpi } from "./reviews-to-payout.server";

// The payout screen is downloaded when it first opens, not with the dashboard (budget: 130 KB).
const PayoutDialog = lazy(() => import("./payout-dialog"));

/**
 * The wallet: balance, 'Request Payout (Min ₹100)' (disabled below ₹100 or while a payout is
 * pending), the payout screen and the payout history.
 */
export function WalletCard({
  balance,
  payouts,
  toPayout,
  savedUpi,
}: {
  balance: number;
  payouts: MyPayout[];
  /** 'N more approved reviews to your first payout', from the loader; null when not needed. */
  toPayout: string | null;
  savedUpi: SavedUpi | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = payouts.find((payout) => payout.status === "pending");
  const canRequest = balance >= MIN_PAYOUT && !pending;
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Icon name="wallet" className="size-5 text-brand-700" />
        {t("reviewer.walletTitle")}
      </CardTitle>
      <p className="mt-2 text-sm text-ink-600">{t("reviewer.balance")}</p>
      <p className="text-3xl font-bold text-ink-950" data-testid="wallet-balance">
        {formatRupees(balance)}
      </p>
      <Button
        className="mt-3 w-full"
        variant="secondary"
        disabled={!canRequest}
        onClick={() => setOpen(true)}
        aria-describedby="payout-note"
      >
        {t("reviewer.requestPayout")}
      </Button>
      <p id="payout-note" className="mt-2 text-sm text-ink-600">
        {pending
          ? t("payout.pendingNote", { amount: formatRupees(pending.amount) })
          : balance < MIN_PAYOUT
            ? t("payout.minimumNote", { amount: formatRupees(MIN_PAYOUT - balance) })
            : t("payout.readyNote")}
      </p>
      {toPayout ? (
        <p className="mt-1 text-sm font-medium text-ink-800" data-testid="reviews-to-payout">
          {toPayout}
        </p>
      ) : null}
      <PayoutHistory payouts={payouts} />
      {open ? (
        <Suspense fallback={null}>
          <PayoutDialog balance={balance} savedUpi={savedUpi} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function PayoutHistory({ payouts }: { payouts: MyPayout[] }) {
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
            <li key={payout.id} className="space-y-0.5 py-2">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold text-ink-950">{formatRupees(payout.amount)}</p>
                <StatusBadge kind="payout" status={payout.status} />
              </div>
              <p className="text-xs text-ink-600">
                <span className="[overflow-wrap:anywhere]">{payout.upiId}</span> ·{" "}
                {formatDate(payout.createdAt, language)}
              </p>
              {payout.status === "paid" && payout.reference ? (
                <p className="text-xs [overflow-wrap:anywhere] text-ink-700">
                  {t("payout.paidReference", { reference: payout.reference })}
                </p>
              ) : null}
              {payout.status === "rejected" ? (
                <>
                  {payout.rejectionReason ? (
                    <p className="text-sm text-red-800">
                      {t("payout.rejectedReason", { reason: payout.rejectionReason })}
                    </p>
                  ) : null}
                  <p className="text-sm text-ink-700">
                    {t("payout.refunded", { amount: formatRupees(payout.amount) })}
                  </p>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
