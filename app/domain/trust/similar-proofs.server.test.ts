import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareProofImage } from "~/domain/proofs/prepare-proof-image.server";
import { photo, sameLayoutBill } from "../../../tests/support/proof-photos";
import { proofKeys, proofProbes } from "./proof-keys";
import {
  fingerprintProof,
  hammingDistance,
  perceptualHash,
  RESAVED_PROOF_DISTANCE,
  REUSED_PROOF_DISTANCE,
} from "./similar-proofs.server";

const WIDTH = 800;
const HEIGHT = 600;

/** A bill lying on a wooden table, turned by `angle` degrees. */
function bill(lines: string[], angle: number, left: number, wood: string): string {
  const text = lines
    .map((line, i) => `<text x="${left + 30}" y="${100 + i * 40}">${line}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${wood}"/><stop offset="1" stop-color="#2e1f14"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wood)"/>
    <g transform="rotate(${angle} 400 300)" font-family="monospace" font-size="22" fill="#222">
      <rect x="${left}" y="40" width="320" height="520" fill="#f4f1e8"/>${text}
    </g></svg>`;
}

/** Plates on a table, seen from above. */
function plates(hue: number, circles: [number, number, number][]): string {
  const drawn = circles
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fafafa"/><circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="hsl(${hue + 150},70%,40%)"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><radialGradient id="light">
      <stop offset="0" stop-color="hsl(${hue},50%,70%)"/><stop offset="1" stop-color="hsl(${hue + 30},40%,25%)"/>
    </radialGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>${drawn}
    <rect x="0" y="480" width="${WIDTH}" height="120" fill="#5a3a22"/></svg>`;
}

const cropEdges = (image: Buffer, share: number) =>
  sharp(image)
    .extract({
      left: Math.round(WIDTH * share),
      top: Math.round(HEIGHT * share),
      width: Math.round(WIDTH * (1 - 2 * share)),
      height: Math.round(HEIGHT * (1 - 2 * share)),
    })
    .jpeg()
    .toBuffer();

/** The fingerprint of what storage keeps of an upload. */
async function stored(upload: Buffer) {
  const prepared = await prepareProofImage(upload);
  if (!prepared.ok) throw new Error(prepared.reason);
  return fingerprintProof(prepared.bytes);
}

const photos: Record<string, Buffer> = {};

beforeAll(async () => {
  const sharmaBill = [
    "SHARMA DHABA",
    "Dal makhani 240",
    "Butter naan 160",
    "Lassi 120",
    "TOTAL 546",
  ];
  const guptaBill = ["GUPTA SWEETS", "Kaju katli 480", "Samosa x6 90", "Chai x3 60", "TOTAL 662"];
  photos.bill = await photo(bill(sharmaBill, -4, 240, "#6b4f3a"), 1);
  photos["another bill of another shop"] = await photo(bill(guptaBill, 7, 300, "#7a5c44"), 2);
  photos["another bill of the same shop"] = await photo(
    bill([...sharmaBill.slice(0, 3), "Chai 40", "TOTAL 466"], 3, 180, "#5f4533"),
    3,
  );
  photos.plates = await photo(
    plates(20, [
      [250, 250, 110],
      [550, 300, 90],
    ]),
    4,
  );
  photos["the same plates, moved"] = await photo(
    plates(25, [
      [300, 220, 100],
      [520, 320, 95],
    ]),
    5,
  );
  photos["other plates"] = await photo(
    plates(200, [
      [300, 220, 100],
      [560, 330, 120],
    ]),
    6,
  );
});

describe("a reused proof", () => {
  const edits: Record<string, (image: Buffer) => Promise<Buffer>> = {
    "half the size, saved as PNG": (image) =>
      sharp(image)
        .resize(WIDTH / 2)
        .png()
        .toBuffer(),
    "re-compressed as JPEG quality 50": (image) => sharp(image).jpeg({ quality: 50 }).toBuffer(),
    "cropped 3% at every edge": (image) => cropEdges(image, 0.03),
    "cropped 4% at every edge": (image) => cropEdges(image, 0.04),
    "cropped 5% at one edge": (image) =>
      sharp(image).extract({ left: 40, top: 0, width: 760, height: 600 }).jpeg().toBuffer(),
    "brightened by 15%": (image) => sharp(image).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
    "cropped, shrunk, brightened and re-compressed": async (image) =>
      sharp(await cropEdges(image, 0.03))
        .resize(300)
        .modulate({ brightness: 1.1 })
        .jpeg({ quality: 50 })
        .toBuffer(),
  };

  it.each(Object.keys(edits))("%s stays within the distance", async (edit) => {
    for (const original of [photos.bill, photos.plates]) {
      if (!original) throw new Error("photos not drawn");
      const edited = await edits[edit]?.(original);
      if (!edited) throw new Error(`no edit ${edit}`);
      const [before, after] = [await perceptualHash(original), await perceptualHash(edited)];
      expect(hammingDistance(before, after)).toBeLessThanOrEqual(REUSED_PROOF_DISTANCE - 2);
      // The lookup finds it only through a probed proof key (decision 026).
      const probes = new Set(proofProbes(after));
      expect(proofKeys(before).some((key) => probes.has(key))).toBe(true);
    }
  });

  it("uploaded again as the same file is stored as the same bytes, so the SHA-256 matches", async () => {
    const upload = photos.bill as Buffer;
    expect(await stored(Buffer.from(upload))).toEqual(await stored(upload));
  });

  it("uploaded at half size as PNG is stored within the distance of the first", async () => {
    const first = await stored(photos.bill as Buffer);
    const again = await stored(
      await sharp(photos.bill)
        .resize(WIDTH / 2)
        .png()
        .toBuffer(),
    );
    expect(again.sha256).not.toBe(first.sha256);
    expect(hammingDistance(first.perceptualHash, again.perceptualHash)).toBeLessThanOrEqual(
      REUSED_PROOF_DISTANCE - 2,
    );
  });
});

describe("a different photo", () => {
  it.each([
    ["bill", "another bill of another shop"],
    ["bill", "another bill of the same shop"],
    ["plates", "the same plates, moved"],
    ["plates", "other plates"],
    ["bill", "plates"],
  ])("(%s against %s) lies beyond the distance", async (first, second) => {
    const [a, b] = [photos[first], photos[second]];
    if (!a || !b) throw new Error("photos not drawn");
    const [hashA, hashB] = [await perceptualHash(a), await perceptualHash(b)];
    expect(hammingDistance(hashA, hashB)).toBeGreaterThanOrEqual(REUSED_PROOF_DISTANCE + 4);
    expect((await fingerprintProof(a)).sha256).not.toBe((await fingerprintProof(b)).sha256);
  });
});

describe("bills of one shop's layout (issue 30)", () => {
  const visits = [0, 1, 2, 3, 4, 5, 6, 7];

  it("are never taken for the same picture saved again, though the coarse hash brings some close", async () => {
    const hashes = await Promise.all(
      visits.map(async (visit) => perceptualHash(await sameLayoutBill(visit))),
    );
    const distances: number[] = [];
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        distances.push(hammingDistance(hashes[i] as string, hashes[j] as string));
      }
    }
    // Every pair is another visit: none within the re-saved distance, the only alarm (decision 053).
    expect(Math.min(...distances)).toBeGreaterThan(RESAVED_PROOF_DISTANCE);
    // Yet some come within the flag's distance: why a flag between 3 and 14 says "resembles".
    expect(distances.some((distance) => distance <= REUSED_PROOF_DISTANCE)).toBe(true);
  });

  it("re-used, re-compressed, resized, cropped or brightened, is still flagged", async () => {
    for (const visit of visits.slice(0, 4)) {
      const bill = await sameLayoutBill(visit);
      const original = await perceptualHash(bill);
      for (const edited of [
        sharp(bill).jpeg({ quality: 50 }).toBuffer(),
        sharp(bill)
          .resize(WIDTH / 2)
          .png()
          .toBuffer(),
        cropEdges(bill, 0.02),
        sharp(bill).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
      ]) {
        expect(hammingDistance(original, await perceptualHash(await edited))).toBeLessThanOrEqual(
          REUSED_PROOF_DISTANCE,
        );
      }
    }
  });
});

const hash64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const hex = (value: bigint) => value.toString(16).padStart(16, "0");

describe("hammingDistance", () => {
  it("counts the differing bits", () => {
    fc.assert(
      fc.property(hash64, hash64, (a, b) => {
        const naive = [...(a ^ b).toString(2)].filter((bit) => bit === "1").length;
        expect(hammingDistance(hex(a), hex(b))).toBe(naive);
      }),
    );
  });
});
