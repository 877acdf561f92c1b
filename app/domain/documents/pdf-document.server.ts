import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
// DejaVu from npm: every machine draws the same PDF, '₹' included, with no system font installed.
const fontFolder = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
export const PDF_FONTS = {
  regular: path.join(fontFolder, "DejaVuSans.ttf"),
  bold: path.join(fontFolder, "DejaVuSans-Bold.ttf"),
} as const;

/** An A4 PDF with DejaVu Sans as "regular" and "bold"; draw on it, then `pdfToBuffer`. */
export function createPdfDocument(
  info: { title?: string; author?: string; subject?: string } = {},
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    // Pages kept until the end, so a statement can number them once it knows how many there are.
    bufferPages: true,
    info: {
      Title: info.title ?? "ReviewKaro",
      Author: info.author ?? "ReviewKaro",
      // Plain text beside the drawn glyphs: a reader (or a test) finds the document's key facts.
      ...(info.subject ? { Subject: info.subject } : {}),
      Producer: "ReviewKaro",
    },
    compress: true,
  });
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);
  doc.font("regular");
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
