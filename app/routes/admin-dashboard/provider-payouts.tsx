import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DecisionDialog } from "~/components/decision-dialog";
import { StatusBadge } from "~/components/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFlashToast } from "~/components/use-flash-toast";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { type ActionResult, type AdminIntent, payoutDecisionKey } from "./admin-intents";
import { MAX_REASON_INPUT } from "./payout-cards";
import type { ProviderPayoutRow } from "./provider-payouts.server";
import { RevealValue } from "./reveal-value";

/**
 * PAYOUTS=razorpayx, above the Payouts tab's lists: held payouts with their reasons ('Release',
 * 'Reject'), payouts on their way, and failures ('Retry').
 */
export function ProviderPayouts({
  held,
  moving,
  failed,
}: {
  held: ProviderPayoutRow[];
  moving: ProviderPayoutRow[];
  failed: ProviderPayoutRow[];
}) {
  const { t } = useTranslation();
  const decision = useFetcher<ActionResult>({ key: payoutDecisionKey });
  useFlashToast(decision.data?.toast);
  return (
    <div className="mb-6 space-y-6">
      <p className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-ink-800">
        {t("payouts.adminProviderNote")}
      </p>
      <PayoutList
        title={t("payouts.heldHeading")}
        empty={t("payouts.noHeld")}
        rows={held}
        action="held"
      />
      {failed.length > 0 ? (
        <PayoutList title={t("payouts.failedHeading")} empty="" rows={failed} action="failed" />
      ) : null}
      <PayoutList
        title={t("payouts.movingHeading")}
        empty={t("payouts.noMoving")}
        rows={moving}
        action="none"
      />
    </div>
  );
}

function PayoutList({
  title,
  empty,
  rows,
  action,
}: {
  title: string;
  empty: string;
  rows: ProviderPayoutRow[];
  action: "held" | "failed" | "none";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-ink-950">
        {title} <span className="text-sm font-normal text-ink-600">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <ProviderPayoutCard key={row.id} payout={row} action={action} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProviderPayoutCard({
  payout,
  action,
}: {
  payout: ProviderPayoutRow;
  action: "held" | "failed" | "none";
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const fetcher = useFetcher<ActionResult>({ key: payoutDecisionKey });
  const busy = fetcher.state !== "idle";
  const [rejecting, setRejecting] = useState(false);
  const ids = useId();
  const amount = formatRupees(payout.amount);
  return (
    <li>
      <Card className="space-y-2" data-testid="provider-payout">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold text-ink-950">{amount}</p>
          <StatusBadge kind="payout" status={payout.status} />
        </div>
        <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">
          {/* A reviewer with no public name starts the line with their id, no separator before it. */}
          {[
            payout.reviewerName,
            `…${payout.reviewerIdTail}`,
            formatDate(payout.createdAt, language),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="text-sm text-ink-800 [overflow-wrap:anywhere]" data-testid="holder-name">
          {t("payouts.holderLabel")}: {payout.holderName ?? "—"}
        </p>
        {/* The UPI ID on a line of its own: its 'Show' button wraps, and left no '·' dangling. */}
        <div className="flex flex-wrap items-center gap-x-1 text-sm text-ink-800 [overflow-wrap:anywhere]">
          <span>{t("payout.upiLabel")}:</span>
          <RevealValue
            masked={payout.maskedUpiId}
            intent="reveal-upi"
            field={{ name: "payoutId", value: payout.id }}
          />
        </div>
        {payout.bankName ? (
          <p className="text-sm text-ink-800 [overflow-wrap:anywhere]" data-testid="given-name">
            {t("payoutHolds.givenNameLabel")}: {payout.bankName}
          </p>
        ) : null}
        {payout.heldOverADay ? (
          <p className="text-sm font-medium text-amber-900">{t("payouts.heldOverADay")}</p>
        ) : null}
        {payout.holdReasons.length > 0 ? (
          <div>
            <p className="text-sm font-semibold text-ink-900">{t("payouts.reasons")}</p>
            <ul className="list-disc ps-5 text-sm text-amber-900">
              {payout.holdReasons.map((reason) => (
                <li key={reason}>{t(`payoutHolds.${reason}` as "payoutHolds.sharedUpi")}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {payout.providerState === "pending" ? (
          <p className="text-sm text-ink-800">{t("payouts.awaitingApproval")}</p>
        ) : null}
        {payout.reference ? (
          <p className="text-sm [overflow-wrap:anywhere] text-ink-800">
            {t("payouts.utrLabel")}: {payout.reference}
          </p>
        ) : null}
        {payout.failureReason ? (
          <p className="text-sm text-red-800">
            {t("payouts.failureLabel")}: {payout.failureReason}
          </p>
        ) : null}
        {action === "none" ? null : (
          <fetcher.Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="payoutId" value={payout.id} />
            <Button
              type="submit"
              name="intent"
              value={(action === "held" ? "release-payout" : "retry-payout") satisfies AdminIntent}
              disabled={busy}
            >
              {action === "held" ? t("payouts.release") : t("payouts.retry")}
            </Button>
            {action === "held" ? (
              <Button
                type="button"
                variant="destructive"
                disabled={busy}
                onClick={() => setRejecting(true)}
              >
                {t("payout.reject")}
              </Button>
            ) : null}
          </fetcher.Form>
        )}
        {action === "held" ? (
          <DecisionDialog
            open={rejecting}
            onOpenChange={setRejecting}
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
              required: t("payout.rejectReason"),
            }}
            intent={"reject-payout" satisfies AdminIntent}
            cancel={t("payout.cancel")}
            confirm={t("payout.confirmReject")}
            destructive
            busy={busy}
          />
        ) : null}
      </Card>
    </li>
  );
}
