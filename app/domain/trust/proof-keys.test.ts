import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEY_POSITIONS, KEY_TABLES, proofKeys, proofProbes, SAMPLED_BITS } from "./proof-keys";

const hash64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const hex = (value: bigint) => value.toString(16).padStart(16, "0");
const flipped = (hash: bigint, bits: number[]) =>
  bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), hash);
/** Whether a lookup for `probed` reaches the proof stored with `stored` (what the SQL asks). */
const reaches = (probed: string, stored: string) => {
  const probes = new Set(proofProbes(probed));
  return proofKeys(stored).some((key) => probes.has(key));
};

describe("proofKeys", () => {
  it("gives the keys stored rows already hold: the tables never change", () => {
    // Pinned: a change here would silently stop old proofs from being found.
    const keys = proofKeys("8f3a5c7e9b1d2f40");
    expect(keys.length).toBe(KEY_TABLES);
    expect(keys.slice(0, 3)).toEqual(PINNED_FIRST_KEYS);
    expect(proofKeys("8f3a5c7e9b1d2f40")).toEqual(keys);
  });

  it("samples distinct bits in every table and keeps each table's keys to its own range", () => {
    for (const positions of KEY_POSITIONS) {
      expect(new Set(positions).size).toBe(SAMPLED_BITS);
      expect(positions.every((bit) => bit >= 0 && bit < 64)).toBe(true);
    }
    fc.assert(
      fc.property(hash64, (hash) => {
        proofKeys(hex(hash)).forEach((key, table) => {
          expect(Math.floor(key / 2 ** SAMPLED_BITS)).toBe(table);
          expect(Number.isInteger(key) && key >= 0 && key < 2 ** 31).toBe(true);
        });
      }),
    );
  });

  it("reads each sampled bit into the key, so one flipped bit changes exactly the tables holding it", () => {
    fc.assert(
      fc.property(hash64, fc.integer({ min: 0, max: 63 }), (hash, bit) => {
        const before = proofKeys(hex(hash));
        const after = proofKeys(hex(flipped(hash, [bit])));
        KEY_POSITIONS.forEach((positions, table) => {
          expect(after[table] === before[table]).toBe(!positions.includes(bit));
        });
      }),
    );
  });

  it("probes each stored key and the keys one sampled bit from it, within its own table", () => {
    const keys = proofKeys("8f3a5c7e9b1d2f40");
    const probes = proofProbes("8f3a5c7e9b1d2f40");
    expect(probes.length).toBe(KEY_TABLES * (SAMPLED_BITS + 1));
    expect(new Set(probes).size).toBe(probes.length);
    keys.forEach((key, table) => {
      const own = probes.slice(table * (SAMPLED_BITS + 1), (table + 1) * (SAMPLED_BITS + 1));
      expect(own[0]).toBe(key);
      for (const probe of own) {
        expect(Math.floor(probe / 2 ** SAMPLED_BITS)).toBe(table);
        expect(bitCount(probe ^ key)).toBeLessThanOrEqual(1);
      }
    });
  });

  it("finds a hash with up to 6 of its bits flipped, every time", () => {
    // A table misses a 6-bit edit unless at most one of its 21 sampled bits is flipped: all 71
    // tables miss with probability 4.7e-14 a case (decision 026's recall table), so 500 cases
    // with any seed cannot fail by chance. 8 bits: 4.7e-7 a case; 12 bits: 5%.
    const flips = fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 6 });
    fc.assert(
      fc.property(hash64, flips, (hash, bits) => {
        expect(reaches(hex(flipped(hash, bits)), hex(hash))).toBe(true);
        expect(reaches(hex(hash), hex(flipped(hash, bits)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("finds edits 8, 10 and 12 bits away as often as decision 026's recall table says", () => {
    // 2,000 seeded random edits a distance; the table's figures are exact (hypergeometric).
    const random = seeded(0x0026n);
    const found = (distance: number) => {
      let hits = 0;
      for (let run = 0; run < 2_000; run++) {
        const hash = random();
        const bits = new Set<number>();
        while (bits.size < distance) bits.add(Number(random() % 64n));
        if (reaches(hex(flipped(hash, [...bits])), hex(hash))) hits++;
      }
      return hits / 2_000;
    };
    expect(found(8)).toBe(1);
    expect(found(10)).toBeGreaterThan(0.995);
    expect(found(12)).toBeGreaterThan(0.93);
    expect(found(12)).toBeLessThan(0.97);
  });

  it("reaches an unrelated hash about KEY_TABLES × (SAMPLED_BITS + 1) / 2^SAMPLED_BITS of the time", () => {
    // Expected 1,562 / 2,097,152 ≈ 0.00074: 4,000 random pairs meet ~3 times; 30 would be a bug.
    const random = seeded(0x2545f4914f6cdd1dn);
    let met = 0;
    for (let pair = 0; pair < 4_000; pair++) {
      if (reaches(hex(random()), hex(random()))) met++;
    }
    expect(met).toBeLessThan(30);
  });
});

/** Uniform 64-bit values from a seeded xorshift (fast-check favours edges like 0 and 2^64 − 1). */
function seeded(seed: bigint) {
  let state = seed;
  return () => {
    state ^= (state << 13n) & 0xffffffffffffffffn;
    state ^= state >> 7n;
    state ^= (state << 17n) & 0xffffffffffffffffn;
    return state;
  };
}

function bitCount(value: number) {
  let count = 0;
  for (let rest = value >>> 0; rest !== 0; rest &= rest - 1) count++;
  return count;
}

const PINNED_FIRST_KEYS = [1681829, 3094341, 4542957];
