/** Checkout's answer as the page posts it back (the fields Razorpay hands its handler), bounded. */
export function readCheckoutAnswer(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 200);
  return {
    orderId: field("razorpay_order_id"),
    paymentId: field("razorpay_payment_id"),
    signature: field("razorpay_signature"),
  };
}
