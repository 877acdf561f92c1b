import { type RemovalGround, removalGrounds } from "~/db/complaint-grounds";
import { type RejectionCategory, rejectionCategories } from "~/domain/reviews/rejection-category";

/*
 * The public moderation ledger (issue 18 point 2, decision 032): what happened to a campaign's
 * reviews, by the star rating each has now. It only shows the rating split; nothing reads it to
 * decide anything.
 */

export const ledgerRatings = [1, 2, 3, 4, 5] as const;
export type LedgerRating = (typeof ledgerRatings)[number];

/** One counter row of review_ledger. */
export type LedgerRow = { rating: number; status: string; category: string; count: number };

export type LedgerLine = {
  /** Every review ever submitted, once, under its current rating. */
  submitted: number;
  published: number;
  rejected: number;
  withdrawn: number;
  /** Published, then removed by the admin after a complaint (decision 080). */
  removed: number;
  /** Still in moderation. */
  waiting: number;
};

export type ModerationLedger = {
  byRating: Record<LedgerRating, LedgerLine>;
  total: LedgerLine;
  /** Rejections per category and rating; only categories with at least one rejection. */
  rejectedBy: {
    category: RejectionCategory;
    byRating: Record<LedgerRating, number>;
    total: number;
  }[];
  /** Removals after a complaint per ground, in the grounds' order; only grounds with any. */
  removedBy: { ground: RemovalGround; total: number }[];
  /** Authors' appeals of removals, decided (decision 091): kept removed, or published again. */
  appeals: { upheld: number; reinstated: number };
  /** Published share of decided (published or rejected) reviews at the lowest and highest rating that has any. */
  publishedShare: { low: ShareAt; high: ShareAt } | null;
};

export type ShareAt = { stars: LedgerRating; percent: number };

const emptyLine = (): LedgerLine => ({
  submitted: 0,
  published: 0,
  rejected: 0,
  withdrawn: 0,
  removed: 0,
  waiting: 0,
});

const perRating = <T>(make: () => T) =>
  Object.fromEntries(ledgerRatings.map((rating) => [rating, make()])) as Record<LedgerRating, T>;

function isLedgerRating(value: number): value is LedgerRating {
  return (ledgerRatings as readonly number[]).includes(value);
}

const lineKey = {
  approved: "published",
  rejected: "rejected",
  withdrawn: "withdrawn",
  removed: "removed",
  pending: "waiting",
} as const satisfies Record<string, keyof LedgerLine>;

/** The ledger a page shows, summed from the counter rows (a few dozen at most). */
export function summariseLedger(
  rows: readonly LedgerRow[],
  appeals: { upheld: number; reinstated: number } = { upheld: 0, reinstated: 0 },
): ModerationLedger {
  const byRating = perRating(emptyLine);
  const total = emptyLine();
  const rejected = new Map<RejectionCategory, Record<LedgerRating, number>>();
  const removed = new Map<string, number>();
  for (const row of rows) {
    if (!isLedgerRating(row.rating) || row.count === 0) continue;
    const key = lineKey[row.status as keyof typeof lineKey];
    if (!key) continue;
    for (const line of [byRating[row.rating], total]) {
      line[key] += row.count;
      line.submitted += row.count;
    }
    if (row.status === "removed")
      removed.set(row.category, (removed.get(row.category) ?? 0) + row.count);
    if (row.status === "rejected") {
      const category = (rejectionCategories as readonly string[]).includes(row.category)
        ? (row.category as RejectionCategory)
        : "other";
      const counts = rejected.get(category) ?? perRating(() => 0);
      counts[row.rating] += row.count;
      rejected.set(category, counts);
    }
  }
  const rejectedBy = rejectionCategories.flatMap((category) => {
    const counts = rejected.get(category);
    if (!counts) return [];
    const sum = ledgerRatings.reduce((all, rating) => all + counts[rating], 0);
    return [{ category, byRating: counts, total: sum }];
  });
  const removedBy = removalGrounds.flatMap((ground) => {
    const count = removed.get(ground) ?? 0;
    return count > 0 ? [{ ground, total: count }] : [];
  });
  return {
    byRating,
    total,
    rejectedBy,
    removedBy,
    appeals: { ...appeals },
    publishedShare: shareOf(byRating),
  };
}

function shareOf(byRating: Record<LedgerRating, LedgerLine>): ModerationLedger["publishedShare"] {
  const decided = ledgerRatings.filter(
    (rating) => byRating[rating].published + byRating[rating].rejected > 0,
  );
  const lowest = decided[0];
  const highest = decided[decided.length - 1];
  if (lowest === undefined || highest === undefined) return null;
  const at = (stars: LedgerRating): ShareAt => {
    const line = byRating[stars];
    return {
      stars,
      percent: Math.round((100 * line.published) / (line.published + line.rejected)),
    };
  };
  return { low: at(lowest), high: at(highest) };
}
