import type pg from "pg";
import { describe, expect, it } from "vitest";
import { MAX_PREPARED_STATEMENTS, preparingQueries } from "./prepared-postgres.server";

/** A pool that only records the configurations it is given. */
function recordingPool() {
  const given: unknown[] = [];
  const pool = { query: async (config: unknown) => given.push(config) } as unknown as pg.Pool;
  return { pool: preparingQueries(pool), given };
}

describe("PostgreSQL's prepared statements", () => {
  it("gives each text one name, the same every time it comes back", async () => {
    const { pool, given } = recordingPool();
    const first = { text: "select * from profiles where id = $1", rowMode: "array" };
    const second = { text: "update sessions set expires_at = $1 where id = $2" };
    await pool.query(first, ["a"]);
    await pool.query(second, ["b", "c"]);
    await pool.query(first, ["d"]);
    const names = given.map((config) => (config as { name?: string }).name);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBeTruthy();
    expect(names[0]).not.toBe(names[1]);
    expect(names[2]).toBe(names[0]);
    expect(given[0]).toMatchObject(first);
  });

  it("leaves plain strings, named queries, other statements and long lists as they are", async () => {
    const { pool, given } = recordingPool();
    const long = { text: "select 1 where 1 in (…)" };
    const calls: [unknown, unknown[]][] = [
      ["select 1", []],
      [{ text: "select 2", name: "mine" }, []],
      [{ text: "begin" }, []],
      [{ text: "create table t (id int)" }, []],
      [long, Array.from({ length: 65 }, (_, i) => i)],
    ];
    for (const [config, values] of calls) await pool.query(config as string, values);
    expect(given).toEqual(calls.map(([config]) => config));
  });

  it("stops naming new texts past its limit, and keeps naming the ones it has", async () => {
    const { pool, given } = recordingPool();
    for (let i = 0; i <= MAX_PREPARED_STATEMENTS; i++)
      await pool.query({ text: `select ${i}` }, []);
    await pool.query({ text: "select 0" }, []);
    const names = given.map((config) => (config as { name?: string }).name);
    expect(new Set(names.slice(0, MAX_PREPARED_STATEMENTS)).size).toBe(MAX_PREPARED_STATEMENTS);
    expect(names[MAX_PREPARED_STATEMENTS]).toBeUndefined();
    expect(names.at(-1)).toBe(names[0]);
  });
});
