import { describe, expect, it } from "vitest";
import { createPdfDocument, pdfToBuffer } from "./pdf-document.server";

describe("createPdfDocument", () => {
  it("makes an A4 PDF that embeds DejaVu Sans from npm, so '₹' draws on any machine", async () => {
    const doc = createPdfDocument({ title: "Tax Invoice RK/2026-27/000001" });
    doc.font("bold").text("Total ₹ 200.00");
    const pdf = (await pdfToBuffer(doc)).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(pdf).toContain("/MediaBox [0 0 595.28 841.89]");
  });
});
