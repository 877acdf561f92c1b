/**
 * The text of a proof photo, read by OCR (issue 49, decision 129): tesseract.js with the English
 * language data installed as a package (@tesseract.js-data/eng), so nothing is downloaded at run
 * time. One worker (a thread) is made at the first read and reused; `stopBillReader` ends it on
 * shutdown. Only the bill-reading job calls this, after commit: no submission waits for OCR.
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import Tesseract from "tesseract.js";

const require = createRequire(import.meta.url);

/**
 * The packaged language data: the integer LSTM model ('4.0.0_best_int', 2.9 MB), the one
 * tesseract.js itself picks for the LSTM engine; the package's index names the larger legacy one.
 */
export const ENGLISH_DATA_DIR = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

/**
 * The worker's options: the language data read from the folder above (a local path, not a URL,
 * so tesseract.js reads the file instead of fetching), gzipped as packaged, and no cache (nothing
 * is read from or written to a cache folder; the package is the only source). The engine's code
 * (tesseract.js-core) and the worker script are the installed packages' own files.
 */
export const OCR_WORKER_OPTIONS = {
  langPath: ENGLISH_DATA_DIR,
  gzip: true,
  cacheMethod: "none",
} as const;

/** Below this width a photo is enlarged before OCR: small print reads better at ~30 px a line. */
const MIN_OCR_WIDTH = 1200;

let worker: Promise<Tesseract.Worker> | null = null;

function englishWorker(): Promise<Tesseract.Worker> {
  worker ??= (async () => {
    const made = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, OCR_WORKER_OPTIONS);
    // Stored proofs carry no resolution; a phone photo of a bill is read as 300 dpi print.
    await made.setParameters({ user_defined_dpi: "300" });
    return made;
  })().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/**
 * The text OCR reads in an image (the stored proof: WebP, at most 1600 px a side). The image is
 * made grey and its contrast stretched first, and enlarged when narrow. Throws when the image
 * cannot be decoded; the job counts that as a failed try.
 */
export async function readImageText(bytes: Buffer): Promise<string> {
  const image = sharp(bytes).autoOrient().flatten({ background: "#ffffff" }).greyscale();
  const { width = 0 } = await image.metadata();
  const prepared = await image
    .resize(width > 0 && width < MIN_OCR_WIDTH ? { width: MIN_OCR_WIDTH } : undefined)
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { data } = await (await englishWorker()).recognize(prepared);
  return data.text;
}

/** Ends the OCR worker, if one was made (server shutdown, a test's end). */
export async function stopBillReader(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}
