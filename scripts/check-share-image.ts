/**
 * `node --import tsx scripts/check-share-image.ts FILE LANGUAGE [FILE LANGUAGE ...]`: reads share
 * images (PNG, from /b/{id}/share.png of a campaign in Indore) against the browser test's
 * reference drawings, and exits 1 when a fixed text differs from them (boxes, or another font).
 * deploy/stand-in/smoke.sh runs it on the images the container served.
 */
import { readFileSync } from "node:fs";
import { MAX_TEXT_DIFFERENCE, textDifferences } from "../tests/support/share-image-text";

const args = process.argv.slice(2);
let failed = false;
for (let i = 0; i + 1 < args.length; i += 2) {
  const [file, language] = [args[i] as string, args[i + 1]];
  if (language !== "en" && language !== "hi") throw new Error(`not a language: ${language}`);
  for (const [region, difference] of Object.entries(
    await textDifferences(readFileSync(file), language),
  )) {
    const ok = difference <= MAX_TEXT_DIFFERENCE;
    failed ||= !ok;
    console.log(
      `${ok ? "ok  " : "FAIL"} ${region}: ${difference} of its pixels unlike the reference`,
    );
  }
}
process.exit(failed ? 1 : 0);
