import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boundedLimit,
  boundedOffset,
  type Cursor,
  decodeCursor,
  encodeCursor,
  type KeysetWindow,
  loadKeysetPage,
  loadOpenPage,
  type PageRequest,
  pageCount,
  pageNumber,
  pageWindow,
  readPageRequest,
} from "./list-pages";

describe("paging", () => {
  it("reads a page number from a link, and anything else is page 1", () => {
    expect(pageNumber("3")).toBe(3);
    for (const bad of [null, undefined, "", "0", "-2", "2.5", "abc", "1e3", " 2", "9999999"]) {
      expect(pageNumber(bad), String(bad)).toBe(1);
    }
  });

  it("pages cover every row exactly once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (total, size) => {
          const seen: number[] = [];
          for (let page = 1; page <= pageCount(total, size); page += 1) {
            const { limit, offset } = pageWindow(page, size);
            for (let row = offset; row < Math.min(total, offset + limit); row += 1) seen.push(row);
          }
          expect(seen).toEqual(Array.from({ length: total }, (_, row) => row));
        },
      ),
    );
  });

  it("keeps limits and offsets in bounds", () => {
    expect(boundedLimit(undefined, 20, 50)).toBe(20);
    expect(boundedLimit(Number.NaN, 20, 50)).toBe(20);
    expect(boundedLimit(0, 20, 50)).toBe(1);
    expect(boundedLimit(500, 20, 50)).toBe(50);
    expect(boundedOffset(-5)).toBe(0);
    expect(boundedOffset(Number.POSITIVE_INFINITY)).toBe(0);
    expect(boundedOffset(40.7)).toBe(40);
  });
});

describe("keyset paging", () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  /** Rows in list order; some share a timestamp, as rows written in one transaction do. */
  const rowsOf = (count: number) =>
    Array.from({ length: count }, (_, n) => ({
      n,
      cursor: {
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(n / 3)))
          .toISOString()
          .replace("Z", "123Z"),
        id: id(n),
      },
    }));
  const key = (cursor: Cursor) => `${cursor.at}|${cursor.id}`;
  /** What the SQL does: rows after or before the cursor in (at, id) order, or by offset. */
  const listOf = (rows: ReturnType<typeof rowsOf>) => async (window: KeysetWindow) => {
    if (window.after) {
      const after = key(window.after);
      return rows.filter((row) => key(row.cursor) > after).slice(0, window.limit);
    }
    if (window.before) {
      const before = key(window.before);
      return rows.filter((row) => key(row.cursor) < before).slice(-window.limit);
    }
    return rows.slice(window.offset ?? 0, (window.offset ?? 0) + window.limit);
  };

  it("reads a cursor back from its link, and nothing else", () => {
    const cursor = { at: "2026-11-20T10:00:00.123456Z", id: id(7) };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of [
      null,
      "",
      "2026-11-20T10:00:00Z_x",
      `2026-13-45T10:00:00.000000Z_${id(1)}`,
      `2026-02-30T10:00:00.000000Z_${id(1)}`,
      `2026-11-20T24:00:00.000000Z_${id(1)}`,
      `0000-01-01T00:00:00.000000Z_${id(1)}`,
      `${encodeCursor(cursor)}'`,
    ]) {
      expect(decodeCursor(bad), String(bad)).toBeNull();
    }
  });

  it("carries a score in front of a ranked list's cursor, 0 to 100 only", () => {
    const ranked = { at: "2026-11-20T10:00:00.123456Z", id: id(7), rank: 45 };
    expect(encodeCursor(ranked)).toBe(`45_2026-11-20T10:00:00.123456Z_${id(7)}`);
    expect(decodeCursor(encodeCursor(ranked))).toEqual(ranked);
    expect(decodeCursor(encodeCursor({ ...ranked, rank: 0 }))).toEqual({ ...ranked, rank: 0 });
    expect(decodeCursor(`101_2026-11-20T10:00:00.123456Z_${id(7)}`)).toBeNull();
    expect(decodeCursor(`-1_2026-11-20T10:00:00.123456Z_${id(7)}`)).toBeNull();
  });

  it("takes a cursor only beside a page past the first", () => {
    const cursor = encodeCursor({ at: "2026-11-20T10:00:00.123456Z", id: id(7) });
    expect(readPageRequest(new URLSearchParams(`queue=3&queue_after=${cursor}`), "queue")).toEqual({
      page: 3,
      after: decodeCursor(cursor),
    });
    expect(readPageRequest(new URLSearchParams(`queue=2&queue_before=${cursor}`), "queue")).toEqual(
      {
        page: 2,
        before: decodeCursor(cursor),
      },
    );
    expect(readPageRequest(new URLSearchParams(`queue_after=${cursor}`), "queue")).toEqual({
      page: 1,
    });
    expect(readPageRequest(new URLSearchParams("queue=4&queue_after=junk"), "queue")).toEqual({
      page: 4,
    });
  });

  type Walked = { list: { n: number }[]; page: number; first: string | null; last: string | null };
  const numbers = (page: Walked) => page.list.map((row) => row.n);
  /** Next from page 1 while `hasNext`, then Previous back to page 1: the pages both ways. */
  async function walk<P extends Walked>(
    load: (request: PageRequest) => Promise<P>,
    hasNext: (page: P) => boolean,
  ) {
    let current = await load({ page: 1 });
    const forward = [current];
    while (hasNext(current)) {
      const after = decodeCursor(current.last) ?? undefined;
      current = await load({ page: current.page + 1, after });
      forward.push(current);
    }
    const back: P[] = [];
    for (let page = forward.length; page > 1; page -= 1) {
      const before = decodeCursor(current.first) ?? undefined;
      current = await load({ page: page - 1, before });
      back.push(current);
    }
    // Walking back from the last page, the n-th page read is page (last - n).
    const backMatches = back.every(
      (page, index) =>
        JSON.stringify(numbers(page)) ===
        JSON.stringify(numbers(forward[forward.length - 2 - index] as P)),
    );
    return { forward, back, backMatches };
  }

  it("Next links from page 1 show every row once, and Previous links walk back the same pages (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 25 }),
        async (total, size) => {
          const rows = rowsOf(total);
          const load = (request: PageRequest) =>
            loadKeysetPage({ request, size, count: async () => rows.length, list: listOf(rows) });
          const walked = await walk(load, (page) => page.page < pageCount(total, size));
          expect(walked.forward.flatMap(numbers)).toEqual(rows.map((row) => row.n));
          expect(walked.backMatches).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("offers Next only while rows follow, whatever the count says (rows removed since it was read)", async () => {
    const rows = rowsOf(10);
    const stale = async () => 20;
    const first = await loadKeysetPage({
      request: { page: 1 },
      size: 5,
      count: stale,
      list: listOf(rows),
    });
    expect(first.more).toBe(true);
    const second = await loadKeysetPage({
      request: { page: 2, after: decodeCursor(first.last) ?? undefined },
      size: 5,
      count: stale,
      list: listOf(rows),
    });
    expect(second.list.map((row) => row.n)).toEqual([5, 6, 7, 8, 9]);
    expect(second.more).toBe(false);
    // Back from page 2, the page it came from follows.
    const back = await loadKeysetPage({
      request: { page: 1, before: decodeCursor(second.first) ?? undefined },
      size: 5,
      count: stale,
      list: listOf(rows),
    });
    expect(back.more).toBe(true);
  });

  it("shows page 1 when a cursor page has emptied since its link was made", async () => {
    const rows = rowsOf(10);
    const past = encodeCursor(rows[9]?.cursor as Cursor);
    const result = await loadKeysetPage({
      request: { page: 2, after: decodeCursor(past) ?? undefined },
      size: 5,
      count: async () => rows.length,
      list: listOf(rows),
    });
    expect(result.page).toBe(1);
    expect(result.list.map((row) => row.n)).toEqual([0, 1, 2, 3, 4]);
  });

  it("an uncounted list walks Next to its end and Previous back, saying only whether more follow (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 25 }),
        async (total, size) => {
          const rows = rowsOf(total);
          const load = (request: PageRequest) =>
            loadOpenPage({ request, size, list: listOf(rows) });
          const walked = await walk(load, (page) => page.more);
          expect(walked.forward.flatMap(numbers)).toEqual(rows.map((row) => row.n));
          expect(walked.forward).toHaveLength(pageCount(total, size));
          expect(walked.backMatches).toBe(true);
          expect(walked.back.every((page) => page.more)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("an uncounted list shows page 1 for a page past its end", async () => {
    const rows = rowsOf(7);
    const result = await loadOpenPage({ request: { page: 9 }, size: 5, list: listOf(rows) });
    expect(result.page).toBe(1);
    expect(result.more).toBe(true);
    expect(result.list.map((row) => row.n)).toEqual([0, 1, 2, 3, 4]);
  });
});
