/**
 * The first step of `npm test`: makes sure the browser tests will have a Chromium, before the
 * slow steps. In order: a system Chromium; Playwright's own; Playwright's own installed now (when
 * the network allows); on Debian or Ubuntu as root, Debian's `chromium` package. Debian's
 * `chromium-headless-shell`, where installed, comes first (decision 126). When none of
 * these works it stops at once, naming the one command to run. Every way is tried at most once.
 * Then the same for the fonts the share image is drawn with (Noto Sans and Noto Sans Devanagari,
 * Debian's fonts-noto-core, as the Dockerfile installs): without them its letters are empty boxes
 * and tests/e2e/share-image-text.spec.ts fails.
 *
 * For tests: FIND_BROWSER_CANDIDATES replaces the system paths (tests/support/chromium.ts), and
 * FIND_BROWSER_INSTALL=0 skips the installs (as on a machine without network or root), and
 * FIND_BROWSER_FONTS replaces the font families looked for ("|" between them).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { findHeadlessShell, findSystemBrowser } from "../tests/support/chromium";

const installs = process.env.FIND_BROWSER_INSTALL !== "0";

function say(line: string) {
  process.stdout.write(`find-browser: ${line}\n`);
}

function playwrightBrowser(): string | undefined {
  const path = chromium.executablePath();
  return existsSync(path) ? path : undefined;
}

/** Runs a command with its output shown; true when it exits 0 within the time given. */
function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", timeout: timeoutMs });
  return result.status === 0;
}

function debianLike(): boolean {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

const root = process.getuid?.() === 0;

/** Installs one Debian package as root; false where that cannot be tried or did not work. */
function aptInstall(pkg: string): boolean {
  if (!installs || !root || !debianLike()) return false;
  return (
    run("apt-get", ["update", "-qq"], 10 * 60_000) &&
    run("apt-get", ["install", "-y", "-qq", pkg], 10 * 60_000)
  );
}

/** Stops `npm test` at once, saying what is missing and the one command that adds it. */
function stop(problem: string, command: string): never {
  process.stderr.write(
    `find-browser: ${problem}.\nRun this, then npm test again:\n\n  ${command}\n\n`,
  );
  process.exit(1);
}

function found(): string | undefined {
  return findHeadlessShell() ?? findSystemBrowser() ?? playwrightBrowser();
}

let browser = found();
if (!browser && installs) {
  say("no Chromium found; trying Playwright's own (npx playwright install chromium)");
  run("npx", ["playwright", "install", "chromium"], 10 * 60_000);
  browser = found();
}
if (!browser && installs && root && debianLike()) {
  say("Playwright's download did not work; installing Debian's chromium package");
  aptInstall("chromium");
  browser = found();
}
if (!browser) {
  stop(
    "no Chromium for the browser tests, and none could be installed here",
    debianLike()
      ? `${root ? "" : "sudo "}apt-get install -y chromium`
      : "npx playwright install chromium",
  );
}
say(`browser tests will use ${browser}`);

const fontFamilies = (process.env.FIND_BROWSER_FONTS ?? "Noto Sans|Noto Sans Devanagari")
  .split("|")
  .filter((family) => family !== "");

/** The families fontconfig (which sharp draws with) does not know; all of them without fc-list. */
function missingFonts(): string[] {
  const listed = spawnSync("fc-list", [":", "family"], { encoding: "utf8" });
  if (listed.status !== 0) return fontFamilies;
  const known = new Set(listed.stdout.split(/[\n,]/).map((family) => family.trim()));
  return fontFamilies.filter((family) => !known.has(family));
}

let missing = missingFonts();
if (missing.length > 0 && installs && root && debianLike()) {
  say(`fonts missing (${missing.join(", ")}); installing Debian's fonts-noto-core`);
  aptInstall("fonts-noto-core");
  missing = missingFonts();
}
if (missing.length > 0) {
  stop(
    `the share image's fonts are missing: ${missing.join(", ")}`,
    debianLike()
      ? `${root ? "" : "sudo "}apt-get install -y fonts-noto-core`
      : `install the fonts ${missing.join(" and ")} (from notofonts.github.io)`,
  );
}
say(`fonts found: ${fontFamilies.join(", ")}`);
