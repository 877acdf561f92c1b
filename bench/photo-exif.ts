/**
 * The cost of reading a proof's EXIF time and GPS (issue 49, decision 129): readPhotoExif on a
 * 5 MB phone-like JPEG with its EXIF at the head, against the re-encoding every proof already
 * pays. Run: npx tsx bench/photo-exif.ts
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { readPhotoExif } from "~/domain/proofs/photo-facts.server";
import { prepareProofImage } from "~/domain/proofs/prepare-proof-image.server";

const RUNS = 200;

/** A 4000 × 3000 noisy photo at quality 85 (about 5 MB) with a phone's EXIF time and GPS. */
async function fiveMegabytePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    pixels[i] = (i % 251) + ((state >> 16) % 5);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "BenchPhone" },
      IFD2: { DateTimeOriginal: "2026:11:21 14:05:09", OffsetTimeOriginal: "+05:30" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "23/1 15/1 359640/10000",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 24/1 453600/10000",
      },
    })
    .toBuffer();
}

const photo = await fiveMegabytePhoto();
const facts = await readPhotoExif(photo);
if (!facts.position || !facts.takenAt) throw new Error("the bench photo's EXIF was not read");
for (let i = 0; i < 20; i++) await readPhotoExif(photo);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await readPhotoExif(photo);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const encode: number[] = [];
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  await prepareProofImage(photo);
  encode.push(performance.now() - start);
}
console.log(
  JSON.stringify({
    photoBytes: photo.length,
    runs: RUNS,
    exifMedianMs: Number(at(0.5).toFixed(3)),
    exifP95Ms: Number(at(0.95).toFixed(3)),
    reencodeMedianMs: Number([...encode].sort((a, b) => a - b)[1]?.toFixed(1)),
  }),
);
