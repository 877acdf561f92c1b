/** Who a breach reached (decision 095), shared by its form, the database and the pages. */
export const breachScopes = ["all", "city", "list", "window"] as const;
export type BreachScope = (typeof breachScopes)[number];
