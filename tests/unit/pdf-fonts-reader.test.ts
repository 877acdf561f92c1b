import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfFontUses } from "../support/pdf-fonts";

/** A page's content whose compressed bytes end with a carriage return (0x0d), as pdfkit's sometimes do. */
function contentEndingInCarriageReturn(): Buffer {
  for (let padding = 0; padding < 100_000; padding += 1) {
    const data = deflateSync(`BT /F1 12 Tf <0001> Tj ET % ${padding}\n`);
    if (data.at(-1) === 0x0d) return data;
  }
  throw new Error("no padding gives a stream ending in \\r");
}

/** A one-page PDF drawing code 1 (the letter A) with a Type0 font, its content compressed. */
function pdfWith(content: Buffer): Buffer {
  const cmap = "beginbfchar\n<0001> <0041>\nendbfchar";
  const parts: (string | Buffer)[] = [
    "%PDF-1.3\n",
    "1 0 obj\n<< /Type /Page /Resources << /Font << /F1 2 0 R >> >> /Contents 6 0 R >>\nendobj\n",
    "2 0 obj\n<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+Test /DescendantFonts [3 0 R] /ToUnicode 5 0 R >>\nendobj\n",
    "3 0 obj\n<< /Type /Font /Subtype /CIDFontType2 /FontDescriptor 4 0 R >>\nendobj\n",
    "4 0 obj\n<< /Type /FontDescriptor /FontFile2 7 0 R >>\nendobj\n",
    `5 0 obj\n<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream\nendobj\n`,
    `6 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
    content,
    "\nendstream\nendobj\n%%EOF\n",
  ];
  return Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : part)),
  );
}

describe("the tests' PDF reader", () => {
  it("reads a compressed stream whose last byte is a carriage return, by its /Length", () => {
    const uses = pdfFontUses(pdfWith(contentEndingInCarriageReturn()));
    expect(uses).toEqual([{ name: "ABCDEF+Test", embedded: true, text: "A", missingGlyphs: 0 }]);
  });
});
