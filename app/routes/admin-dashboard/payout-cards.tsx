import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import { DecisionDialog } from "~/components/decision-dialog";
import { Icon } from "~/components/icon";
import { StatusBadge } from "~/components/status-badge";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFlashToast } from "~/components/use-flash-toast";
import type { MyPayout } from "~/domain/money/payouts/payout-lists.server";
import { upiPayLink } from "~/domain/money/payouts/upi-pay-link";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import {
  type ActionResult,
  type AdminIntent,
  payoutDecisionKey,
  type RevealAnswer,
} from "./admin-intents";
import { RevealValue } from "./reveal-value";
import { SuspendAccountButton } from "./suspend-account-button";

/** A payout as its reviewer sees it, and whose it is. */
export type AdminPayoutRow = MyPayout & {
  reviewerIdTail: string;
  username: string | null;
  reviewerName: string | null;
  accountSuspended: boolean;
};

/** The QR code of a pending payout (routes/admin-dashboard/payout-qr/route.ts), once shown. */
export function payoutQrPath(payoutId: string): string {
  return `/admin/payouts/${payoutId}/qr`;
}

export const MAX_REFERENCE_INPUT = 64;
export const MAX_REASON_INPUT = 500;

function reviewerLabel(row: AdminPayoutRow): string {
  return row.reviewerName || row.username || "";
}

/**
 * Admin → Payouts: pending payouts oldest first, then processed ones. Every UPI ID is masked;
 * 'Show UPI ID' logs the view and answers the whole ID, and only then is a pending payout's QR
 * code and UPI app link shown (decision 104).
 */
/** What the payout dialogs say when confirmed empty, translated by the loader (decision 054). */
export type PayoutRequiredTexts = { reference: string; reason: string };

export function PayoutsTab({
  pending,
  processed,
  required,
  pager,
  processedPager,
  byProvider = false,
}: {
  pending: AdminPayoutRow[];
  processed: AdminPayoutRow[];
  required: PayoutRequiredTexts;
  /** Links to the other pages of pending payouts, if there are more. */
  pager?: ReactNode;
  /** Links to the other pages of processed payouts, if there are more. */
  processedPager?: ReactNode;
  /** With a payout provider the QR list only shows payouts asked for before it (none: hidden). */
  byProvider?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const decision = useFetcher<ActionResult>({ key: payoutDecisionKey });
  useFlashToast(decision.data?.toast);
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="pending-payouts"
        className="space-y-3"
        hidden={byProvider && pending.length === 0}
      >
        <h2 id="pending-payouts" className="text-lg font-bold text-ink-950">
          {t("payout.pendingHeading")}
        </h2>
        {pending.length === 0 ? (
          <Card>
            <p className="text-ink-700">{t("admin.noPendingPayouts")}</p>
          </Card>
        ) : (
          <ul className="space-y-3" aria-label={t("payout.pendingHeading")}>
            {pending.map((payout) => (
              <PendingPayout key={payout.id} payout={payout} required={required} />
            ))}
          </ul>
        )}
        {pager}
      </section>
      <section aria-labelledby="processed-payouts" className="space-y-3">
        <h2 id="processed-payouts" className="text-lg font-bold text-ink-950">
          {t("payout.processedHeading")}
        </h2>
        {processed.length === 0 ? (
          <Card>
            <p className="text-ink-700">{t("payout.noProcessed")}</p>
          </Card>
        ) : (
          <ul
            className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white"
            aria-label={t("payout.processedHeading")}
          >
            {processed.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-ink-950">
                    {formatRupees(payout.amount)} · {reviewerLabel(payout)}
                  </p>
                  <div className="text-sm text-ink-600">
                    <RevealValue
                      // A decided payout's row carries the masked ID only (tab-rows.server.ts).
                      masked={payout.upiId}
                      intent="reveal-upi"
                      field={{ name: "payoutId", value: payout.id }}
                      className="[overflow-wrap:anywhere]"
                    />{" "}
                    · {t("queue.reviewer", { tail: payout.reviewerIdTail })} ·{" "}
                    {t("payout.processedOn", {
                      date: formatDate(payout.processedAt ?? payout.createdAt, language),
                    })}
                  </div>
                  {payout.status === "paid" && payout.reference ? (
                    <p className="text-sm [overflow-wrap:anywhere] text-ink-700">
                      {t("payout.paidReference", { reference: payout.reference })}
                    </p>
                  ) : null}
                  {payout.status === "processed" || payout.status === "reversed" ? (
                    <p className="text-sm [overflow-wrap:anywhere] text-ink-700">
                      {payout.reference
                        ? `${t("payouts.utrLabel")}: ${payout.reference}`
                        : t("payouts.paidUtrAwaited")}
                    </p>
                  ) : null}
                  {payout.status === "rejected" && payout.rejectionReason ? (
                    <p className="text-sm text-red-800">
                      {t("payout.adminRejectedReason", { reason: payout.rejectionReason })}
                    </p>
                  ) : null}
                </div>
                <StatusBadge kind="payout" status={payout.status} />
              </li>
            ))}
          </ul>
        )}
        {processedPager}
      </section>
    </div>
  );
}

function PendingPayout({
  payout,
  required,
}: {
  payout: AdminPayoutRow;
  required: PayoutRequiredTexts;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const fetcher = useFetcher({ key: payoutDecisionKey });
  const busy = fetcher.state !== "idle";
  const [dialog, setDialog] = useState<"paid" | "reject" | null>(null);
  const ids = useId();
  const amount = formatRupees(payout.amount);
  // The answer of this card's 'Show UPI ID' (RevealValue below): the whole ID, once logged.
  const revealKey = `reveal-upi-${payout.id}`;
  const wholeUpi = useFetcher<RevealAnswer>({ key: revealKey }).data?.revealed ?? null;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
        {wholeUpi ? (
          // Drawn only now, each drawing a row of the access log, kept by no cache.
          <img
            src={payoutQrPath(payout.id)}
            alt={t("payout.qrAlt", { amount, upi: wholeUpi })}
            width={160}
            height={160}
            className="size-40 shrink-0 self-center rounded-lg border border-ink-200 bg-white sm:self-start"
          />
        ) : (
          <div className="flex size-40 shrink-0 flex-col items-center justify-center gap-2 self-center rounded-lg border border-dashed border-ink-300 bg-ink-50 p-3 text-center text-sm text-ink-600 sm:self-start">
            <Icon name="eye-off" />
            <p>{t("accessLog.qrAfterShow")}</p>
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-2xl font-bold text-ink-950">{amount}</p>
          {payout.accountSuspended ? (
            <div className="space-y-1">
              <Badge tone="warning">{t("payouts.heldBadge")}</Badge>
              <p className="text-sm text-ink-700">{t("payouts.suspendedHeldText")}</p>
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-600">{t("payout.reviewerLabel")}</dt>
            <dd className="text-ink-900">
              {reviewerLabel(payout)} ({t("queue.reviewer", { tail: payout.reviewerIdTail })})
            </dd>
            <dt className="text-ink-600">{t("payout.upiLabel")}</dt>
            <dd className="text-ink-900">
              <RevealValue
                masked={payout.upiId}
                intent="reveal-upi"
                field={{ name: "payoutId", value: payout.id }}
                fetcherKey={revealKey}
                className="font-mono [overflow-wrap:anywhere]"
              />
            </dd>
            <dt className="text-ink-600">{t("payout.requestedLabel")}</dt>
            <dd className="text-ink-900">{formatDate(payout.createdAt, language)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2 pt-1">
            {wholeUpi ? (
              <a
                href={upiPayLink({ ...payout, upiId: wholeUpi })}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Icon name="external-link" />
                {t("payout.openUpiApp")}
              </a>
            ) : null}
            <Button
              size="sm"
              disabled={busy || payout.accountSuspended}
              onClick={() => setDialog("paid")}
            >
              <Icon name="check" />
              {t("payout.markPaid")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setDialog("reject")}>
              <Icon name="x" />
              {t("payout.reject")}
            </Button>
            <SuspendAccountButton
              subject={{ name: "payoutId", value: payout.id }}
              who="reviewer"
              account={reviewerLabel(payout)}
            />
          </div>
        </div>
      </Card>
      <DecisionDialog
        open={dialog === "paid"}
        onOpenChange={(open) => setDialog(open ? "paid" : null)}
        title={t("payout.markPaidTitle")}
        description={t("payout.markPaidText", { amount, upi: wholeUpi ?? payout.upiId })}
        Form={fetcher.Form}
        subject={{ name: "payoutId", value: payout.id }}
        field={{
          id: `${ids}-reference`,
          name: "reference",
          label: t("payout.reference"),
          placeholder: t("payout.referencePlaceholder"),
          maxLength: MAX_REFERENCE_INPUT,
          multiline: false,
          required: required.reference,
        }}
        intent={"mark-payout-paid" satisfies AdminIntent}
        cancel={t("payout.cancel")}
        confirm={t("payout.confirmPaid")}
        busy={busy}
      />
      <DecisionDialog
        open={dialog === "reject"}
        onOpenChange={(open) => setDialog(open ? "reject" : null)}
        title={t("payout.rejectTitle")}
        description={t("payout.rejectText", { amount })}
        Form={fetcher.Form}
        subject={{ name: "payoutId", value: payout.id }}
        field={{
          id: `${ids}-reason`,
          name: "reason",
          label: t("payout.rejectReason"),
          placeholder: t("payout.rejectReasonPlaceholder"),
          maxLength: MAX_REASON_INPUT,
          multiline: true,
          required: required.reason,
        }}
        intent={"reject-payout" satisfies AdminIntent}
        cancel={t("payout.cancel")}
        confirm={t("payout.confirmReject")}
        destructive
        busy={busy}
      />
    </li>
  );
}
