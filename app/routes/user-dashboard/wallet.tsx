import { Suspense, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { lazyDialog } from "~/components/ui/dialog";
import type { MyPayout } from "~/domain/money/payouts/payout-lists.server";
import { isOpenPayout } from "~/domain/money/payouts/payout-states";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { useTranslation } from "~/i18n/use-translation";
import { EarningsStatementLinks } from "./earnings-statement-links";
import { PayoutHistory } from "./payout-history";
import type { SavedUpi } from "./reviews-to-payout.server";

/** A payout whose money has not moved yet: one at a time. */

// The payout screen is downloaded when it first opens, not with the dashboard (budget: 130 KB).
const PayoutDialog = lazyDialog(() => import("./payout-dialog").then((module) => module.default));

/**
 * The wallet: balance, 'Request Payout (Min ₹100)' (disabled below ₹100 or while a payout is
 * pending), the payout screen and the payout history.
 */
export function WalletCard({
  balance,
  payouts,
  toPayout,
  savedUpi,
  byProvider,
  bankName,
  statementYears,
}: {
  balance: number;
  payouts: MyPayout[];
  /** 'N more approved reviews to your first payout', from the loader; null when not needed. */
  toPayout: string | null;
  savedUpi: SavedUpi | null;
  /** PAYOUTS=razorpayx: the name check comes first, and the money moves by itself. */
  byProvider: boolean;
  /** The name the reviewer last gave for their bank account (decision 086), offered again. */
  bankName: string | null;
  statementYears: { startYear: number; label: string }[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = payouts.find((payout) => isOpenPayout(payout.status));
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
      <EarningsStatementLinks years={statementYears} />
      {open ? (
        <Suspense fallback={null}>
          <PayoutDialog
            balance={balance}
            savedUpi={savedUpi}
            byProvider={byProvider}
            bankName={bankName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
