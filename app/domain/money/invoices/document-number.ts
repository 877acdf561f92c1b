import type { TaxDocumentKind } from "~/db/schema";

/**
 * A tax document's number under CGST rules 46(b) and 53(1A)(c): at most sixteen characters of
 * letters, digits, '-' and '/', unique for a financial year (decision 089). One series per kind,
 * the financial year inside: RK2627/000034 (invoices), RC2627/000001 (credit notes).
 */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

const SERIES_PREFIX: Record<TaxDocumentKind, string> = { invoice: "RK", credit_note: "RC" };

/** The largest number a series can give in a year: nine digits keep the number at 16 characters. */
export const MAX_DOCUMENT_SEQUENCE = 999_999_999;

/** "2026-27" → "2627": the financial year's two years, two digits each. */
function compactYear(financialYear: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})$/.exec(financialYear);
  if (!match) throw new RangeError(`a financial year is written 2026-27, not ${financialYear}`);
  return `${match[1]}${match[2]}`;
}

/** The number of the `sequence`-th document of a kind in a financial year. */
export function documentNumber(
  kind: TaxDocumentKind,
  financialYear: string,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_DOCUMENT_SEQUENCE)
    throw new RangeError(`a ${kind} sequence runs 1 to ${MAX_DOCUMENT_SEQUENCE}, not ${sequence}`);
  return `${SERIES_PREFIX[kind]}${compactYear(financialYear)}/${String(sequence).padStart(6, "0")}`;
}
