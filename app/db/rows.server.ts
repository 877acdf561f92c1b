import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.server";

/**
 * UUIDs or integers as one array parameter (`= any($1::uuid[])`, `&& $1::int4[]`): one statement
 * text whatever their number, where `in ($1, $2, …)` is another text for each count (a statement
 * built once needs that, decision 138). The caller has checked each UUID, so nothing needs quoting.
 */
export function arrayValue(items: readonly (string | number)[]): string {
  return `{${items.join(",")}}`;
}

/** The rows of a raw SQL query; both drivers answer `{ rows }` to `execute`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
