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
    "These refunds failed at the payment gateway or have waited too long. Each is retried automatically; Retry now asks the gateway again at once.",
  reason: {
    campaign_rejected: "Campaign rejected",
    campaign_deleted: "Campaign deleted",
    unfilled_slots: "Unfilled slots at the end",
    reviews_not_added: "Added reviews refused after payment",
  },
  status: { failed: "Failed", pending: "Pending" },
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
