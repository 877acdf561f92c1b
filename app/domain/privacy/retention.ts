/** The retention schedule (docs/retention.md, decision 077): how long each kind of row lives. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const retentionDays = {
  /** One-time codes, after they expired. */
  otpCodes: 1,
  /** Signed-in browsers, after their session expired. */
  sessions: 30,
  /** Salted network and device marks, after they were last seen or written. */
  clientMarks: 180,
  /** A rejected review's proof photos, after the decision. */
  rejectedProofs: 365,
  /** Security events (sign-ins, admin actions, with their address): CERT-In's 180 days (decision 092). */
  auditEvents: 180,
  /** An expired export request's row (its file goes at expiry). */
  expiredExports: 90,
  /** The staff access log's rows (decision 083): a year to answer who looked at what. */
  staffAccessViews: 365,
  /** Inbound webhooks handled (processed or ignored), raw body and all (decision 087). */
  handledWebhooks: 90,
  /** Inbound webhooks that failed or never finished: a year for the admin to look and replay. */
  failedWebhooks: 365,
  /** A deleted account's registration and removed reviews, held for the law (decision 093). */
  legalHolds: 180,
  /** Messages from the contact page, answered or not, after they arrived (decision 099). */
  contactMessages: 365,
} as const;

/**
 * Records the law makes us keep at least this many years, which no sweep deletes yet (the first
 * are due in 2033: docs/retention.md). The privacy page states these periods; a test holds it to them.
 */
export const keptYears = {
  /** Payments, tax invoices and credit notes, refunds, the wallet ledger and payout amounts. */
  taxRecords: 8,
  /** Complaints with tickets, with the phone they came from (decision 078). */
  complaints: 8,
} as const;

export type RetentionKind = keyof typeof retentionDays;

/** The moment before which a row of this kind is due for deletion. */
export function retentionCutoff(kind: RetentionKind, now: Date): Date {
  return new Date(now.getTime() - retentionDays[kind] * DAY_MS);
}
