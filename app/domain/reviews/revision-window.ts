/** A rejected review may be revised once, for 7 days after its rejection (decision 028). */
export const REVISION_WINDOW_DAYS = 7;
export const REVISION_WINDOW_MS = REVISION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The last moment a review rejected at `rejectedAt` may be revised. */
export function reviseBy(rejectedAt: Date): Date {
  return new Date(rejectedAt.getTime() + REVISION_WINDOW_MS);
}
