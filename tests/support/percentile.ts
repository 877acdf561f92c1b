/**
 * PostgreSQL's percentile_cont, written out: the value at `fraction` of the sorted values, by
 * linear interpolation between the two nearest ranks. Tests compare the published figures with it.
 */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (rank - below);
}
