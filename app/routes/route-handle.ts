import type { MessageGroup } from "~/i18n/message-groups";

/** What a route may declare in `export const handle`. */
export type RouteHandle = {
  /** Works fully without JavaScript: served with no script, so slow phones get it at once. */
  staticPage?: boolean;
  /** The groups of messages its components use beyond the root's (app/i18n/message-groups.ts). */
  messages?: MessageGroup[];
};
