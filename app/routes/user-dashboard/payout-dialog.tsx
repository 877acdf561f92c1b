import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CollectionNotice } from "~/components/collection-notice";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useFlashToast } from "~/components/use-flash-toast";
import { bankNameRefusals } from "~/domain/money/payouts/bank-name-refusals";
import { checkBankName, MAX_BANK_NAME_LENGTH } from "~/domain/money/payouts/holder-name";
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
 * payout provider, the reviewer gives the name on their bank account (once; offered again after)
 * and 'Check name' asks the bank: they see match or no match with the bank's name masked, and a
 * mismatch can still be asked for, held for our team (decisions 066, 086).
 */
export default function PayoutDialog({
  balance,
  savedUpi,
  byProvider,
  bankName,
  onClose,
}: {
  balance: number;
  savedUpi: SavedUpi | null;
  byProvider: boolean;
  bankName: string | null;
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
  const [givenName, setGivenName] = useState(bankName ?? "");
  const [nameError, setNameError] = useState<keyof typeof bankNameRefusals | null>(null);
  const busy = fetcher.state !== "idle";
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (fetcher.data?.done === "payout" && fetcher.state === "idle") closeRef.current();
  }, [fetcher.data, fetcher.state]);
  // The browser's check and the server's answer say the same words (upi-id-refusals.ts).
  const answered = busy || fetcher.data?.field?.name !== "upiId" ? undefined : fetcher.data.field;
  const error = clientError ? upiIdRefusals[clientError].message : answered?.text;
  // The server's refusal may carry numbers for its words ("{{count}} new UPI IDs a day").
  const errorValues = clientError ? undefined : answered?.values;
  const answeredName =
    busy || fetcher.data?.field?.name !== "bankName" ? undefined : fetcher.data.field;
  const nameRefusal = nameError ? bankNameRefusals[nameError] : undefined;
  const nameErrorText = nameRefusal
    ? translateKey(t, nameRefusal.message, "values" in nameRefusal ? nameRefusal.values : {})
    : answeredName
      ? translateKey(t, answeredName.text, answeredName.values)
      : undefined;
  const [declined, setDeclined] = useState<string | null>(null);
  const confirm = busy ? undefined : fetcher.data?.confirmPayout;
  const confirming =
    byProvider &&
    confirm &&
    declined !== confirm.upi &&
    (confirm.upiId === null ? usingSaved : confirm.upiId === checkUpiIdValue(typed));
  if (confirming) {
    const values = {
      amount: formatRupees(balance),
      masked: confirm.maskedHolder,
      upi: confirm.upi,
      bankName: confirm.bankName,
    };
    return (
      <Dialog open onOpenChange={(next) => (next || busy ? null : onClose())}>
        <DialogContent
          title={t(confirm.matches ? "payouts.confirmTitle" : "upiNameCheck.mismatchTitle")}
          description={confirm.matches ? t("payouts.confirmHint") : undefined}
        >
          <fetcher.Form method="post" className="space-y-4">
            <UpiIdField upiId={confirm.upiId} />
            <p className="text-sm text-ink-800 [overflow-wrap:anywhere]" data-testid="name-check">
              {t(confirm.matches ? "upiNameCheck.matchText" : "upiNameCheck.mismatchText", values)}
            </p>
            {confirm.matches ? (
              <p
                className="text-lg font-semibold text-ink-950 [overflow-wrap:anywhere]"
                data-testid="confirm-holder"
              >
                {t("upiNameCheck.matchQuestion", values)}
              </p>
            ) : null}
            <DialogActions
              cancel={t(confirm.matches ? "payouts.notMe" : "upiNameCheck.otherUpi")}
              onCancel={() => setDeclined(confirm.upi)}
              cancelDisabled={busy}
              submit={
                busy
                  ? t("payout.sending")
                  : t(confirm.matches ? "payouts.confirmPay" : "upiNameCheck.mismatchPay")
              }
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
            const name = byProvider ? checkBankName(givenName) : null;
            if (name && !name.ok) {
              event.preventDefault();
              setNameError(name.reason);
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
              errors={error ? [translateKey(t, error, errorValues)] : undefined}
            />
          ) : null}
          {byProvider ? (
            <Field
              label={t("upiNameCheck.bankNameLabel")}
              name="bankName"
              autoComplete="name"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={MAX_BANK_NAME_LENGTH}
              value={givenName}
              onChange={(event) => {
                setGivenName(event.currentTarget.value);
                setNameError(null);
              }}
              hint={t("upiNameCheck.bankNameHint")}
              errors={nameErrorText ? [nameErrorText] : undefined}
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
