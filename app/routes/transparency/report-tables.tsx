import type { ReportRow } from "./report-rows";

/**
 * A table of figures split by star. On a phone each row's words take the full width above its
 * six numbers (a grid), so nothing is wider than the screen; from `sm` it is a plain table.
 */
export function StarTable(props: {
  caption: string;
  rows: readonly ReportRow[];
  starHeadings: { short: string; long: string }[];
  totalHeading: string;
  itemHeading: string;
  format: (value: number) => string;
  share: { label: string; values: (number | null)[]; none: string };
}) {
  const { rows, starHeadings, format, share } = props;
  // From `sm` each number column has one width, so the five stars line up as equals.
  const cell = "px-1 py-1.5 text-right tabular-nums sm:w-16 sm:px-2";
  return (
    <table className="w-full text-sm" data-testid="stars-table">
      <caption className="sr-only">{props.caption}</caption>
      <thead>
        <tr className="grid grid-cols-6 border-b border-ink-200 text-ink-700 sm:table-row">
          <th
            scope="col"
            className="sr-only text-left sm:not-sr-only sm:py-1.5 sm:pr-2 sm:font-semibold"
          >
            {props.itemHeading}
          </th>
          {starHeadings.map((heading) => (
            <th key={heading.short} scope="col" className={`${cell} font-semibold`}>
              <span aria-hidden="true">{heading.short}</span>
              <span className="sr-only">{heading.long}</span>
            </th>
          ))}
          <th scope="col" className={`${cell} font-semibold`}>
            {props.totalHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            data-key={row.key}
            className="grid grid-cols-6 border-b border-ink-100 sm:table-row"
          >
            <th
              scope="row"
              className="col-span-6 pt-2 text-left font-normal text-ink-900 sm:py-1.5 sm:pr-2"
            >
              {row.label}
            </th>
            {(row.stars ?? []).map((count, index) => (
              <td key={starHeadings[index]?.short} className={cell}>
                {format(count)}
              </td>
            ))}
            <td className={`${cell} font-semibold`}>
              {row.total === null ? "" : format(row.total)}
            </td>
          </tr>
        ))}
        <tr data-key="reviews.refused_share" className="grid grid-cols-6 sm:table-row">
          <th
            scope="row"
            className="col-span-6 pt-2 text-left font-semibold text-ink-900 sm:py-1.5 sm:pr-2"
          >
            {share.label}
          </th>
          {share.values.map((value, index) => (
            <td key={starHeadings[index]?.short} className={`${cell} font-semibold`}>
              {value === null ? share.none : `${value}%`}
            </td>
          ))}
          <td className={cell} />
        </tr>
      </tbody>
    </table>
  );
}

/** Figures that are not split by star: words and a number, one per line. */
export function FigureList(props: {
  rows: readonly ReportRow[];
  format: (value: number) => string;
}) {
  return (
    <dl className="divide-y divide-ink-100 text-sm">
      {props.rows.map((row) => (
        <div
          key={row.key}
          data-key={row.key}
          className="flex items-baseline justify-between gap-4 py-1.5"
        >
          <dt className="text-ink-800">{row.label}</dt>
          <dd className="shrink-0 font-semibold tabular-nums text-ink-950">
            {row.total === null ? "—" : props.format(row.total)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
