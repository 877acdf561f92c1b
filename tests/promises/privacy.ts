import type { PromiseEntry } from "./types";

/** Stub made by helper R so the register's index imports; the area's owner fills it in. */
export const promises: readonly PromiseEntry[] = [];
