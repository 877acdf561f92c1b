import type { TFunction } from "i18next";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import type { PaymentRow } from "~/domain/campaigns/business-campaigns.server";
import type { DocumentLink, RefundRow } from "~/domain/money/invoices/payment-documents.server";
import type { GivenBackPayment } from "~/domain/money/payments/unapplied-payments.server";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { taxDocumentHref } from "~/routes/business-documents/tax-document-href";
import { pageParams } from "./business-list-pages";
import { PaymentsGivenBack } from "./payments-given-back";

/** A payment as Payment History shows it. */
export type Payment = Pick<
  PaymentRow,
  | "id"
  | "createdAt"
  | "campaignName"
  | "amount"
  | "provider"
  | "status"
  | "purpose"
  | "refundedAt"
  | "invoice"
  | "refunds"
>;

const refundTone = {
  pending: "warning",
  processed: "success",
  failed: "danger",
  refused: "warning",
} as const;

/** What the business paid for its campaigns, newest first, with invoices and refunds, a page at a time. */
export function PaymentHistory({
  payments,
  givenBack = [],
}: {
  payments: KeysetPaged<Payment>;
  givenBack?: GivenBackPayment[];
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Icon name="receipt-indian-rupee" className="size-5 text-brand-700" />
        {t("business.paymentHistory")}
      </CardTitle>
      {payments.list.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("business.noPayments")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100" aria-label={t("business.paymentHistory")}>
          {payments.list.map((payment) => (
            <li key={payment.id} className="space-y-1 py-2 text-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-ink-900">{payment.campaignName}</p>
                  <p className="text-ink-700" data-testid="payment-purpose">
                    {t(`billing.paymentPurpose.${payment.purpose}`)}
                  </p>
                  <p className="text-ink-600">{formatDate(payment.createdAt, language)}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={
                      payment.status === "refunded"
                        ? "font-semibold text-ink-500 line-through"
                        : "font-semibold text-ink-950"
                    }
                  >
                    {formatRupees(payment.amount)}
                  </p>
                  <p className="text-xs text-ink-600">
                    {paymentProviderLabel(t, payment.provider)}
                  </p>
                </div>
              </div>
              {payment.invoice ? (
                <DocumentDownload
                  label={t(payment.invoice.demo ? "billing.demoInvoice" : "billing.invoice", {
                    number: payment.invoice.number,
                  })}
                  document={payment.invoice}
                />
              ) : null}
              {payment.refundedAt ? (
                <Badge tone="success" data-testid="refund">
                  {t("business.refundedOn", { date: formatDate(payment.refundedAt, language) })}
                </Badge>
              ) : null}
              {payment.refunds.map((refund) => (
                <RefundLine key={refund.id} refund={refund} />
              ))}
            </li>
          ))}
        </ul>
      )}
      <Pager param={pageParams.payments} paged={payments} label={t("business.paymentHistory")} />
      <PaymentsGivenBack payments={givenBack} />
      <Link
        to="/business/billing"
        className="mt-2 flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <Icon name="pencil" className="size-4" />
        {t("billing.editLink")}
      </Link>
    </Card>
  );
}

/** A refund: its amount, why, its state, and its credit note. */
function RefundLine({ refund }: { refund: RefundRow }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg bg-ink-50 px-3 py-2" data-testid="refund-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink-900">
          {t("billing.refund", { amount: formatRupees(refund.amount) })}
          <span className="font-normal text-ink-600">
            {" "}
            · {t(`billing.refundReason.${refund.reason}`)}
          </span>
        </p>
        <Badge tone={refundTone[refund.status]}>{t(`billing.refundStatus.${refund.status}`)}</Badge>
      </div>
      {refund.creditNote ? (
        <DocumentDownload
          label={t(refund.creditNote.demo ? "billing.demoCreditNote" : "billing.creditNote", {
            number: refund.creditNote.number,
          })}
          document={refund.creditNote}
        />
      ) : null}
    </div>
  );
}

/** A tax document's PDF: a full-height tap target naming the document. */
function DocumentDownload({ label, document }: { label: string; document: DocumentLink }) {
  const { t } = useTranslation();
  return (
    <a
      href={taxDocumentHref(document)}
      download
      className="flex min-h-11 items-center gap-2 text-brand-800 underline-offset-2 hover:underline"
    >
      <Icon name="download" className="size-4" />
      <span className="min-w-0 wrap-anywhere">{label}</span>
      <span className="sr-only">({t("billing.download")})</span>
    </a>
  );
}

/** The provider's name from the message files; a provider added later shows its own name. */
function paymentProviderLabel(t: TFunction, provider: string): string {
  return t(`business.paymentProvider.${provider}`, { defaultValue: provider });
}
