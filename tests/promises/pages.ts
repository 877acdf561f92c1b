import type { PromiseEntry } from "./types";

/** The promises nobody else owns (decision 098): terms, landing page, public page, ledger, SMS. */
export const promises: readonly PromiseEntry[] = [];
