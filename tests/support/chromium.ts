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

/** The system Chromium (the full browser: Lighthouse drives it), when there is one. */
export const CHROMIUM_PATH = findSystemBrowser() ?? "/usr/bin/chromium";

/**
 * Debian's `chromium-headless-shell` (the old headless mode: no browser UI behind the page),
 * where it is installed: the browser tests, the size bench and the screenshots drive it. Measured
 * here on two browser specs, 2.5 min against 3.7 min for the full browser's new headless mode
 * (decision 126). HEADLESS_SHELL_PATH names another; "" turns it off.
 */
export function findHeadlessShell(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const named = env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
  if (named === "") return undefined;
  try {
    accessSync(named, constants.X_OK);
    return named;
  } catch {
    return undefined;
  }
}

/** A quiet headless Chromium on a shared machine: no GPU, no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Playwright's launch options (always headless): the headless shell where there is one, else the
 * system Chromium, else Playwright's own.
 */
export const chromiumLaunch = {
  executablePath: findHeadlessShell() ?? findSystemBrowser(),
  args: chromiumArgs,
};
