import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { boundedOffset, type Cursor, type KeysetWindow } from "./list-pages";

/**
 * The SQL of one keyset page of a list ordered by (at, id), ascending or descending: the rows
 * after (or before) the cursor, read through the list's (…, created_at, id) index, never
 * skipping rows by offset. A page read backwards (Previous) is reversed into the list's order.
 */
export function keysetPage(
  columns: { at: AnyColumn; id: AnyColumn },
  order: "asc" | "desc",
  window: Partial<KeysetWindow>,
  /** The list's index is `desc nulls last` (the order must name it for the index to serve it). */
  options: { descNullsLast?: boolean } = {},
): { where: SQL | undefined; orderBy: SQL[]; reverse: boolean; offset: number } {
  const { at, id } = columns;
  const cursor: Cursor | undefined = window.after ?? window.before;
  const backwards = Boolean(window.before) && !window.after;
  // Reading backwards flips the order; the rows come back reversed and are turned round.
  const ascending = (order === "asc") !== backwards;
  const way = ascending
    ? sql.raw(options.descNullsLast ? "asc nulls first" : "asc")
    : sql.raw(options.descNullsLast ? "desc nulls last" : "desc");
  const orderBy = [sql`${at} ${way}`, sql`${id} ${way}`];
  if (!cursor) {
    return { where: undefined, orderBy, reverse: false, offset: boundedOffset(window.offset) };
  }
  const position = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  const where = ascending ? sql`(${at}, ${id}) > ${position}` : sql`(${at}, ${id}) < ${position}`;
  return { where, orderBy, reverse: backwards, offset: 0 };
}

/** A row's cursor time exactly as stored (microseconds), which a JavaScript Date would round. */
export function cursorTime(at: AnyColumn): SQL<string> {
  return sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows of a page in the list's own order (a page read backwards comes back reversed), each
 * read with `cursorAt: cursorTime(…)` and given its cursor (the time and its id).
 */
export function pageRows<T extends { id: string; cursorAt: string }>(
  rows: T[],
  page: { reverse: boolean },
): (Omit<T, "cursorAt"> & { cursor: Cursor })[] {
  return (page.reverse ? rows.reverse() : rows).map(({ cursorAt, ...rest }) => ({
    ...rest,
    cursor: { at: cursorAt, id: rest.id },
  }));
}
