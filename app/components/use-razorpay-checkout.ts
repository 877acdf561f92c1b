import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import type { CheckoutOrder } from "~/domain/orders/campaign-orders.server";
import { useTranslation } from "~/i18n/use-translation";
import { type CheckoutAnswer, openCheckout } from "./razorpay-checkout";

/**
 * Opens Checkout when the server answers Pay with an order (a new campaign, or 'Add reviews');
 * the payment's answer goes to `confirm`, which sends it back to the server. A failed attempt
 * keeps the page waiting (Checkout offers another try on the same order) and answers
 * `attemptFailed` for the page to say so; `checkoutOpen` keeps Pay busy until Checkout ends. A
 * closed Checkout leaves the form as typed.
 */
export function useRazorpayCheckout(
  scriptUrl: string | null,
  order: CheckoutOrder | null,
  setPaying: (paying: boolean) => void,
  confirm: (answer: CheckoutAnswer) => void,
) {
  const { t } = useTranslation();
  const showToast = useToast();
  // Checkout's window is open: the page waits, whatever its own navigations do meanwhile.
  const [open, setOpen] = useState(false);
  const [attemptFailed, setAttemptFailed] = useState(false);
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
    setOpen(true);
    setAttemptFailed(false);
    const stopWith = (kind: "closed" | "checkoutUnavailable") => {
      setPaying(false);
      setOpen(false);
      setAttemptFailed(false);
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
      onPaid: (answer) => {
        setOpen(false);
        setAttemptFailed(false);
        confirmRef.current(answer);
      },
      onAttemptFailed: () => {
        setAttemptFailed(true);
        // Not an error: nothing has ended, and the next attempt may well succeed.
        showToast({
          title: t("payments.attemptFailedTitle"),
          description: t("payments.attemptFailedText"),
        });
      },
      onClosed: () => stopWith("closed"),
      onUnavailable: () => stopWith("checkoutUnavailable"),
    });
  }, [scriptUrl, order, setPaying, showToast, t]);
  return { checkoutOpen: open, attemptFailed: open && attemptFailed };
}
