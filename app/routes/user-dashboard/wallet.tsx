import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { StatusBadge } from "~/components/status-badge";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useFlashToast } from "~/components/use-flash-toast";
import type { MyPayout } from "~/domain/money/payouts/payout-lists.server";
import { checkUpiId } from "~/domain/money/payouts/upi";
import { upiIdRefusals } from "~/domain/money/payouts/upi-id-refusals";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { translateKey } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";

/**
 * The wallet: balance, 'Request Payout (Min ₹100)' (disabled below ₹100 or while a payout is
 * pending), the payout screen and the payout history.
 */
export function WalletCard({ balance, payouts }: { balance: number; payouts: MyPayout[] }) {
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
      <PayoutHistory payouts={payouts} />
      {open ? <PayoutDialog balance={balance} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

function PayoutDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const [upiId, setUpiId] = useState("");
  const [clientError, setClientError] = useState<keyof typeof upiIdRefusals | null>(null);
  const busy = fetcher.state !== "idle";
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (fetcher.data?.done === "payout" && fetcher.state === "idle") closeRef.current();
  }, [fetcher.data, fetcher.state]);
  // The browser's check and the server's answer say the same words (upi-id-refusals.ts).
  const answered = busy || fetcher.data?.field?.name !== "upiId" ? undefined : fetcher.data.field;
  const error = clientError ? upiIdRefusals[clientError].message : answered?.text;

  return (
    <Dialog open onOpenChange={(next) => (next || busy ? null : onClose())}>
      <DialogContent
        title={t("payout.title")}
        description={t("payout.intro", { amount: formatRupees(balance) })}
      >
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            // Checked here first for a quick answer; the server checks it again.
            const checked = checkUpiId(upiId);
            if (!checked.ok) {
              event.preventDefault();
              setClientError(checked.reason);
            }
          }}
        >
          <p className="text-sm text-ink-700">
            {t("reviewer.balance")}:{" "}
            <span className="font-semibold text-ink-950">{formatRupees(balance)}</span>
          </p>
          <Field
            label={t("payout.upiLabel")}
            name="upiId"
            placeholder="yourname@upi"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            maxLength={100}
            value={upiId}
            onChange={(event) => {
              setUpiId(event.currentTarget.value);
              setClientError(null);
            }}
            hint={t("payout.upiHint")}
            errors={error ? [translateKey(t, error)] : undefined}
          />
          <DialogActions
            cancel={t("payout.cancel")}
            onCancel={onClose}
            cancelDisabled={busy}
            submit={busy ? t("payout.sending") : t("payout.send")}
            intent={"request-payout" satisfies ReviewerIntent}
            disabled={busy}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
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
