/**
 * Locality-sensitive keys of a proof's 64-bit perceptual hash (decision 026). A proof stores one
 * key a table (KEY_TABLES of them); a lookup probes, in each table, the key and the SAMPLED_BITS
 * keys one bit away from it. Two hashes a few bits apart meet in some table with high
 * probability, unrelated ones rarely (KEY_TABLES × (SAMPLED_BITS + 1) / 2^SAMPLED_BITS of the
 * time), so a GIN index on the keys finds reused proofs with a fixed number of probes and a
 * handful of chance candidates even at a million proofs.
 * Pure: reads only the hash, never anything about the review (SPEC section 0).
 */

/** Bits of the hash sampled by each table. */
export const SAMPLED_BITS = 21;
/** Tables: keys a proof stores. A lookup probes SAMPLED_BITS + 1 keys in each. */
export const KEY_TABLES = 71;
// Changing the seed, SAMPLED_BITS or KEY_TABLES changes every stored key: old rows would need a refill.
const SEED = 0x5eed_0026;

/** Mulberry32: a tiny seeded generator, so the tables are the same in every process forever. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** For each table, SAMPLED_BITS distinct bit positions (0 = the lowest bit) of the 64. */
export const KEY_POSITIONS: readonly (readonly number[])[] = (() => {
  const random = generator(SEED);
  return Array.from({ length: KEY_TABLES }, () => {
    const positions = Array.from({ length: 64 }, (_, bit) => bit);
    // A partial Fisher–Yates shuffle: the first SAMPLED_BITS are a uniform choice.
    for (let i = 0; i < SAMPLED_BITS; i++) {
      const j = i + Math.floor(random() * (64 - i));
      [positions[i], positions[j]] = [positions[j] as number, positions[i] as number];
    }
    return positions.slice(0, SAMPLED_BITS);
  });
})();

/**
 * KEY_TABLES keys, one a table, as stored: the table's sampled bits as the low SAMPLED_BITS, the
 * table number above them (71 × 2^21 < 2^31), so keys of different tables never collide.
 */
export function proofKeys(perceptualHashHex: string): number[] {
  const bits = BigInt.asUintN(64, BigInt(`0x${perceptualHashHex}`));
  const high = Number(bits >> 32n);
  const low = Number(bits & 0xffff_ffffn);
  return KEY_POSITIONS.map((positions, table) => {
    let key = 0;
    for (const bit of positions) {
      const word = bit >= 32 ? high : low;
      key = (key << 1) | ((word >>> (bit & 31)) & 1);
    }
    return table * 2 ** SAMPLED_BITS + key;
  });
}

/**
 * The keys a lookup probes: each stored key and the SAMPLED_BITS keys of its table one sampled
 * bit away, KEY_TABLES × (SAMPLED_BITS + 1) = 1,562 in all. A stored proof is found when, in
 * some table, at most one of the sampled bits differs.
 */
export function proofProbes(perceptualHashHex: string): number[] {
  return proofKeys(perceptualHashHex).flatMap((key) => [
    key,
    ...Array.from({ length: SAMPLED_BITS }, (_, bit) => key ^ (1 << bit)),
  ]);
}
