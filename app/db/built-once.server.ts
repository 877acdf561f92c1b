import { type Placeholder, sql } from "drizzle-orm";
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

/** A value of a statement, or its placeholder in a statement built once. */
export type Param<T> = T | Placeholder;

/** A list's query before its limit and offset, as Drizzle's select builder is. */
interface PageQuery<Row> {
  limit(limit: Param<number>): {
    offset(offset: Param<number>): PromiseLike<Row[]> & {
      prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
    };
  };
}

/**
 * A keyset list's page: the first page (no cursor), which nearly every visit reads, built once
 * under `name` with a placeholder for each value; a page after a cursor built for it, as its
 * condition's direction changes the text (decision 138). `build` gets the values or their
 * placeholders, the same names either way; `page` is keysetPage's.
 */
export function listPage<Values extends Record<string, unknown>, Row>(
  db: DbOrTx,
  input: {
    name: string;
    page: { where: unknown; offset: number };
    values: Values;
    limit: number;
  },
  build: (db: DbOrTx, values: { [Key in keyof Values]: Param<Values[Key]> }) => PageQuery<Row>,
): Promise<Row[]> {
  const { values, limit, page } = input;
  if (page.where) return Promise.resolve(build(db, values).limit(limit).offset(page.offset));
  return builtOnce(db, input.name, (db, name) => {
    const placeholders = Object.fromEntries(
      Object.keys(values).map((key) => [key, sql.placeholder(key)]),
    ) as { [Key in keyof Values]: Placeholder };
    return build(db, placeholders)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name);
  }).execute({ ...values, limit, offset: page.offset });
}
