import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./tests/support/chromium";

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "reviewkaro-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Budgets for a busy 2-core machine: sign-ins hash with scrypt, and other work shares the CPU.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // A trace records every step of every test, failing or not: it took a third of the suite's time
    // (decision 126). Ask for one when a test fails: `npx playwright test <file> --trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    // Requests a service worker answers (every page and build file) are not seen by page.route
    // and not emulated as the page's own: the specs see their pages' requests directly, and the
    // worker is tested in its own spec, which allows it (decision 130).
    serviceWorkers: "block",
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/, use: { launchOptions: chromiumLaunch } },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunch,
      },
    },
  ],
});
