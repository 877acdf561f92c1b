/**
 * Cost of reading a bill as text (issue 49, decision 129): `npm run bench:ocr [count]`. Generates
 * `count` (default 20) bills of one layout (tests/support/bill-photos.ts), stores each as a
 * submission does (prepareProofImage: WebP, at most 1600 px a side) on disk, then times, per
 * proof, what the bill-reading job does with it outside its transaction: reading the file,
 * OCR (tesseract.js, one reused worker) and the extraction. CPU is the process's (its OCR worker
 * thread included), user + system. Prints the mean and p95 per proof, the worker's start apart,
 * then the perceptual hash against the text check on the same bills and on one re-photographed
 * bill, and whether the submission's modules load tesseract.js (they must not).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { readBillText } from "../app/domain/proofs/bill-text";
import { prepareProofImage } from "../app/domain/proofs/prepare-proof-image.server";
import {
  hammingDistance,
  perceptualHash,
  REUSED_PROOF_DISTANCE,
} from "../app/domain/trust/similar-proofs.server";
import { createDiskStorage } from "../app/storage/storage.server";
import { billPhoto, differentBills, rephotographed } from "../tests/support/bill-photos";
import { percentileCont } from "../tests/support/percentile";

const count = Number(process.argv[2] ?? 20);
const require = createRequire(import.meta.url);

function ocrLoaded(): boolean {
  return Object.keys(require.cache).some((file) =>
    file.includes(`${path.sep}tesseract.js${path.sep}`),
  );
}

async function stored(photo: Buffer): Promise<Buffer> {
  const prepared = await prepareProofImage(photo);
  if (!prepared.ok) throw new Error("a generated bill is not an image");
  return prepared.bytes;
}

const round = (value: number | null, digits = 0) =>
  value === null ? null : Number(value.toFixed(digits));

async function main() {
  // The submission's modules first: loading them must not load OCR (lint:layers forbids it too).
  await import("../app/domain/reviews/submit-review.server");
  await import("../app/domain/reviews/revise-review.server");
  const submissionLoadsOcr = ocrLoaded();
  const { readImageText, stopBillReader } = await import("../app/domain/proofs/read-bill.server");
  if (!ocrLoaded()) throw new Error("the check cannot see tesseract.js loading");

  const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-bench-ocr-"));
  const storage = createDiskStorage({ dir });
  try {
    const bills = differentBills(count);
    const keys: string[] = [];
    for (const [i, bill] of bills.entries()) {
      const key = `proofs/bench${String(i).padStart(4, "0")}.webp`;
      await storage.put(key, await stored(await billPhoto(bill, 11 + i)), "image/webp");
      keys.push(key);
    }
    const sizes = await Promise.all(
      keys.map(async (key) => (await storage.get(key))?.bytes.length ?? 0),
    );

    // The worker's start (once a process): the language data read and the engine made.
    const startCpu = process.cpuUsage();
    const startWall = performance.now();
    await readImageText((await storage.get(keys[0] ?? ""))?.bytes ?? Buffer.alloc(0));
    const start = {
      cpuMs: round((process.cpuUsage(startCpu).user + process.cpuUsage(startCpu).system) / 1000),
      wallMs: round(performance.now() - startWall),
    };

    const cpuMs: number[] = [];
    const wallMs: number[] = [];
    let readRight = 0;
    for (const [i, key] of keys.entries()) {
      const cpu = process.cpuUsage();
      const wall = performance.now();
      const file = await storage.get(key);
      const facts = readBillText(await readImageText(file?.bytes ?? Buffer.alloc(0)));
      const used = process.cpuUsage(cpu);
      cpuMs.push((used.user + used.system) / 1000);
      wallMs.push(performance.now() - wall);
      const bill = bills[i];
      if (facts?.number === bill?.number && facts?.total === bill?.total) readRight += 1;
    }
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;

    // The hash against the text: ten bills of one layout, and the first one photographed again.
    const ten = bills.slice(0, 10);
    const tenStored = await Promise.all(
      ten.map(async (bill, i) => stored(await billPhoto(bill, 11 + i))),
    );
    const hashes = await Promise.all(tenStored.map((bytes) => perceptualHash(bytes)));
    const pairs = hashes.flatMap((a, i) => hashes.slice(i + 1).map((b) => hammingDistance(a, b)));
    const tenFacts = await Promise.all(
      tenStored.map(async (bytes) => readBillText(await readImageText(bytes))),
    );
    const sameKey = (facts: ReturnType<typeof readBillText>) =>
      `${facts?.number}|${facts?.date}|${facts?.total}`;
    const distinctBills = new Set(tenFacts.map(sameKey)).size;
    const firstPhoto = await billPhoto(ten[0] ?? bills[0] ?? never(), 11);
    const edits = [
      { crop: 0.01, turn: 2, seed: 3 },
      { crop: 0.02, turn: -3, seed: 4 },
      { crop: 0.03, turn: 3.5, seed: 5 },
      { crop: 0.03, turn: 4, seed: 6 },
    ];
    const again = [];
    for (const edit of edits) {
      const bytes = await stored(await rephotographed(firstPhoto, edit));
      const facts = readBillText(await readImageText(bytes));
      again.push({
        ...edit,
        hashDistance: hammingDistance(hashes[0] ?? "", await perceptualHash(bytes)),
        sameBillByText: sameKey(facts) === sameKey(tenFacts[0] ?? null),
      });
    }

    console.log(
      JSON.stringify(
        {
          proofs: count,
          storedKbMean: round(mean(sizes) / 1024),
          readRight,
          workerStart: start,
          perProof: {
            cpuMsMean: round(mean(cpuMs)),
            cpuMsP95: round(percentileCont(cpuMs, 0.95)),
            wallMsMean: round(mean(wallMs)),
            wallMsP95: round(percentileCont(wallMs, 0.95)),
          },
          hashAgainstText: {
            reusedProofDistance: REUSED_PROOF_DISTANCE,
            tenBillsOfOneLayout: {
              hashDistanceMin: Math.min(...pairs),
              hashDistanceMax: Math.max(...pairs),
              pairsTheHashCallsReused: pairs.filter((d) => d <= REUSED_PROOF_DISTANCE).length,
              pairs: pairs.length,
              billsTheTextTellsApart: distinctBills,
            },
            oneBillPhotographedAgain: again,
          },
          submissionLoadsOcr,
        },
        null,
        2,
      ),
    );
    if (submissionLoadsOcr) process.exitCode = 1;
  } finally {
    await stopBillReader();
    rmSync(dir, { recursive: true, force: true });
  }
}

function never(): never {
  throw new Error("no bill");
}

await main();
