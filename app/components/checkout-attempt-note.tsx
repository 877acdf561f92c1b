import { useTranslation } from "~/i18n/use-translation";

/**
 * Said beside Pay while Checkout is still open after a failed attempt (decision 087): the page
 * keeps waiting, so the person is not told "Payment failed" and does not pay again elsewhere.
 * The live region is always there, so a screen reader hears the sentence when it appears.
 */
export function CheckoutAttemptNote({ shown, className }: { shown: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={className} data-testid="checkout-attempt-note">
      {shown ? (
        <span className="block rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t("payments.attemptFailedText")}
        </span>
      ) : null}
    </p>
  );
}
