/** English: paying through the gateway (PAYMENTS=razorpay), its answers and its failures. */
export const payments = {
  gatewayDownTitle: "Payment service not answering",
  gatewayDownText: "Nothing was charged. Your details are kept here; please try again in a minute.",
  notVerifiedTitle: "Payment not verified",
  notVerifiedText:
    "We could not verify this payment, so no campaign was created. If money left your account, it will be settled automatically.",
  pendingTitle: "Payment being confirmed",
  pendingText:
    "Your bank has not confirmed the payment yet. Your campaign appears here as soon as it does; you do not need to pay again.",
  closedTitle: "Payment not completed",
  closedText: "Nothing was charged. Your details are kept; press Pay when you are ready.",
  failedTitle: "Payment failed",
  failedText: "Nothing was charged. Your details are kept; try again or choose another method.",
  checkoutUnavailableTitle: "Payment page did not open",
  checkoutUnavailableText: "Check your internet connection and press Pay again.",
  checkoutDescription: "Review campaign: {{count}} reviews",
  addReviewsLaterTitle: "Adding reviews is not open yet",
  addReviewsLaterText:
    "Online payment for more reviews is coming soon. Nothing was charged; create a new campaign for more reviews meanwhile.",
  addReviewsEndedText:
    "This campaign has ended and its unfilled reviews were refunded. Nothing was charged; create a new campaign for more reviews.",
} as const;
