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

export type Paged<T> = { list: T[]; count: number; page: number };

/**
 * One page of a list and its total. A page past the end (the list shrank since the link was
 * made) shows the last page that has rows.
 */
export async function loadPage<T>(input: {
  requested: number;
  size: number;
  count: () => Promise<number>;
  list: (window: { limit: number; offset: number }) => Promise<T[]>;
}): Promise<Paged<T>> {
  const count = await input.count();
  const page = Math.min(input.requested, pageCount(count, input.size));
  return { list: await input.list(pageWindow(page, input.size)), count, page };
}
