import type { MessageGroup } from "./message-group-sections";

export type { MessageGroup, MessageSection } from "./message-group-sections";

/**
 * The groups' names, in load order. Which sections each holds (message-group-sections.ts) is
 * read by the build and the tests only, so the browser's shared script carries just the names;
 * message-groups.test.ts checks the two lists agree.
 */
export const messageGroupNames = [
  "shell",
  "account",
  "profile",
  "reviewerDashboard",
  "businessDashboard",
  "campaignOwner",
  "campaignDialogs",
  "adminDashboard",
  "adminWebhooks",
  "landing",
  "footer",
  "contact",
  "publicPage",
  "policies",
  "outbox",
  "suspended",
  "grievance",
  "transparency",
  "adminWarnings",
  "breach",
  "adminBreaches",
] as const satisfies readonly MessageGroup[];

export function isMessageGroup(value: string): value is MessageGroup {
  return (messageGroupNames as readonly string[]).includes(value);
}

/** The groups of a page: those its matched routes declare, in a stable order. */
export function pageMessageGroups(matches: readonly { handle?: unknown }[]): MessageGroup[] {
  const wanted = new Set(
    matches.flatMap(
      (match) => (match.handle as { messages?: MessageGroup[] } | undefined)?.messages ?? [],
    ),
  );
  return messageGroupNames.filter((group) => wanted.has(group));
}
