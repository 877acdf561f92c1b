import PDFDocument from "pdfkit";

/**
 * A PDF page set up once for every document ReviewKaro writes (statements, invoices): A4, margins
 * of 48 points, and the document's metadata without the producer's name or a creation clock.
 */
export function createPdfDocument(
  options: { title: string; author?: string } = { title: "ReviewKaro" },
) {
  return new PDFDocument({
    size: "A4",
    margin: 48,
    bufferPages: true,
    info: { Title: options.title, Author: options.author ?? "ReviewKaro", Producer: "ReviewKaro" },
  });
}

/** Ends the document and gives its bytes. */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
