/**
 * A refund paid back by hand is recorded with its bank UTR or UPI reference (decision 088): 6–40
 * letters and digits, dashes or slashes inside, as banks and UPI apps print them.
 */
export const HAND_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{4,38}[A-Za-z0-9]$/;
