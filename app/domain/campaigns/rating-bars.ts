/** The star ratings a review may carry, highest first (the order the bars are drawn in). */
export const STAR_RATINGS = [5, 4, 3, 2, 1] as const;
export type StarRating = (typeof STAR_RATINGS)[number];

export type RatingBar = { stars: StarRating; count: number; percent: number };

/** A `?stars=` value a reader may filter by, or undefined for all ratings. */
export function readStarsFilter(value: string | null): StarRating | undefined {
  return STAR_RATINGS.find((stars) => String(stars) === value);
}

/**
 * Each bar's share rounded on its own: ties are never broken toward any rating (so three equal
 * bars read 33% each, even though that adds up to 99%).
 */
export function ratingBars(counts: ReadonlyMap<number, number>): RatingBar[] {
  const total = STAR_RATINGS.reduce((sum, stars) => sum + (counts.get(stars) ?? 0), 0);
  return STAR_RATINGS.map((stars) => {
    const count = counts.get(stars) ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count * 100) / total) };
  });
}
