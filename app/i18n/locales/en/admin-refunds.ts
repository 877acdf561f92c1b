/** English: the admin's view of refunds through the gateway (decision 058). */
export const adminRefunds = {
  paymentState: {
    paid: "Paid",
    refunded: "Refunded",
    partly_refunded: "Partly refunded",
    refund_pending: "Refund pending",
    refund_failed: "Refund failed",
  },
  paymentStateLabel: "Payment: {{state}}",
  attentionTitle: "Refunds needing attention",
  attentionHint:
    "These refunds failed at the payment gateway or have waited too long. Each is retried automatically; Retry now asks the gateway again at once. A refund the gateway refuses for good is not retried: pay it back by hand and record it.",
  reason: {
    campaign_rejected: "Campaign rejected",
    campaign_deleted: "Campaign deleted",
    unfilled_slots: "Unfilled slots at the end",
    reviews_not_added: "Added reviews refused after payment",
    second_payment: "Second payment on a paid order",
    short_payment: "Payment of another amount than its order",
  },
  status: { failed: "Failed", pending: "Pending", refused: "Refused by the gateway" },
  providerSaid: "The gateway said: {{error}}",
  gatewayPayment: "Gateway payment: {{reference}}",
  refusedTask:
    "The gateway will not make this refund. Pay {{amount}} back to {{business}} by hand: a bank transfer or UPI to the account the business names (ask on {{phone}}). Then enter the bank or UPI reference and record it.",
  referenceLabel: "Bank or UPI reference",
  referenceHint: "From your bank statement or UPI app, e.g. a 12-digit UTR.",
  referenceInvalid:
    "Enter the reference from the bank or UPI app: 6 to 40 letters, digits, dashes or slashes.",
  recordByHand: "Record as paid by hand",
  recordByHandLabel: "Record as paid by hand: {{business}}, {{amount}}",
  recordedTitle: "Refund recorded as paid by hand",
  recordedText: "The refund is done, with your reference. The business sees it as processed.",
  notRefusedTitle: "Not waiting for a hand payment",
  notRefusedText:
    "This refund is being asked of the gateway again, or it is already done. Reload the page to see where it is.",
  attempts: "Attempts: {{count}}",
  lastError: "Last error: {{error}}",
  failedAtGateway: "The payment gateway reported this refund failed.",
  nextAttempt: "Next try: {{time}}",
  retryNow: "Retry now",
  retryLabel: "Retry now: {{business}}, {{amount}}",
  retriedTitle: "Refund asked again",
  retriedText: "The payment gateway is being asked now. This list updates when you reload it.",
  alreadyProcessedTitle: "Refund already processed",
  alreadyProcessedText: "This refund has reached the business; there is nothing more to do.",
};
