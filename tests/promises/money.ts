import { factValues } from "~/i18n/facts";
import type { PromiseEntry } from "./types";

// The amounts as the texts state them (decision 115).
const { pricePerReview } = factValues;

/**
 * Helper G's area on issue 46: what the owner's campaign page says about money given back.
 */
const unfilledRefund = "app/domain/money/payments/unfilled-refund.server.ts#findUnfilledRefund";
const refundAtEnd =
  "app/domain/money/payments/refund-campaign-payments.server.ts#refundUnfilledSlots";
const sendRefunds = "app/domain/money/payments/send-refunds.server.ts#sendDueRefunds";
const endRefundsTest = "tests/integration/money/campaign-end-refunds.test.ts";

export const promises: readonly PromiseEntry[] = [
  {
    key: "ownerCampaign.unfilledRefundOnTheWay_other",
    promise: `An ended campaign's unfilled reviews are refunded, ${pricePerReview} each, and the credit note is in Payment History; the page says so while the gateway still pays it.`,
    keptBy: [unfilledRefund, refundAtEnd, sendRefunds],
    provedBy: [endRefundsTest],
  },
  {
    key: "ownerCampaign.unfilledRefundDone_other",
    promise: "Once the refund reached the business, the campaign's page says when.",
    keptBy: [unfilledRefund, refundAtEnd],
    provedBy: [endRefundsTest],
  },
];
