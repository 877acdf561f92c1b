import { stringify } from "csv-stringify/sync";
import type { ReportRow } from "../report-rows";

/**
 * The report as CSV (decision 096): a header row, then one line per figure with its stable key
 * (the same in every language, for anyone who compares months by program), its words in the
 * reader's language, the five stars' counts (empty where a figure is not split by star) and the
 * total. UTF-8 with a byte order mark so that spreadsheets read Hindi as UTF-8; formula-like
 * cells escaped (CSV injection), as the reviews' CSV does.
 */
export function reportCsv(header: readonly string[], rows: readonly ReportRow[]): string {
  return stringify(
    rows.map((row) => [
      row.key,
      row.label,
      ...(row.stars ?? ["", "", "", "", ""]),
      row.total ?? "",
    ]),
    {
      bom: true,
      header: true,
      columns: [...header],
      escape_formulas: true,
      record_delimiter: "windows",
    },
  );
}
