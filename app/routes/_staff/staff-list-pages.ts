/** The page size that the loader and the admin's lists agree on. */
export const PAGE_SIZE = 20;
/** The query parameters that page the admin's lists. */
export const pageParams = {
  reviews: "queue",
  pendingCampaigns: "pending",
  allCampaigns: "all",
  payouts: "payouts",
  processedPayouts: "processed",
  suspensions: "suspended",
} as const;
