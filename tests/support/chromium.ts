import { existsSync } from "node:fs";

/** Debian's Chromium: the browser the tests, the benches and the screenshots drive. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** A quiet headless Chromium on a shared machine: no GPU, no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's launch options for it (Playwright's own Chromium where Debian's is absent). */
export const chromiumLaunch = {
  executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
  args: chromiumArgs,
};
