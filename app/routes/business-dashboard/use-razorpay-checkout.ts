import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { useToast } from "~/components/ui/toast";
import type { CheckoutOrder } from "~/domain/campaigns/campaign-orders.server";
import { useTranslation } from "~/i18n/use-translation";
import { openCheckout } from "./razorpay-checkout";

/**
 * Opens Checkout when the server answers Pay with an order; the payment's answer goes back as
 * the `confirm-payment` intent. A closed or failed Checkout leaves the form as typed.
 */
export function useRazorpayCheckout(
  scriptUrl: string | null,
  order: CheckoutOrder | null,
  setPaying: (paying: boolean) => void,
) {
  const { t } = useTranslation();
  const showToast = useToast();
  const submit = useSubmit();
  // Each answer of the server opens Checkout once, even when the page re-renders around it.
  const opened = useRef<CheckoutOrder | null>(null);
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
      onPaid: (answer) => submit({ intent: "confirm-payment", ...answer }, { method: "post" }),
      onFailed: () => stopWith("failed"),
      onClosed: () => stopWith("closed"),
      onUnavailable: () => stopWith("checkoutUnavailable"),
    });
  }, [scriptUrl, order, setPaying, showToast, submit, t]);
}
