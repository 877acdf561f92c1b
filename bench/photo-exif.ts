/**
 * The cost of reading a proof's EXIF time and GPS (issue 49, decision 129): readPhotoExif on a
 * 5 MB phone-like JPEG with its EXIF at the head, against the re-encoding every proof already
 * pays. Run: npx tsx bench/photo-exif.ts
 */
import { performance } from "node:perf_hooks";
import { readPhotoExif } from "~/domain/proofs/photo-facts.server";
import { prepareProofImage } from "~/domain/proofs/prepare-proof-image.server";
import { phonePhoto } from "./phone-photo";

const RUNS = 200;

// A 4000 × 3000 photo (about 5 MB) with its EXIF time and GPS (Bhopal).
const photo = await phonePhoto({
  width: 4000,
  height: 3000,
  seed: 0,
  latitude: "23/1 15/1 359640/10000",
  longitude: "77/1 24/1 453600/10000",
});
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
