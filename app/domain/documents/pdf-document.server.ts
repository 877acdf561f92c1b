import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
// DejaVu from npm: every machine draws the same PDF, '₹' included, with no system font installed.
const fontFolder = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
// Noto Sans Devanagari from npm (the file the earnings statement always used): DejaVu has no
// Devanagari, so a Hindi name drawn in it prints as boxes (issue 46, point 1).
const devanagariFile = (weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
export const PDF_FONTS = {
  regular: path.join(fontFolder, "DejaVuSans.ttf"),
  bold: path.join(fontFolder, "DejaVuSans-Bold.ttf"),
  devanagari: devanagariFile(400),
  devanagariBold: devanagariFile(700),
} as const;

/**
 * An A4 PDF with DejaVu Sans as "regular" and "bold" and Noto Sans Devanagari as "devanagari"
 * and "devanagariBold"; draw text that may hold Hindi with `writeText`, then `pdfToBuffer`.
 */
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
  for (const [name, file] of Object.entries(PDF_FONTS)) doc.registerFont(name, file);
  doc.font("regular");
  return doc;
}

/**
 * Devanagari letters, signs and marks, the Vedic extensions, the joiners shaping needs, and '₹'
 * (in Noto's Devanagari file, not in the Latin one the statement uses).
 */
const DEVANAGARI = "\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D\u20B9";
const devanagariRuns = new RegExp(`([${DEVANAGARI}]+)`, "u");
const devanagariOnly = new RegExp(`^[${DEVANAGARI}]+$`, "u");

/** A text cut into runs of one script each: Devanagari (and '₹'), or everything else. */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  return text
    .split(devanagariRuns)
    .filter((run) => run !== "")
    .map((run) => ({ text: run, devanagari: devanagariOnly.test(run) }));
}

export type WriteOptions = {
  bold?: boolean;
  /** Wrap within this width (at spaces, across runs of both scripts); a table cell's width. */
  width?: number;
  align?: "left" | "right" | "center";
  /** Registered names of other fonts for the two scripts (the statement's Noto Sans pair). */
  fonts?: { latin: string; latinBold: string; devanagari: string; devanagariBold: string };
};

/**
 * Writes a text that may mix Hindi and English, each run in a font that has its letters, as one
 * wrapped paragraph (at `x`, `y` when given, else where the last text ended). Leaves `doc.y`
 * under it, like `doc.text`.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number } | null,
  options: WriteOptions = {},
): PDFKit.PDFDocument {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ text: "", devanagari: false });
  const fonts = options.fonts ?? {
    latin: "regular",
    latinBold: "bold",
    devanagari: "devanagari",
    devanagariBold: "devanagariBold",
  };
  const latin = options.bold ? fonts.latinBold : fonts.latin;
  const devanagari = options.bold ? fonts.devanagariBold : fonts.devanagari;
  const layout = {
    ...(options.width === undefined ? {} : { width: options.width }),
    ...(options.align ? { align: options.align } : {}),
  };
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc.font(run.devanagari ? devanagari : latin);
    if (index === 0 && at) doc.text(run.text, at.x, at.y, { ...layout, continued });
    else doc.text(run.text, { ...layout, continued });
  });
  doc.font(latin);
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
