/** The star ratings a review may carry, highest first (the order the bars are drawn in). */
export const STAR_RATINGS = [5, 4, 3, 2, 1] as const;
export type StarRating = (typeof STAR_RATINGS)[number];

export type RatingBar = { stars: StarRating; count: number; percent: number };

/** A `?stars=` value a reader may filter by, or undefined for all ratings. */
export function readStarsFilter(value: string | null): StarRating | undefined {
  return STAR_RATINGS.find((stars) => String(stars) === value);
}

/**
 * Whole-number percentages of each bar that add up to 100 (largest remainders), so the text
 * beside the bars never reads 101% or 99%.
 */
export function ratingBars(counts: ReadonlyMap<number, number>): RatingBar[] {
  const total = STAR_RATINGS.reduce((sum, stars) => sum + (counts.get(stars) ?? 0), 0);
  const exact = STAR_RATINGS.map((stars) => {
    const count = counts.get(stars) ?? 0;
    const share = total === 0 ? 0 : (count * 100) / total;
    return { stars, count, percent: Math.floor(share), remainder: share - Math.floor(share) };
  });
  let left = total === 0 ? 0 : 100 - exact.reduce((sum, bar) => sum + bar.percent, 0);
  for (const bar of [...exact].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    bar.percent += 1;
    left -= 1;
  }
  return exact.map(({ stars, count, percent }) => ({ stars, count, percent }));
}
