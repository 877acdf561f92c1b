import { stringify } from "csv-stringify/sync";
import type { ExportedReview } from "~/domain/campaigns/campaign-analytics.server";
import { kolkataDateKey } from "~/domain/shared/dates";

/** The CSV's header row, in the person's language. */
export type ReviewsCsvHeader = {
  date: string;
  reviewer: string;
  rating: string;
  text: string;
  disclosure: string;
};

/**
 * The words every row carries in its 'Disclosure' column, next to the text (decision 082): a
 * row copied out of the file still says the review was rewarded.
 */
export type ReviewsCsvDisclosure = { label: string; sentence: string };

/**
 * The approved reviews as CSV (RFC 4180 quoting by csv-stringify), with a UTF-8 byte order mark
 * so that Excel reads Hindi text as UTF-8, and every cell that a spreadsheet would read as a
 * formula (= + - @, tab, CR) prefixed with an apostrophe (CSV injection). Every row ends with
 * the 'Rewarded review' disclosure (SPEC §0.2), so no copy of a row loses it.
 */
export function reviewsCsv(
  header: ReviewsCsvHeader,
  disclosure: ReviewsCsvDisclosure,
  rows: readonly ExportedReview[],
): string {
  const disclosureCell = `${disclosure.label}: ${disclosure.sentence}`;
  return stringify(
    rows.map((row) => [
      kolkataDateKey(row.createdAt),
      row.reviewerName.trim(),
      row.rating,
      row.reviewText,
      disclosureCell,
    ]),
    {
      bom: true,
      header: true,
      columns: [header.date, header.reviewer, header.rating, header.text, header.disclosure],
      escape_formulas: true,
      record_delimiter: "windows",
    },
  );
}

/** 'reviews-demo-restaurant-2026-11-23.csv': ASCII letters and digits only, never a path. */
export function reviewsCsvFilename(businessName: string, today: Date): string {
  const slug = businessName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `reviews-${slug ? `${slug}-` : ""}${kolkataDateKey(today)}.csv`;
}
