import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.server";

/** The rows of a raw SQL query; both drivers answer `{ rows }` to `execute`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
