/**
 * What a bill or receipt says, from the text OCR read off its photo (issue 49, decision 129): its
 * number, date, total and the seller's GSTIN, each only when the text says it plainly. Pure: the
 * same text always gives the same facts. Nothing about the review is read here, never its rating.
 */

export type BillFacts = {
  /** Upper case, as printed after its label ('Bill No: 4711' → '4711'). */
  number: string | null;
  /** ISO yyyy-mm-dd; numeric dates are read day first, as Indian bills print them. */
  date: string | null;
  /** In paise. */
  total: number | null;
  /** 15 characters whose check character is right. */
  gstin: string | null;
};

/** The bill's facts, or null when the text names none of them (not a bill). */
export function readBillText(text: string): BillFacts | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  const facts: BillFacts = {
    number: billNumber(lines),
    date: billDate(lines),
    total: billTotal(lines),
    gstin: findGstin(text),
  };
  const found = Object.values(facts).some((value) => value !== null);
  return found ? facts : null;
}

// ---------------------------------------------------------------------------------------------
// OCR confusions: letters read for digits inside what must be a number.

const AS_DIGIT: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  l: "1",
  I: "1",
  i: "1",
  "|": "1",
  S: "5",
  s: "5",
  B: "8",
  Z: "2",
  z: "2",
};
const AS_LETTER: Record<string, string> = { "0": "O", "1": "I", "5": "S", "8": "B", "2": "Z" };

/**
 * A token that must be digits, with letters OCR confuses for digits put back; null when it has no
 * real digit (a word is not a number) or other letters.
 */
function asDigits(token: string): string | null {
  if (!/\d/.test(token)) return null;
  let out = "";
  for (const char of token) {
    if (/\d/.test(char)) out += char;
    else if (AS_DIGIT[char] !== undefined) out += AS_DIGIT[char];
    else return null;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Bill number

/** Labels in the order they are trusted: a bill's own number before an order's or a token's. */
const NUMBER_LABELS = [
  /\bbill\s*(?:no|num(?:ber)?|#)/i,
  /\binv(?:oice)?\s*(?:no|num(?:ber)?|#)/i,
  /\b(?:receipt|rcpt)\s*(?:no|num(?:ber)?|#)/i,
  /\border\s*(?:no|num(?:ber)?|id|#)/i,
  /\b(?:kot|token)\s*(?:no|num(?:ber)?|#)?/i,
];

function billNumber(lines: string[]): string | null {
  for (const label of NUMBER_LABELS) {
    for (const line of lines) {
      const at = line.match(label);
      if (at?.index === undefined) continue;
      const rest = line.slice(at.index + at[0].length);
      const value = rest.match(/^[\s.:#\-–]*([A-Za-z0-9|][A-Za-z0-9/\-|]*)/)?.[1];
      const number = value === undefined ? null : normaliseBillNumber(value);
      if (number !== null) return number;
    }
  }
  return null;
}

/** Upper case; all-digit numbers with OCR's letters put back; needs at least one digit. */
function normaliseBillNumber(value: string): string | null {
  const trimmed = value.replace(/[/-]+$/, "");
  const digits = asDigits(trimmed);
  if (digits !== null) return digits;
  if (!/\d/.test(trimmed) || trimmed.length > 30) return null;
  return trimmed.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Date

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DIGITISH = "[0-9OoIl|SB]";
const NUMERIC_DATE = new RegExp(
  `(?<![0-9])(${DIGITISH}{1,2})\\s?[/.\\-]\\s?(${DIGITISH}{1,2})\\s?[/.\\-]\\s?(${DIGITISH}{4}|${DIGITISH}{2})(?![0-9])`,
);
const ISO_DATE = new RegExp(
  `(?<![0-9])(${DIGITISH}{4})-(${DIGITISH}{1,2})-(${DIGITISH}{1,2})(?![0-9])`,
);
const NAMED_DATE = new RegExp(
  `(?<![0-9])(${DIGITISH}{1,2})(?:st|nd|rd|th)?[\\s\\-/.,]*(${MONTHS.join("|")})[a-z]*\\.?[\\s\\-/.,']*(${DIGITISH}{4}|${DIGITISH}{2})(?![0-9])`,
  "i",
);
const NAMED_MONTH_FIRST = new RegExp(
  `\\b(${MONTHS.join("|")})[a-z]*\\.?\\s+(${DIGITISH}{1,2})(?:st|nd|rd|th)?,?\\s+(${DIGITISH}{4})(?![0-9])`,
  "i",
);

/** The first date on a line labelled 'Date', else the first date anywhere. */
function billDate(lines: string[]): string | null {
  const labelled = lines.filter((line) => /\bdate?d?\b|\bdt\b/i.test(line));
  for (const line of [...labelled, ...lines]) {
    const date = dateIn(line);
    if (date !== null) return date;
  }
  return null;
}

function dateIn(line: string): string | null {
  const iso = line.match(ISO_DATE);
  if (iso) {
    const date = isoDate(iso[1], iso[2], iso[3]);
    if (date) return date;
  }
  const numeric = line.match(NUMERIC_DATE);
  if (numeric) {
    const date = isoDate(numeric[3], numeric[2], numeric[1]);
    if (date) return date;
  }
  const named = line.match(NAMED_DATE);
  if (named?.[2]) {
    const date = isoDate(named[3], String(MONTHS.indexOf(named[2].toLowerCase()) + 1), named[1]);
    if (date) return date;
  }
  const monthFirst = line.match(NAMED_MONTH_FIRST);
  if (monthFirst?.[1]) {
    const month = String(MONTHS.indexOf(monthFirst[1].toLowerCase()) + 1);
    return isoDate(monthFirst[3], month, monthFirst[2]);
  }
  return null;
}

/** A real calendar day between 2000 and 2099 as yyyy-mm-dd; two-digit years are 20yy. */
function isoDate(
  yearText: string | undefined,
  monthText: string | undefined,
  dayText: string | undefined,
) {
  const [y, m, d] = [yearText, monthText, dayText].map((part) =>
    part === undefined ? null : asDigits(part),
  );
  if (!y || !m || !d) return null;
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Total

/** What a bill's payable amount is called, the final ones first; a plain 'Total' after them. */
const FINAL_TOTAL =
  /\b(?:grand\s*total|net\s*(?:amount|amt|payable|total)|amount\s*(?:payable|due)|total\s*(?:payable|due)|bill\s*amount|payable\s*amount)\b/i;
const PLAIN_TOTAL = /\btotal(?:\s*(?:amount|amt|rs|inr))?\b/i;
/** 'Sub Total', 'Total Qty', 'Total Items', 'Total Tax' are not what was paid. */
const NOT_TOTAL =
  /\bsub\s*-?\s*total|\btotal\s*(?:qty|quantity|items?|tax|gst|discount|savings?)\b/i;

/** Rupees with paise, Indian or plain grouping ('1,25,000.50', '450', 'Rs.450.00', '₹ 450'). */
const AMOUNT = /(?<![0-9.,])(\d{1,3}(?:,\d{2,3})+|\d+)(?:\s?[.,]\s?(\d{2}))?(?![0-9])/g;

/** The largest amount on a line with the final label, else on a 'Total' line; in paise. */
function billTotal(lines: string[]): number | null {
  for (const label of [FINAL_TOTAL, PLAIN_TOTAL]) {
    let best: number | null = null;
    for (const line of lines) {
      const at = line.match(label);
      if (at?.index === undefined || NOT_TOTAL.test(line)) continue;
      const amount = lastAmount(line.slice(at.index + at[0].length));
      if (amount !== null && (best === null || amount > best)) best = amount;
    }
    if (best !== null) return best;
  }
  return null;
}

/** The line's last amount, in paise, after OCR's letters inside numbers are put back. */
function lastAmount(text: string): number | null {
  const cleaned = text
    .replace(/(?:₹|rs\.?|inr)/gi, " ")
    .replace(/[0-9OolI|S][0-9OolI|S.,]*[0-9OolI|S]|[0-9]/g, (token) =>
      /\d/.test(token) ? token.replace(/[OolI|S]/g, (char) => AS_DIGIT[char] ?? char) : token,
    );
  let last: number | null = null;
  for (const match of cleaned.matchAll(AMOUNT)) {
    const rupees = Number((match[1] ?? "").replace(/,/g, ""));
    const paise = rupees * 100 + Number(match[2] ?? 0);
    if (Number.isSafeInteger(paise) && paise > 0) last = paise;
  }
  return last;
}

// ---------------------------------------------------------------------------------------------
// GSTIN

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Which of a GSTIN's first 14 positions are digits (D) and letters (L); '?' either. */
const GSTIN_SHAPE = "DDLLLLLDDDDL?Z";

/**
 * The GSTIN's 15th character: Luhn mod 36 over the first 14 (CBIC, 'GSTIN format': two digits of
 * the state code, the PAN, the entity number, 'Z' and a check code; the check code is computed
 * by the Luhn mod N algorithm with N = 36 over the characters 0–9 and A–Z). From the right of the
 * 14, every second character's value, starting with the rightmost, is doubled; each product adds
 * its quotient and remainder by 36; the check character makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] ?? "0";
}

/** A GSTIN as written: state code 01–38, a PAN's shape, an entity character, 'Z', its check. */
export function isGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  const state = Number(value.slice(0, 2));
  return state >= 1 && state <= 38 && gstinCheckCharacter(value) === value[14];
}

/**
 * The first run of 15 characters that is a GSTIN once OCR's confusions are put right by position
 * (a digit where a letter must be, or a letter where a digit must be); the check character makes
 * a wrong repair fail rather than pass.
 */
function findGstin(text: string): string | null {
  const compact = text.toUpperCase().replace(/[^0-9A-Z|]+/g, (gap) => (gap === " " ? "" : "\n"));
  for (const run of compact.split("\n")) {
    for (let start = 0; start + 15 <= run.length; start++) {
      const gstin = repairGstin(run.slice(start, start + 15));
      if (gstin !== null) return gstin;
    }
  }
  return null;
}

function repairGstin(candidate: string): string | null {
  let first14 = "";
  for (let i = 0; i < 14; i++) {
    const char = candidate[i] ?? "";
    const shape = GSTIN_SHAPE[i];
    if (shape === "D") first14 += /\d/.test(char) ? char : (AS_DIGIT[char] ?? "#");
    else if (shape === "L") first14 += AS_LETTER[char] ?? char;
    else if (shape === "Z") first14 += /^[Z27]$/.test(char) ? "Z" : char;
    else first14 += char === "|" ? "1" : char;
  }
  const last = candidate[14] ?? "";
  const checks = [last, AS_DIGIT[last], AS_LETTER[last]].filter(
    (c): c is string => c !== undefined,
  );
  for (const check of checks) {
    if (isGstin(first14 + check)) return first14 + check;
  }
  return null;
}
