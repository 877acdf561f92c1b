/**
 * Locality-sensitive bands of a comparable text (MinHash LSH, decision 026): two texts share a
 * band with probability 1 − (1 − s⁶)¹⁰⁰ where s is their pg_trgm similarity (the Jaccard index
 * of their trigram sets): 0.79 at 0.5, 0.99 at 0.6, 0.0064 at 0.2. An index on the bands finds
 * likely copies among any number of reviews by a fixed 100 lookups.
 */

export const TEXT_BANDS = 100;
const ROWS_PER_BAND = 6;

/** The trigrams pg_trgm makes of a text: each word padded with two spaces before, one after. */
export function textTrigrams(comparable: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of comparable.split(" ")) {
    if (!word) continue;
    const padded = [" ", " ", ...word, " "];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3).join(""));
  }
  return trigrams;
}

/** Murmur3's finaliser: spreads every input bit over the 32 output bits. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// One fixed seed per min-hash; fixed so that bands stored years apart still compare.
const SEEDS = Array.from({ length: TEXT_BANDS * ROWS_PER_BAND }, (_, i) => mix(i + 0x9e3779b9));

/**
 * The 100 band values of a comparable text, as signed 32-bit integers for an `int4[]` column,
 * band number folded in so equal values in different bands never match. Empty for an empty text.
 */
export function textBands(comparable: string): number[] {
  const hashes = [...textTrigrams(comparable)].map(fnv1a);
  if (hashes.length === 0) return [];
  const minima = SEEDS.map((seed) => {
    let min = 0xffffffff;
    for (const hash of hashes) {
      const value = mix(hash ^ seed);
      if (value < min) min = value;
    }
    return min;
  });
  return Array.from({ length: TEXT_BANDS }, (_, band) => {
    let h = mix(band + 1);
    for (let row = 0; row < ROWS_PER_BAND; row++) {
      h = mix(h ^ (minima[band * ROWS_PER_BAND + row] ?? 0));
    }
    return h | 0;
  });
}
