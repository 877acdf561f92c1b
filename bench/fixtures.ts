/**
 * The scales of the bench data and the fixed accounts the page bench signs in as. The ids are
 * the ones bench/sql/generate.sql makes with bench_uuid(kind, n), so both sides agree.
 */

import { financialYearOf } from "~/domain/money/payouts/statement-years";

export type Scale = {
  name: string;
  users: number;
  campaigns: number;
  businesses: number;
  /** Largest target: a campaign never has more reviews than its city has reviewers. */
  maxTarget: number;
};

/** About 10k, 1M (PostgreSQL) and 50k reviews (the embedded database). At 10k the bench reviewer still has a full page of available campaigns (29), as at 1M, so both scales render the same amount. */
export const scales = {
  "10k": { name: "10k", users: 1_000, campaigns: 1_000, businesses: 40, maxTarget: 20 },
  "1m": { name: "1m", users: 100_000, campaigns: 10_000, businesses: 1_000, maxTarget: 1000 },
  "50k": { name: "50k", users: 5_000, campaigns: 600, businesses: 60, maxTarget: 400 },
} as const satisfies Record<string, Scale>;

export type ScaleName = keyof typeof scales;

export function isScaleName(value: string): value is ScaleName {
  return Object.hasOwn(scales, value);
}

/** The first campaigns all belong to the bench business, at every scale. */
export const FIXED_BUSINESS_CAMPAIGNS = 40;

/** The admin number the generator gives the admin and the bench gives the server. */
export const BENCH_ADMIN_PHONE = "+919999900000";
/** The bench's moderator, made when the bench signs its accounts in (sessions.ts). */
export const BENCH_MODERATOR_PHONE = "+919999900001";

/**
 * What a bench's app server runs with: production rendering, the bench's admin, a secret, and the
 * public address a production server requires.
 */
export function benchServerEnv(secret: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    ADMIN_PHONE: BENCH_ADMIN_PHONE,
    SESSION_SECRET: secret,
    PUBLIC_ORIGIN: "https://reviewkaro.example",
  };
}

/** Same layout as bench_uuid in generate.sql: kind-0000-4000-8000-number, in hex. */
export function benchUuid(kind: number, n: number): string {
  return `${kind.toString(16).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
}

export const fixed = {
  adminId: benchUuid(16, 0),
  /** User 1: a reviewer in Indore with reviews, a wallet and payouts. */
  reviewerId: benchUuid(17, 1),
  /** Business 0: owns the first FIXED_BUSINESS_CAMPAIGNS campaigns. */
  businessId: benchUuid(18, 0),
  /** Campaign 1: the bench business's, in Indore, completed with its 80 approved reviews. */
  campaignId: benchUuid(2, 1),
  /** A moderator on the team (decision 067), holding a pending review in the workbench. */
  moderatorId: benchUuid(19, 0),
} as const;

export type BenchAccount = "admin" | "reviewer" | "business" | "moderator";

/** The pages of issue 13, landing first (the others are measured against it), and who asks. */
export const benchPages: { path: string; as: BenchAccount | null }[] = [
  { path: "/", as: null },
  { path: "/user/dashboard", as: "reviewer" },
  { path: "/business/dashboard", as: "business" },
  { path: "/business/billing", as: "business" },
  { path: `/campaign/${fixed.campaignId}`, as: "business" },
  { path: "/admin/reviews", as: "admin" },
  // The moderator's workbench with its held review's card (issue 33).
  { path: "/moderator/dashboard", as: "moderator" },
  { path: `/b/${fixed.campaignId}`, as: null },
  // The reviewer's earnings statement of this financial year (issue 32), read from the ledger.
  { path: `/user/statement/${financialYearOf(new Date()).startYear}/csv`, as: "reviewer" },
  // Issue 34: the person's own data page, the complaint form, the admin's Reports and
  // Complaints tabs (each with the counts every tab reads) and the staff access log.
  { path: "/account", as: "reviewer" },
  { path: "/grievance", as: null },
  { path: "/admin/reports", as: "admin" },
  { path: "/admin/complaints", as: "admin" },
  { path: "/admin/access-log", as: "admin" },
  // Issue 43: the payouts tab (RazorpayX's state and the UTR on each row), the inbound webhooks.
  { path: "/admin/payouts", as: "admin" },
  { path: "/admin/webhooks", as: "admin" },
  // Issue 44: this month's transparency report, counted from the month's reviews (decision 096).
  { path: "/transparency", as: null },
];

/** Ids are shown as {id} in the tables, so they read alike at every scale. */
export const pageLabel = (page: string) =>
  page.replace(fixed.campaignId, "{id}").replace(/statement\/\d{4}\//, "statement/{year}/");

/**
 * What a browser sends, with the account's session cookie when it is signed in. Chromium's
 * encodings: the server answers it with Brotli (quality 4, `compression`'s choice), as it answers
 * the people using the site.
 */
export function benchHeaders(cookie: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    "accept-encoding": "gzip, deflate, br, zstd",
    "accept-language": "en",
    "user-agent": "Mozilla/5.0 (reviewkaro-bench)",
  };
  if (cookie) headers.cookie = cookie;
  return headers;
}
