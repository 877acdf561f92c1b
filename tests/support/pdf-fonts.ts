import { inflateSync } from "node:zlib";

/**
 * Reads what a PDF draws, font by font, from its bytes alone (issue 46, point 1): the embedded
 * fonts, and for each the characters its glyphs stand for (its ToUnicode map, applied to every
 * string the pages show with it). Written for the PDFs pdfkit makes (Type0 fonts, Identity-H,
 * two-byte codes); answers nothing it cannot read rather than guessing.
 */
export type PdfFontUse = {
  /** The font's name as embedded, subset tag included (ABCDEF+NotoSansDevanagari-Bold). */
  name: string;
  /** Whether the font file itself is in the PDF (FontFile2/FontFile3 in its descriptor). */
  embedded: boolean;
  /** Every character drawn with it, as its ToUnicode map reads them. */
  text: string;
  /** How many drawn codes are glyph 0, '.notdef': a character the font has no glyph for. */
  missingGlyphs: number;
};

type PdfObject = { dict: string; stream: Buffer | null };

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of text.matchAll(pattern)) {
    const body = match[2] ?? "";
    const start = body.indexOf("stream");
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    let from = start + "stream".length;
    if (body[from] === "\r") from += 1;
    if (body[from] === "\n") from += 1;
    // The stream's own /Length when it is written there: its last byte may be a \r, which the
    // end-of-line before `endstream` would otherwise take with it.
    const length = /\/Length\s+(\d+)(?![\d\s]*R)/.exec(dict)?.[1];
    const to = body.lastIndexOf("endstream");
    let raw = Buffer.from(
      length === undefined
        ? body.slice(from, to).replace(/\r?\n$/, "")
        : body.slice(from, from + Number(length)),
      "latin1",
    );
    if (/\/Filter\s*\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    objects.set(Number(match[1]), { dict, stream: raw });
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1];
  return found === undefined ? null : Number(found);
};

/** A ToUnicode CMap (bfrange arrays and bfchar) as code → characters. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? "";
    for (const range of body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F ]+>)/g,
    )) {
      const start = parseInt(range[1] ?? "0", 16);
      const end = parseInt(range[2] ?? "0", 16);
      const target = range[3] ?? "";
      if (target.startsWith("[")) {
        const items = [...target.matchAll(/<([0-9a-fA-F ]*)>/g)].map((item) => item[1] ?? "");
        for (const [index, item] of items.entries()) map.set(start + index, hexText(item));
      } else {
        const first = parseInt(target.slice(1, -1).replace(/ /g, ""), 16);
        for (let code = start; code <= end; code += 1)
          map.set(code, String.fromCodePoint(first + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F ]+)>/g))
      map.set(parseInt(pair[1] ?? "0", 16), hexText(pair[2] ?? ""));
  return map;
}

/** The fonts a PDF embeds and what each one draws, read from its objects and page contents. */
export function pdfFontUses(pdf: Buffer): PdfFontUse[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<number, PdfFontUse & { codes: Map<number, string> }>();
  for (const [id, object] of objects) {
    if (!/\/Type\s*\/Font\b/.test(object.dict) || !/\/Subtype\s*\/Type0/.test(object.dict))
      continue;
    const name = /\/BaseFont\s*\/([^\s/<>[\]]+)/.exec(object.dict)?.[1] ?? "?";
    const descendant = /\/DescendantFonts\s*\[\s*(\d+) 0 R/.exec(object.dict)?.[1];
    const descriptorId = ref(objects.get(Number(descendant))?.dict ?? "", "FontDescriptor");
    const descriptor = objects.get(descriptorId ?? -1)?.dict ?? "";
    const cmapId = ref(object.dict, "ToUnicode");
    const cmap = objects.get(cmapId ?? -1)?.stream?.toString("latin1") ?? "";
    fonts.set(id, {
      name,
      embedded: /\/FontFile[23]\s+\d+ 0 R/.test(descriptor),
      text: "",
      missingGlyphs: 0,
      codes: toUnicode(cmap),
    });
  }
  // Resource names (/F1) → font objects, from every /Font dictionary of the pages' resources.
  const byResource = new Map<string, number>();
  for (const object of objects.values())
    for (const dict of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const entry of (dict[1] ?? "").matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g))
        byResource.set(entry[1] ?? "", Number(entry[2]));
  for (const object of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(object.dict)) continue;
    const contentsIds = [
      ...(
        /\/Contents\s*\[([^\]]*)\]/.exec(object.dict)?.[1] ?? `${ref(object.dict, "Contents")} 0 R`
      ).matchAll(/(\d+) 0 R/g),
    ].map((match) => Number(match[1]));
    for (const contentsId of contentsIds) {
      const content = objects.get(contentsId)?.stream?.toString("latin1") ?? "";
      let font: (PdfFontUse & { codes: Map<number, string> }) | undefined;
      for (const op of content.matchAll(
        /\/([^\s/]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
      )) {
        if (op[1] !== undefined) {
          font = fonts.get(byResource.get(op[1]) ?? -1);
          continue;
        }
        if (!font) throw new Error("text drawn before any font was chosen");
        const hex =
          op[2] !== undefined
            ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("")
            : (op[3] ?? "");
        for (const unit of hex.match(/[0-9a-fA-F]{4}/g) ?? []) {
          const code = parseInt(unit, 16);
          if (code === 0) font.missingGlyphs += 1;
          font.text += font.codes.get(code) ?? "\uFFFD";
        }
      }
    }
  }
  return [...fonts.values()].map(({ codes: _codes, ...use }) => use);
}

/** Devanagari letters, signs and marks, and the Vedic extensions. */
export const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/u;
