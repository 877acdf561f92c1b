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
  attemptFailedTitle: "Try again in the payment window",
  attemptFailedText:
    "That attempt failed — you can try again in the payment window. Your details are kept, and this page is still waiting for your payment.",
  checkoutUnavailableTitle: "Payment page did not open",
  checkoutUnavailableText: "Check your internet connection and press Pay again.",
  checkoutDescription: "Review campaign: {{count}} reviews",
  addReviewsGivenBackTitle: "Reviews not added: your payment is being refunded",
  addReviewsGivenBackText:
    "The campaign changed while you paid (it was stopped, it ended, or it reached {{maxTarget}} reviews), so no reviews were added. The full amount goes back to the account you paid from; you can follow the refund in Payment History.",
  addReviewsEndedText:
    "This campaign has ended and its unfilled reviews were refunded. Nothing was charged; create a new campaign for more reviews.",
} as const;
