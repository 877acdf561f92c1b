import type { CheckoutOrder } from "~/domain/orders/campaign-orders.server";

/** What Checkout hands its handler after a payment: sent to the server as they are. */
export type CheckoutAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayCheckout = {
  on(event: "payment.failed", handler: () => void): void;
  open(): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | undefined;

/** Checkout's script, loaded once, with the page's CSP nonce (the policy names its origin too). */
function loadCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  const ready = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Checkout did not load"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("Checkout did not load"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Opens Razorpay Checkout on the order (decision 087). A failed attempt is not the end: Checkout
 * stays open for another try by default (its `retry` option), on the same order, so
 * `onAttemptFailed` may come any number of times; then exactly one of `onPaid` (its handler),
 * `onClosed` (the person closed it) or `onUnavailable` (the script never loaded) ends it.
 */
export async function openCheckout(options: {
  scriptUrl: string;
  order: CheckoutOrder;
  description: string;
  onPaid(answer: CheckoutAnswer): void;
  onAttemptFailed(): void;
  onClosed(): void;
  onUnavailable(): void;
}) {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadCheckout(options.scriptUrl);
  } catch {
    options.onUnavailable();
    return;
  }
  let settled = false;
  const once =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (settled) return;
      settled = true;
      callback(...args);
    };
  const checkout = new Razorpay({
    key: options.order.keyId,
    order_id: options.order.orderId,
    amount: options.order.amountPaise,
    currency: "INR",
    name: "ReviewKaro",
    description: options.description,
    handler: once(options.onPaid),
    modal: { ondismiss: once(options.onClosed) },
  });
  checkout.on("payment.failed", () => {
    if (!settled) options.onAttemptFailed();
  });
  checkout.open();
}
