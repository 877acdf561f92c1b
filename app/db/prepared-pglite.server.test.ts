import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingPGlite } from "./prepared-pglite.server";

describe("the embedded database's prepared statements", () => {
  let plain: PGlite;
  let preparing: PreparingPGlite;
  const setup = `
    create table things (
      id uuid primary key,
      n integer not null,
      at timestamptz,
      tags jsonb,
      label text unique
    );
    insert into things values
      ('00000000-0000-4000-8000-000000000001', 1, '2026-11-23T10:00:00Z', '["a"]', 'one'),
      ('00000000-0000-4000-8000-000000000002', 2, null, null, 'two');`;

  beforeAll(async () => {
    plain = new PGlite();
    preparing = new PreparingPGlite();
    await plain.exec(setup);
    await preparing.exec(setup);
  }, 60_000);
  afterAll(async () => {
    await plain.close();
    await preparing.close();
  });

  const select =
    "select id, n, at, tags, label from things where n >= $1 and label <> $2 order by n";

  it("answers what PGlite answers, rows, types and fields, in both row modes", async () => {
    for (const options of [undefined, { rowMode: "array" as const }]) {
      for (let run = 0; run < 3; run++) {
        const expected = await plain.query(select, [1, "none"], options);
        const got = await preparing.query(select, [1, "none"], options);
        expect(got.rows).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    const [first] = (await preparing.query<{ at: Date; tags: string[] }>(select, [1, "none"])).rows;
    expect(first?.at).toBeInstanceOf(Date);
    expect(first?.tags).toEqual(["a"]);
  });

  it("parses a text once, however often and however concurrently it is asked", async () => {
    const text = "select n from things where id = $1";
    const before = preparing.preparedCount;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        preparing.query(text, ["00000000-0000-4000-8000-000000000002"]),
      ),
    );
    for (const answer of answers) expect(answer.rows).toEqual([{ n: 2 }]);
    await preparing.query(text, ["00000000-0000-4000-8000-000000000001"]);
    expect(preparing.preparedCount).toBe(before + 1);
  });

  it("writes, reports affected rows and passes nulls", async () => {
    const insert = "insert into things (id, n, at, label) values ($1, $2, $3, $4)";
    const result = await preparing.query(insert, [
      "00000000-0000-4000-8000-000000000003",
      3,
      null,
      "three",
    ]);
    expect(result.affectedRows).toBe(1);
    const { rows } = await preparing.query("select at from things where n = $1", [3]);
    expect(rows).toEqual([{ at: null }]);
  });

  it("reports a broken constraint with PostgreSQL's code and stays usable", async () => {
    const insert = "insert into things (id, n, label) values ($1, $2, $3)";
    await expect(
      preparing.query(insert, ["00000000-0000-4000-8000-000000000004", 4, "one"]),
    ).rejects.toMatchObject({ code: "23505" });
    const { rows } = await preparing.query(
      "select count(*)::int as c from things where n = $1",
      [4],
    );
    expect(rows).toEqual([{ c: 0 }]);
  });

  it("reports a text PostgreSQL refuses as PGlite does", async () => {
    const broken = "select nothing from things where n = $1";
    const expected = await plain.query(broken, [1]).catch((error: Error) => error.message);
    await expect(preparing.query(broken, [1])).rejects.toThrow(expected as string);
  });

  it("waits for an open transaction and sees only what it committed", async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = preparing.transaction(async (tx) => {
      await tx.query("update things set n = 20 where label = $1", ["two"]);
      inside();
      await held;
    });
    await entered;
    const read = preparing.query<{ n: number }>("select n from things where label = $1", ["two"]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 20 }]);
  });

  it("runs long parameter lists and statements other than reads and writes unprepared", async () => {
    const before = preparing.preparedCount;
    const ids = Array.from({ length: 100 }, (_, i) => i);
    const placeholders = ids.map((_, i) => `$${i + 1}`).join(", ");
    const { rows } = await preparing.query(
      `select count(*)::int as c from things where n in (${placeholders})`,
      ids,
    );
    const all = await preparing.exec("select count(*)::int as c from things where n < 100");
    expect(rows).toEqual(all[0]?.rows);
    await preparing.query("set statement_timeout = 0");
    expect(preparing.preparedCount).toBe(before);
  });

  it("applies a query's own parsers on top of PGlite's, as PGlite does", async () => {
    const one = "select id, at, tags from things where label = $1";
    const options = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
    for (let run = 0; run < 2; run++) {
      const expected = await plain.query(one, ["one"], options);
      const got = await preparing.query<{ at: unknown; tags: unknown }>(one, ["one"], options);
      expect(got.rows).toEqual(expected.rows);
      expect(got.rows[0]?.at).toMatch(/^at 2026-11-23/);
      expect(got.rows[0]?.tags).toEqual(["a"]);
    }
    const [first] = (await preparing.query<{ at: unknown }>(one, ["one"])).rows;
    expect(first?.at).toBeInstanceOf(Date);
  });

  it("runs prepared statements on their generic plan, and a transaction's as PostgreSQL chooses", async () => {
    const text = "select n from things where n >= $1 order by n limit $2";
    for (let run = 0; run < 8; run++) await preparing.query(text, [run % 3, 1 + run]);
    const plans = await preparing.query<{ custom_plans: number; generic_plans: number }>(
      "select custom_plans::int, generic_plans::int from pg_prepared_statements where statement = $1",
      [text],
    );
    expect(plans.rows).toEqual([{ custom_plans: 0, generic_plans: 8 }]);
    const mode = "select current_setting($1) as mode";
    expect((await preparing.query(mode, ["plan_cache_mode"])).rows).toEqual([
      { mode: "force_generic_plan" },
    ]);
    const inside = await preparing.transaction((tx) => tx.query(mode, ["plan_cache_mode"]));
    expect(inside.rows).toEqual([{ mode: "auto" }]);
    expect((await preparing.query(mode, ["plan_cache_mode"])).rows).toEqual([
      { mode: "force_generic_plan" },
    ]);
  });
});
