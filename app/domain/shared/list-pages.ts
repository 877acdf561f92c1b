/** Bounded lists, shown a page at a time through ?name=N links that work without script. */

/** 1..max; anything missing or malformed gets the default. */
export function boundedLimit(limit: number | undefined, fallback: number, max: number): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(limit)));
}

/** 0 or more; anything missing or malformed starts at the top. */
export function boundedOffset(offset: number | undefined): number {
  if (offset === undefined || !Number.isFinite(offset)) return 0;
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.floor(offset)));
}

/** The highest page a link may ask for; beyond it a list this app shows would be empty anyway. */
const MAX_PAGE = 100_000;

/** The 1-based page a query parameter asks for ('3' → 3); anything else is page 1. */
export function pageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}

/** The rows of one page of `size`. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (Math.max(1, Math.floor(page)) - 1) * size };
}

/** How many pages `total` rows fill (at least one, so an empty list is 'page 1 of 1'). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Keyset paging: a deep page costs what page 1 costs. A list ordered by (created_at, id) is read
 * from a cursor, the sort key of the row a page starts after (or ends before), carried in the
 * link beside the page number: `?queue=3&queue_after=<cursor>`. The page number is only shown
 * ('Page 3 of 9'); a link with a page but no cursor (typed by hand) still works, by offset.
 */
export type Cursor = {
  at: string;
  id: string;
  /** A list ordered by a score first (the queue's 'Riskiest first'): the row's score 0–100. */
  rank?: number;
};

/** An optional rank, a timestamp as PostgreSQL prints it in UTC with microseconds, and a UUID. */
const cursorPattern =
  /^(?:(\d{1,3})_)?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(cursor: Cursor): string {
  const rank = cursor.rank === undefined ? "" : `${cursor.rank}_`;
  return `${rank}${cursor.at}_${cursor.id}`;
}

/**
 * The cursor a link carries; anything malformed is no cursor. The time must be a real one that
 * PostgreSQL takes: Date.parse rolls 30 February over and takes year 0, PostgreSQL refuses both.
 */
export function decodeCursor(value: string | null | undefined): Cursor | null {
  const match = value ? cursorPattern.exec(value) : null;
  const [, rank, at, id] = match ?? [];
  if (!at || !id) return null;
  const time = new Date(at);
  const real =
    !Number.isNaN(time.getTime()) &&
    time.getUTCFullYear() >= 1 &&
    time.toISOString().slice(0, 19) === at.slice(0, 19);
  if (!real) return null;
  if (rank === undefined) return { at, id };
  const score = Number(rank);
  return score <= 100 ? { at, id, rank: score } : null;
}

/** Where one list's page starts, from the link's `?{param}=N&{param}_after=…|_before=…`. */
export type PageRequest = { page: number; after?: Cursor; before?: Cursor };

export const afterParam = (param: string) => `${param}_after`;
export const beforeParam = (param: string) => `${param}_before`;

export function readPageRequest(search: URLSearchParams, param: string): PageRequest {
  const page = pageNumber(search.get(param));
  if (page === 1) return { page };
  const after = decodeCursor(search.get(afterParam(param)));
  if (after) return { page, after };
  const before = decodeCursor(search.get(beforeParam(param)));
  return before ? { page, before } : { page };
}

/** How a list function reads one page: from a cursor, or (first page, old links) by offset. */
export type KeysetWindow = { limit: number; offset?: number; after?: Cursor; before?: Cursor };

export type KeysetPaged<T> = {
  list: T[];
  count: number;
  page: number;
  /** Rows a page, as the loader read them: the pager counts the pages by it. */
  size: number;
  /**
   * Whether rows follow this page, read as one row more than a page (not from the count, which
   * rows added or removed since it was read can make too high or too low): Next is shown by it.
   */
  more: boolean;
  /** Cursors of the first and last rows shown, for the Previous and Next links. */
  first: string | null;
  last: string | null;
};

/**
 * One keyset page and the list's total. A cursor page that comes back empty (its rows were
 * moderated or withdrawn since the link was made) shows page 1 instead of an empty list.
 * Whether Next follows is read as one row more than a page, as loadOpenPage does.
 */
export async function loadKeysetPage<T extends { cursor: Cursor }>(input: {
  request: PageRequest;
  size: number;
  count: () => Promise<number>;
  list: (window: KeysetWindow) => Promise<T[]>;
}): Promise<KeysetPaged<T>> {
  const count = await input.count();
  const page = Math.min(input.request.page, pageCount(count, input.size));
  return { ...(await readPage({ ...input, request: { ...input.request, page } })), count };
}

/**
 * One page from its cursor (or by offset on page 1 and on a link without one), one row more than
 * a page to know whether Next follows; a cursor page that has emptied shows page 1.
 */
async function readPage<T extends { cursor: Cursor }>(input: {
  request: PageRequest;
  size: number;
  list: (window: KeysetWindow) => Promise<T[]>;
}): Promise<Omit<KeysetPaged<T>, "count">> {
  const { request, size } = input;
  const fromTop = (at: number) => input.list({ ...pageWindow(at, size), limit: size + 1 });
  let page = request.page;
  let rows: T[];
  if (page > 1 && request.after) rows = await input.list({ limit: size + 1, after: request.after });
  else if (page > 1 && request.before)
    rows = await input.list({ limit: size, before: request.before });
  else rows = await fromTop(page);
  // Read backwards (Previous), the page it came from follows; otherwise the extra row says so.
  let more = page > 1 && !request.after && request.before ? true : rows.length > size;
  if (rows.length === 0 && page > 1) {
    page = 1;
    rows = await fromTop(1);
    more = rows.length > size;
  }
  const list = rows.slice(0, size);
  return { list, page, size, more, ...edgeCursors(list) };
}

/** The cursors of a page's first and last rows: its Previous and Next links start there. */
function edgeCursors(list: readonly { cursor: Cursor }[]) {
  const first = list[0];
  const last = list[list.length - 1];
  return {
    first: first ? encodeCursor(first.cursor) : null,
    last: last ? encodeCursor(last.cursor) : null,
  };
}

/**
 * One page of a list too long to count on every load (the staff access log: a count reads every
 * row, so the page would grow with the log): 'Page 3' with Previous and Next, no total. Whether
 * more rows follow is read as one row more than a page.
 */
export type OpenPaged<T> = Omit<KeysetPaged<T>, "count"> & { more: boolean };

export function loadOpenPage<T extends { cursor: Cursor }>(input: {
  request: PageRequest;
  size: number;
  list: (window: KeysetWindow) => Promise<T[]>;
}): Promise<OpenPaged<T>> {
  return readPage(input);
}
