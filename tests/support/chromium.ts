import { accessSync, constants } from "node:fs";

/**
 * Where a system Chromium may be, first found first: Debian's (the one CI installs), Ubuntu's,
 * Google Chrome's. FIND_BROWSER_CANDIDATES (paths separated by ':') replaces the list, so a test
 * can show what happens when none is there.
 */
export function systemBrowserCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.FIND_BROWSER_CANDIDATES;
  if (listed !== undefined) return listed.split(":").filter(Boolean);
  return [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ];
}

/** The first candidate that is an executable file, or undefined. */
export function findSystemBrowser(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return systemBrowserCandidates(env).find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The system Chromium the tests, the benches and the screenshots drive, when there is one. */
export const CHROMIUM_PATH = findSystemBrowser() ?? "/usr/bin/chromium";

/** A quiet headless Chromium on a shared machine: no GPU, no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's launch options for it (Playwright's own Chromium where no system one is). */
export const chromiumLaunch = {
  executablePath: findSystemBrowser(),
  args: chromiumArgs,
};
