import type pg from "pg";

/** Enough for every statement the app writes; past it, new texts run unprepared. */
export const MAX_PREPARED_STATEMENTS = 500;
/** Texts with more parameters (long `in (…)` lists) vary with their data: never prepared. */
const MAX_PREPARED_PARAMETERS = 64;
/** Only the statements pages repeat; migrations, settings and transactions run as they are. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Makes the pool's queries named prepared statements, one name per text: node-postgres parses
 * each once per connection, and PostgreSQL plans it from its plan cache after that instead of
 * parsing and planning every page's every query anew (decision 020). Queries in a transaction
 * go through the transaction's own client and stay unnamed.
 */
export function preparingQueries(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameFor = (text: string, parameters: number): string | undefined => {
    if (parameters > MAX_PREPARED_PARAMETERS || !PREPARABLE.test(text)) return undefined;
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED_STATEMENTS) {
      name = `rk_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const preparing = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    const given = config as QueryConfig | string;
    if (typeof given === "object" && given && typeof given.text === "string" && !given.name) {
      const name = nameFor(given.text, Array.isArray(values) ? values.length : 0);
      if (name) return query({ ...given, name }, values, ...rest);
    }
    return query(config, values, ...rest);
  };
  pool.query = preparing as unknown as pg.Pool["query"];
  return pool;
}
