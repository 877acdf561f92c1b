/**
 * The database schema (Drizzle, one for PGlite and PostgreSQL: decision 002), a file per part of
 * the business; drizzle-kit and the app read it all through this file.
 */
export * from "./accounts";
export * from "./appeal-answers";
export * from "./appeals-of-removals";
export * from "./breaches";
export * from "./campaign-changes";
export * from "./campaigns";
export * from "./complaints";
export * from "./consents";
export * from "./contact-messages";
export * from "./dispute-answers";
export * from "./inbound-webhooks";
export * from "./jobs";
export * from "./ledger-and-replies";
export * from "./measured-decision-times";
export * from "./moderation-team";
export * from "./nominees-and-holds";
export * from "./payment-orders";
export * from "./privacy";
export * from "./proof-checks";
export * from "./refunds";
export * from "./review-complaints";
export * from "./reviews";
export * from "./security";
export * from "./staff-access";
export * from "./status-counts";
export * from "./suspensions";
export * from "./tax-documents";
export * from "./transparency-records";
export * from "./trust";
export * from "./unapplied-payments";
export * from "./wallet";
