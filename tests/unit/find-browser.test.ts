import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** `npm test`'s first step (scripts/find-browser.ts) with the candidates and installs given. */
function findBrowser(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/find-browser.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CHROMIUM_PATH: "", HEADLESS_SHELL_PATH: "", ...env },
    timeout: 60_000,
  });
  return { ...result, ms: Date.now() - started };
}

// A Playwright browser folder with nothing in it: Playwright's own Chromium is not there either.
const noPlaywrightBrowsers = () => mkdtempSync(path.join(tmpdir(), "reviewkaro-no-browsers-"));

// Each case starts tsx and Node: seconds on a loaded machine.
describe("npm test's browser check", { timeout: 30_000 }, () => {
  it("takes the first system Chromium it finds", () => {
    const result = findBrowser({
      FIND_BROWSER_CANDIDATES: `/nowhere/chromium:${process.execPath}`,
      PLAYWRIGHT_BROWSERS_PATH: noPlaywrightBrowsers(),
      FIND_BROWSER_FONTS: "",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`browser tests will use ${process.execPath}`);
  });

  it("prefers the headless shell where there is one (decision 126)", () => {
    const result = findBrowser({
      FIND_BROWSER_CANDIDATES: "/nowhere/chromium",
      HEADLESS_SHELL_PATH: process.execPath,
      FIND_BROWSER_FONTS: "",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`browser tests will use ${process.execPath}`);
  });

  it("with no browser and no way to install one, stops at once with the one command to run", () => {
    const result = findBrowser({
      FIND_BROWSER_CANDIDATES: "/nowhere/chromium:/nowhere/google-chrome",
      FIND_BROWSER_INSTALL: "0",
      PLAYWRIGHT_BROWSERS_PATH: noPlaywrightBrowsers(),
    });
    expect(result.status).toBe(1);
    // Before any slow step: no lint, no types, no build ran, and it took seconds.
    expect(result.ms).toBeLessThan(20_000);
    const commands = result.stderr.split("\n").filter((line) => line.startsWith("  "));
    expect(commands).toHaveLength(1);
    expect(commands[0]?.trim()).toMatch(
      /^((sudo )?apt-get install -y chromium|npx playwright install chromium)$/,
    );
  });

  it("with the share image's fonts missing and no way to install them, stops with the one command", () => {
    const result = findBrowser({
      FIND_BROWSER_CANDIDATES: process.execPath,
      FIND_BROWSER_INSTALL: "0",
      FIND_BROWSER_FONTS: "No Such Font Family",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No Such Font Family");
    const commands = result.stderr.split("\n").filter((line) => line.startsWith("  "));
    expect(commands).toHaveLength(1);
  });
});
