import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { stringify } from "csv-stringify/sync";
import { createPdfDocument, pdfToBuffer, writeText } from "~/domain/documents/pdf-document.server";
import type { EarningsStatement } from "~/domain/money/earnings-statement.server";
import { formatDate, kolkataDateKey } from "~/domain/shared/dates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { type EntryWords, payoutOutcomeOf, statementEntry } from "./statement-entry";

/** The statement's words in the person's language (statement.* messages), already filled in. */
export type StatementWords = {
  title: string;
  year: string;
  reviewer: string;
  date: string;
  entry: string;
  amount: string;
  reasons: Record<EarningsStatement["lines"][number]["reason"], string>;
  payoutOutcome: EntryWords["payoutOutcome"];
  earned: string;
  paidOut: string;
  returned: string;
  opening: string;
  closing: string;
  generated: string;
  none: string;
};

/** The statement's words in `language`, for the reviewer named, on the year of `statement`. */
export function statementWords(
  language: Language,
  input: { label: string; startYear: number; name: string; phone: string; today: Date },
): StatementWords {
  const t = serverT(language);
  const { label, startYear } = input;
  return {
    title: t("statement.title"),
    year: t("statement.year", { label, from: startYear, to: startYear + 1 }),
    reviewer: t("statement.reviewer", { name: input.name, phone: input.phone }),
    date: t("statement.date"),
    entry: t("statement.entry"),
    amount: t("statement.amount"),
    reasons: {
      review_reward: t("statement.review_reward"),
      payout_request: t("statement.payout_request"),
      payout_refund: t("statement.payout_refund"),
      balance_given_up: t("statement.balance_given_up"),
    },
    payoutOutcome: ({ status, reference }) => {
      const outcome = payoutOutcomeOf(status);
      if (outcome === "paid" && reference) return t("statement.payoutPaidUtr", { utr: reference });
      return t(`statement.payout_${outcome}`);
    },
    earned: t("statement.earned"),
    paidOut: t("statement.paidOut"),
    returned: t("statement.returned"),
    opening: t("statement.opening"),
    closing: t("statement.closing"),
    generated: t("statement.generated", { date: formatDate(input.today, language) }),
    none: t("statement.none"),
  };
}

/** The statement as CSV: one row per ledger entry, then the totals (UTF-8 with BOM for Excel). */
export function statementCsv(statement: EarningsStatement, words: StatementWords): string {
  const rows: (string | number)[][] = [[words.opening, "", statement.opening]];
  for (const line of statement.lines) {
    const entry = statementEntry(line, words);
    rows.push([kolkataDateKey(line.at), entry, line.amount]);
  }
  rows.push(
    [words.earned, "", statement.earned],
    [words.paidOut, "", -statement.paidOut],
    [words.returned, "", statement.returned],
    [words.closing, "", statement.closing],
  );
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [words.date, words.entry, words.amount],
    escape_formulas: true,
    record_delimiter: "windows",
  });
}

const require = createRequire(import.meta.url);
const fontFile = (subset: "latin" | "devanagari", weight: 400 | 700) =>
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
    ),
  );
let fonts: Record<string, Buffer> | null = null;
function loadFonts() {
  fonts ??= {
    latin: fontFile("latin", 400),
    latinBold: fontFile("latin", 700),
    deva: fontFile("devanagari", 400),
    devaBold: fontFile("devanagari", 700),
  };
  return fonts;
}

const noto = {
  latin: "latin",
  latinBold: "latinBold",
  devanagari: "deva",
  devanagariBold: "devaBold",
};

/** Devanagari and the rupee sign are in one font file, Latin in another: text is written in runs. */
const devanagari = "\u0900-\u097F\u1CD0-\u1CFF\u20B9\u200C\u200D\uA8E0-\uA8FF";
const devanagariRun = new RegExp(`([${devanagari}]+)`, "u");
const isDevanagari = (run: string) => new RegExp(`^[${devanagari}]+$`, "u").test(run);

type Doc = ReturnType<typeof createPdfDocument>;

/** Writes one line at (x, y), each run in its font; right-aligned within `width` when asked. */
function write(
  doc: Doc,
  text: string,
  options: { x: number; y: number; bold?: boolean; size?: number; width?: number; right?: boolean },
) {
  const runs = text.split(devanagariRun).filter((run) => run !== "");
  const fontOf = (run: string) =>
    `${isDevanagari(run) ? "deva" : "latin"}${options.bold ? "Bold" : ""}`;
  doc.fontSize(options.size ?? 10);
  const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run));
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x = options.right && options.width ? options.x + options.width - total : options.x;
  runs.forEach((run, index) => {
    doc.font(fontOf(run)).text(run, x, options.y, { lineBreak: false });
    x += widths[index] ?? 0;
  });
}

const rupees = (amount: number) => `₹${Math.abs(amount).toLocaleString("en-IN")}`;
const signed = (amount: number) => `${amount < 0 ? "−" : ""}${rupees(amount)}`;

/** The statement as an A4 PDF: heading, the entries, and totals that add up to the ledger. */
export async function statementPdf(
  statement: EarningsStatement,
  words: StatementWords,
): Promise<Buffer> {
  const doc = createPdfDocument({ title: words.title });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const left = 48;
  const right = doc.page.width - 48;
  write(doc, words.title, { bold: true, size: 18, x: left, y: 48 });
  write(doc, words.year, { size: 11, x: left, y: 76 });
  write(doc, words.reviewer, { size: 11, x: left, y: 94 });
  let y = 130;
  const row = (date: string, entry: string, amount: string, bold = false) => {
    if (y > doc.page.height - 80) {
      doc.addPage();
      y = 48;
    }
    write(doc, date, { x: left, y, bold });
    // Wrapped within its column, so a long (Hindi) business name takes a second line (issue 46).
    doc.fontSize(10);
    writeText(
      doc,
      entry,
      { x: left + 80, y },
      { bold, width: right - 112 - (left + 80), fonts: noto },
    );
    const bottom = doc.y;
    write(doc, amount, { x: right - 100, y, width: 100, right: true, bold });
    y = Math.max(y + 18, bottom + 2);
  };
  row(words.date, words.entry, words.amount, true);
  doc
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .strokeColor("#999999")
    .stroke();
  row("", words.opening, signed(statement.opening));
  for (const line of statement.lines) {
    const entry = statementEntry(line, words);
    row(kolkataDateKey(line.at), entry, signed(line.amount));
  }
  if (statement.lines.length === 0) row("", words.none, "");
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .strokeColor("#999999")
    .stroke();
  y += 6;
  row("", words.earned, rupees(statement.earned), true);
  row("", words.paidOut, signed(-statement.paidOut), true);
  row("", words.returned, rupees(statement.returned), true);
  row("", words.closing, signed(statement.closing), true);
  y += 12;
  write(doc, words.generated, { size: 9, x: left, y });
  return pdfToBuffer(doc);
}
