import { promises as breachAndComplaints } from "./breach-and-complaints";
import { promises as moderation } from "./moderation";
import { promises as operations } from "./operations";
import { promises as pages } from "./pages";
import { promises as privacy } from "./privacy";
import { promises as transparency } from "./transparency";
import type { PromiseEntry } from "./types";

/**
 * Every area's file of the promise register (decision 098), named by its owner so a missing
 * entry's message can say whose file it belongs in.
 */
export const areas = {
  "moderation.ts": moderation,
  "privacy.ts": privacy,
  "operations.ts": operations,
  "breach-and-complaints.ts": breachAndComplaints,
  "transparency.ts": transparency,
  "pages.ts": pages,
} as const satisfies Record<string, readonly PromiseEntry[]>;

/** The whole register: one entry per promising text. */
export const register: readonly PromiseEntry[] = Object.values(areas).flat();
