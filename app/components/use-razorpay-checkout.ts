import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";
import type { CheckoutOrder } from "~/domain/campaigns/campaign-orders.server";
import { useTranslation } from "~/i18n/use-translation";
import { type CheckoutAnswer, openCheckout } from "./razorpay-checkout";

/**
 * Opens Checkout when the server answers Pay with an order (a new campaign, or 'Add reviews');
 * the payment's answer goes to `confirm`, which sends it back to the server. A closed or failed
 * Checkout leaves the form as typed.
 */
export function useRazorpayCheckout(
  scriptUrl: string | null,
  order: CheckoutOrder | null,
  setPaying: (paying: boolean) => void,
  confirm: (answer: CheckoutAnswer) => void,
) {
  const { t } = useTranslation();
  const showToast = useToast();
  // Each answer of the server opens Checkout once, even when the page re-renders around it.
  const opened = useRef<CheckoutOrder | null>(null);
  // The latest confirm, so a new callback each render does not open Checkout again.
  const confirmRef = useRef(confirm);
  useEffect(() => {
    confirmRef.current = confirm;
  });
  useEffect(() => {
    if (!scriptUrl || !order || opened.current === order) return;
    opened.current = order;
    setPaying(true);
    const stopWith = (kind: "failed" | "closed" | "checkoutUnavailable") => {
      setPaying(false);
      showToast({
        title: t(`payments.${kind}Title`),
        description: t(`payments.${kind}Text`),
        variant: "error",
      });
    };
    void openCheckout({
      scriptUrl,
      order,
      description: t("payments.checkoutDescription", { count: order.amountPaise / 2000 }),
      onPaid: (answer) => confirmRef.current(answer),
      onFailed: () => stopWith("failed"),
      onClosed: () => stopWith("closed"),
      onUnavailable: () => stopWith("checkoutUnavailable"),
    });
  }, [scriptUrl, order, setPaying, showToast, t]);
}
