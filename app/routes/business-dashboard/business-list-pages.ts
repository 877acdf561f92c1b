/** The page size that the loader and the business's two lists agree on. */
export const PAGE_SIZE = 20;
/** The query parameters that page this dashboard's lists. */
export const pageParams = { campaigns: "campaigns", payments: "payments" } as const;
