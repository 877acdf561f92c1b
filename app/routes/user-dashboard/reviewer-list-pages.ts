/** The page size and query parameters that the loader and the two lists agree on. */
export const PAGE_SIZE = 20;
/** The query parameters that page this dashboard's lists. */
export const pageParams = { campaigns: "campaigns", reviews: "reviews" } as const;
