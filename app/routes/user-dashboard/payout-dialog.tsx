import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CollectionNotice } from "~/components/collection-notice";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useFlashToast } from "~/components/use-flash-toast";
import { checkUpiId } from "~/domain/money/payouts/upi";
import { upiIdRefusals } from "~/domain/money/payouts/upi-id-refusals";
import { formatRupees } from "~/domain/money/rupees";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";
import type { SavedUpi } from "./reviews-to-payout.server";

/** The UPI ID as the server stores it, or null while it is not one. */
function checkUpiIdValue(raw: string): string | null {
  const checked = checkUpiId(raw);
  return checked.ok ? checked.upiId : null;
}

/** The confirmed UPI ID as the form posts it: the typed one, or `savedUpi=last` for the saved one. */
function UpiIdField({ upiId }: { upiId: string | null }) {
  return upiId === null ? (
    <input type="hidden" name="savedUpi" value="last" />
  ) : (
    <input type="hidden" name="upiId" value={upiId} />
  );
}

/**
 * The payout screen. The last payout's UPI ID (even a rejected one's) is offered, masked, so a
 * reviewer need not type it again; 'Use another UPI ID' opens the field (decision 054). With a
 * payout provider, 'Check name' asks the bank first and the reviewer confirms the holder's name
 * (decision 066).
 */
export default function PayoutDialog({
  balance,
  savedUpi,
  byProvider,
  onClose,
}: {
  balance: number;
  savedUpi: SavedUpi | null;
  byProvider: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const [typing, setTyping] = useState(savedUpi === null);
  const [typed, setTyped] = useState("");
  // The saved UPI ID stays on the server: the form says `savedUpi=last` instead (issue 32).
  const usingSaved = !typing && savedUpi !== null;
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
  const [declined, setDeclined] = useState<string | null>(null);
  const confirm = busy ? undefined : fetcher.data?.confirmPayout;
  const confirming =
    byProvider &&
    confirm &&
    declined !== confirm.upi &&
    (confirm.upiId === null ? usingSaved : confirm.upiId === checkUpiIdValue(typed));
  if (confirming) {
    return (
      <Dialog open onOpenChange={(next) => (next || busy ? null : onClose())}>
        <DialogContent title={t("payouts.confirmTitle")} description={t("payouts.confirmHint")}>
          <fetcher.Form method="post" className="space-y-4">
            <UpiIdField upiId={confirm.upiId} />
            <input type="hidden" name="confirmedHolder" value={confirm.holderName} />
            <p
              className="text-lg font-semibold text-ink-950 [overflow-wrap:anywhere]"
              data-testid="confirm-holder"
            >
              {t("payouts.confirmQuestion", {
                amount: formatRupees(balance),
                name: confirm.holderName,
                upi: confirm.upi,
              })}
            </p>
            <DialogActions
              cancel={t("payouts.notMe")}
              onCancel={() => setDeclined(confirm.upi)}
              cancelDisabled={busy}
              submit={busy ? t("payout.sending") : t("payouts.confirmPay")}
              intent={"request-payout" satisfies ReviewerIntent}
              disabled={busy}
            />
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(next) => (next || busy ? null : onClose())}>
      <DialogContent
        title={t("payout.title")}
        description={t(byProvider ? "payouts.introProvider" : "payout.intro", {
          amount: formatRupees(balance),
        })}
      >
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            // Checked here first for a quick answer; the server checks it again.
            const checked = checkUpiId(typed);
            if (!usingSaved && !checked.ok) {
              event.preventDefault();
              setClientError(checked.reason);
            }
          }}
        >
          <p className="text-sm text-ink-700">
            {t("reviewer.balance")}:{" "}
            <span className="font-semibold text-ink-950">{formatRupees(balance)}</span>
          </p>
          {!usingSaved ? null : (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-200 p-3">
              <UpiIdField upiId={null} />
              <p className="text-sm font-semibold text-ink-950" data-testid="saved-upi">
                {savedUpi.text}
              </p>
              <Button type="button" variant="link" size="sm" onClick={() => setTyping(true)}>
                {savedUpi.other}
              </Button>
            </div>
          )}
          {typing ? (
            <Field
              label={t("payout.upiLabel")}
              name="upiId"
              placeholder="yourname@upi"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              maxLength={100}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setClientError(null);
                setDeclined(null);
              }}
              hint={t("payout.upiHint")}
              errors={error ? [translateKey(t, error)] : undefined}
            />
          ) : null}
          <CollectionNotice text="consent.upiNotice" />
          <DialogActions
            cancel={t("payout.cancel")}
            onCancel={onClose}
            cancelDisabled={busy}
            submit={
              byProvider
                ? busy
                  ? t("payouts.checkingName")
                  : t("payouts.checkName")
                : busy
                  ? t("payout.sending")
                  : t("payout.send")
            }
            intent={(byProvider ? "check-upi" : "request-payout") satisfies ReviewerIntent}
            disabled={busy}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
