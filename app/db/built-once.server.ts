import type { DbOrTx } from "./client.server";

const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement Drizzle builds once per database handle and name, then runs with its placeholders'
 * values (decision 138). Drizzle otherwise builds a query's SQL (its columns, joins and
 * subqueries) on every call: on a dashboard that was 7 % of the request's CPU. Each shape of a
 * query (a first page, a page after a cursor) needs its own name, and a name always builds the
 * same text, because PostgreSQL prepares it by that name on each connection.
 */
export function builtOnce<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  let statement = named.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    named.set(name, statement);
  }
  return statement;
}
