/** What a route may declare in `export const handle`. */
export type RouteHandle = {
  /** Works fully without JavaScript: served with no script, so slow phones get it at once. */
  staticPage?: boolean;
};
