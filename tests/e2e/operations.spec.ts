// Decision 094, as an operator and a visitor meet it: a production server will not start without
// the operator's details; its log lines reach a file a day that `npm run logs` searches; files
// past 180 days go; /.well-known/security.txt and /contact name the security contact.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { LOG_FILE_DAYS } from "~/config/log-config.server";
import { requiredInProduction } from "~/config/operator-config.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { testOperator } from "../support/server-process";
import { visit } from "./support/fixtures";
import { refusedStart, startServer } from "./support/security-client";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

const production = {
  INSTALLATION: "production",
  ADMIN_PHONE: "+919812345678",
  SESSION_SECRET: "o".repeat(40),
  PUBLIC_ORIGIN: "https://reviewkaro.example",
};

/** `npm run logs -- …` as an operator runs it: the matching lines, and its exit code. */
async function searchLogs(args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/search-logs.js", ...args]);
    return {
      code: 0,
      lines: stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    };
  } catch (error) {
    return { code: (error as { code?: number }).code ?? -1, lines: [] };
  }
}

/** The UTC day `days` days before now, as a log file's name carries it. */
const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

test("a production server will not start without the operator's details, and names each one missing", async () => {
  const blank = Object.fromEntries(Object.keys(testOperator).map((key) => [key, ""]));
  const refused = await refusedStart({ ...production, ...blank });
  expect(refused.code).toBe(1);
  for (const key of Object.keys(requiredInProduction)) {
    expect(refused.output).toMatch(new RegExp(`${key}: required in production`));
  }
  // One missing detail is enough to stop it, and only that one is named.
  const noPhone = await refusedStart({ ...production, OPERATOR_PHONE: "" });
  expect(noPhone.code).toBe(1);
  expect(noPhone.output).toMatch(/OPERATOR_PHONE: required in production/);
  expect(noPhone.output).not.toMatch(/OPERATOR_LEGAL_NAME: required/);
});

test.describe("a production server with its log folder", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-operations-"));
  const logDir = path.join(dataDir, "server-logs");
  // One file whose day ended more than LOG_FILE_DAYS ago, one well inside them.
  const expired = `server.${dayBefore(LOG_FILE_DAYS + 2)}.1.log`;
  const kept = `server.${dayBefore(LOG_FILE_DAYS - 2)}.1.log`;
  let server: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    mkdirSync(logDir, { recursive: true });
    for (const name of [expired, kept]) writeFileSync(path.join(logDir, name), "{}\n");
    server = await startServer({
      ...production,
      DATA_DIR: dataDir,
      LOG_DIR: logDir,
      TRUST_PROXY: "loopback",
      OPERATOR_LEGAL_NAME: "Karo Reviews Private Limited",
      OPERATOR_ADDRESS: "4 Residency Road, Indore, Madhya Pradesh 452001",
      OPERATOR_EMAIL: "privacy@karo.example",
      OPERATOR_PHONE: "+917314005678",
      SECURITY_CONTACT_EMAIL: "security@karo.example",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a request's log line is in today's file, in UTC, and `npm run logs` finds it by its id, path, status and address", async () => {
    const pagePath = `/no-such-page-${Date.now()}`;
    const answer = await fetch(`${server.base}${pagePath}?q=secret`, {
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(answer.status).toBe(404);
    const requestId = answer.headers.get("x-request-id") ?? "";
    expect(requestId).not.toBe("");

    // The line reaches the file as soon as it is written: wait for it, not for a time.
    await expect
      .poll(async () => (await searchLogs(["--dir", logDir, "--req", requestId])).code, {
        timeout: 20_000,
      })
      .toBe(0);
    const [line] = (await searchLogs(["--dir", logDir, "--req", requestId])).lines;
    expect(line.req).toEqual({ id: requestId, method: "GET", path: pagePath, ip: "203.0.113.9" });
    expect(line.res).toEqual({ status: 404 });
    expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(line.time) - Date.now())).toBeLessThan(5 * 60_000);
    expect(JSON.stringify(line)).not.toContain("secret");

    const byPath = await searchLogs([
      "--dir",
      logDir,
      "--since",
      "1h",
      "--path",
      pagePath,
      "--status",
      "4xx",
      "--ip",
      "203.0.113.9",
    ]);
    expect(byPath.lines.map((found) => found.req.id)).toEqual([requestId]);
    expect((await searchLogs(["--dir", logDir, "--path", pagePath, "--status", "5xx"])).code).toBe(
      1,
    );

    const today = readdirSync(logDir).filter((name) =>
      /^server\.\d{4}-\d{2}-\d{2}\.\d+\.log$/.test(name),
    );
    expect(today.length).toBeGreaterThanOrEqual(1);
    expect(server.output()).toContain("log times are UTC");
  });

  test("the privacy page's server logs are kept 180 days: an older file is removed, a newer one kept", async ({
    page,
  }) => {
    // policies.privacy.sections.keep.text, as /privacy shows it, says how long server logs stay.
    const keep = en.policies.privacy.sections.keep.text;
    await visit(page, `${server.base}/privacy`);
    await expect(page.getByRole("main")).toContainText(keep);
    const promised = /Server logs[^.]*?(\d+) days/.exec(keep);
    expect(Number(promised?.[1])).toBe(LOG_FILE_DAYS);

    // The sweep runs at start (after 5 s) and every 6 hours.
    await expect.poll(() => readdirSync(logDir).includes(expired), { timeout: 30_000 }).toBe(false);
    expect(readdirSync(logDir)).toContain(kept);
  });

  test("/.well-known/security.txt names the security contact, with an Expires under a year", async () => {
    const answer = await fetch(`${server.base}/.well-known/security.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const fields = Object.fromEntries(
      (await answer.text())
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
    );
    expect(fields.Contact).toBe("mailto:security@karo.example");
    expect(fields.Canonical).toBe("https://reviewkaro.example/.well-known/security.txt");
    expect(fields["Preferred-Languages"]).toBe("en, hi");
    const expires = Date.parse(fields.Expires ?? "");
    expect(expires).toBeGreaterThan(Date.now() + 100 * DAY_MS);
    expect(expires).toBeLessThan(Date.now() + 365 * DAY_MS);
  });

  test("/contact names the operator and the security contact from the settings, in English and Hindi", async ({
    browser,
  }) => {
    for (const [locale, messages] of [
      ["en-IN", en],
      ["hi-IN", hi],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await visit(page, `${server.base}/contact`);
      const main = page.getByRole("main");
      // contact.securityLabel: where a security problem is reported, as security.txt says.
      const security = main.locator("div", { hasText: messages.contact.securityLabel }).last();
      await expect(security.getByRole("link", { name: "security@karo.example" })).toHaveAttribute(
        "href",
        "mailto:security@karo.example",
      );
      await expect(main.getByRole("link", { name: "privacy@karo.example" })).toHaveAttribute(
        "href",
        "mailto:privacy@karo.example",
      );
      await expect(main.getByRole("link", { name: "+91 73140 05678" })).toHaveAttribute(
        "href",
        "tel:+917314005678",
      );
      await expect(main).toContainText("4 Residency Road, Indore, Madhya Pradesh 452001");
      // Never the sample operator of a local installation.
      await expect(page.locator("body")).not.toContainText("Sample office");
      await expect(page.locator("body")).not.toContainText("local installation");
      await context.close();
    }
  });
});
