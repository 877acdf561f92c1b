/**
 * Reads one generated bill by OCR and prints its facts as JSON: run under no-network.cjs by
 * read-bill.server.test.ts, to prove that the OCR worker downloads nothing.
 */
import { readBillText } from "~/domain/proofs/bill-text";
import { prepareProofImage } from "~/domain/proofs/prepare-proof-image.server";
import { readImageText, stopBillReader } from "~/domain/proofs/read-bill.server";
import { billPhoto } from "./bill-photos";

const stored = await prepareProofImage(
  await billPhoto({ number: "4711", printedDate: "12/11/2026", total: 45_000 }),
);
if (!stored.ok) throw new Error("the generated bill is not an image");
try {
  process.stdout.write(JSON.stringify(readBillText(await readImageText(stored.bytes))));
} finally {
  await stopBillReader();
}
