import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";

export { expect };

/** The running test's Content-Security-Policy violations (a worker runs one test at a time). */
let violations: string[] = [];

/**
 * Reports every Content-Security-Policy violation of a context's pages. Chromium logs most of
 * them to the console, but a blocked `eval`/`new Function` that the page catches only fires a
 * `securitypolicyviolation` event, so both are heard.
 */
async function watchContentSecurityPolicy(context: BrowserContext) {
  context.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && !byTraceRecorder(text)) violations.push(text);
  });
  await context.exposeBinding("reportCspViolation", (_source, text: string) => {
    if (!byTraceRecorder(text)) violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/**
 * Playwright's trace recorder (on for every test, kept on failure) fetches an `<img src="blob:…">`
 * from inside the page to store it in a snapshot, which connect-src refuses; the app never
 * fetches a blob URL (the proof preview only shows one). Seen with --trace off: no violation.
 */
function byTraceRecorder(text: string): boolean {
  return (
    /^Connecting to 'blob:http:\/\/127\.0\.0\.1:\d+\/[-0-9a-f]+' violates the following Content Security Policy directive: "connect-src 'self'"/.test(
      text,
    ) || /^connect-src blocked blob at :0$/.test(text)
  );
}

/**
 * Each test browses from its own client address (the e2e server trusts X-Forwarded-For from
 * loopback, as behind a proxy), so per-IP limits hold per test and not for the whole suite.
 */
export const test = base.extend<{ contentSecurityPolicy: undefined }>({
  // Every context of the run, the tests' own included, is watched for CSP violations.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContentSecurityPolicy(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use(clientAddressHeaders());
  },
  // Whatever a test does, no page ever needs the Content-Security-Policy bent.
  contentSecurityPolicy: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      violations = [];
      await use(undefined);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** A made-up client address (documentation ranges) as a proxy in front of the server would say. */
export function clientAddressHeaders(): Record<string, string> {
  return { "X-Forwarded-For": `203.0.113.${randomInt(1, 255)}, 198.51.100.${randomInt(1, 255)}` };
}

/**
 * Opens a URL and waits until the page is interactive: a control touched before React hydrates
 * would act as plain HTML (or not at all), which is a different test. Pages that ship no script
 * (the landing page, an image) are ready once loaded. A context with JavaScript turned off uses
 * page.goto, since nothing there can wait in the page.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await untilInteractive(page);
  return response;
}

/**
 * Waits until React has attached its handlers to this element: a part of the page loaded on
 * demand (a lazy form) hydrates after the page itself says it is interactive, later still on a
 * busy machine, and an event before that would reach no handler.
 */
export async function untilHydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
}

/** Waits for `url` (a form's document post led there) to be interactive: a click before hydration is lost. */
export async function arrivedAt(page: Page, url: RegExp, timeout?: number) {
  await expect(page).toHaveURL(url, { timeout });
  await untilInteractive(page);
}

/** Reloads the page and waits until it is interactive again (see {@link visit}). */
export async function reload(page: Page) {
  await page.reload();
  await untilInteractive(page);
}

async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="module"]'),
  );
}

/** A fresh, valid Indian mobile number's 10 digits. */
export function uniquePhone(): string {
  return `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

export const adminDigits = "9000000000";

/** Where the admin's signed-in browser state is kept for the run (see admin.setup.ts). */
export function adminStatePath(): string {
  return path.join(process.env.E2E_DATA_DIR ?? "", "admin-state.json");
}

/** A browser signed in as the admin (never log it out: other tests share the session). */
export async function adminContext(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  return browser.newContext({
    ...options,
    storageState: adminStatePath(),
    extraHTTPHeaders: clientAddressHeaders(),
  });
}

type OutboxLine = { to: string; body: string; code: string | null; at: string };

/** Every SMS the console provider wrote for this number, oldest first. */
export function messagesTo(digits: string): OutboxLine[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "dev-outbox.jsonl");
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === `+91${digits}`);
}

/**
 * Reads the newest code sent to this number from the dev outbox page, as a person reads an SMS:
 * from this machine itself, without the made-up client address (the outbox answers only
 * requests from this machine). Read over HTTP, not in a browser tab: a context and tab of its
 * own for every code cost a renderer and a hydration each time (decision 128);
 * moderator-invitation.spec.ts opens the page in a browser.
 */
export async function readOtp(
  page: Page,
  digits: string,
  purpose: "sign-up" | "password reset" | "admin login" | "account deletion" = "sign-up",
): Promise<string> {
  // The test runner would give it the tests' made-up client address: none here.
  const local = await request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: {},
  });
  let code = "";
  await expect(async () => {
    const response = await local.get(`/dev/outbox?to=${digits}`);
    expect(response.status(), "the outbox answers this machine").toBe(200);
    code = newestCode(await response.text(), `ReviewKaro ${purpose} code`) ?? "";
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  await local.dispose();
  return code;
}

/** The first (newest) message on the outbox page naming `what`, and the 6-digit code in it. */
function newestCode(html: string, what: string): string | null {
  for (const [, body] of html.matchAll(/data-testid="outbox-body"[^>]*>([^<]*)</g)) {
    if (body?.includes(what)) return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
  }
  return null;
}

export type Account = { digits: string; password: string; username: string };

/** Signs up through the screens, as a person would, and finishes the profile. */
export async function signUp(
  page: Page,
  options: { role: "user" | "business"; city?: string; billing?: false },
): Promise<Account> {
  const account = {
    digits: uniquePhone(),
    password: "chai-1234",
    username: `tester${randomInt(1e6)}`,
  };
  await signUpToProfileSetup(page, { role: options.role, digits: account.digits });
  await page.getByLabel("Username").fill(account.username);
  if (options.role === "user" && options.city) {
    await page.getByLabel("City").selectOption(options.city);
  }
  await page.getByLabel("New password").fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Save Profile" }).click();
  // Saving answers with a redirect, and the dashboard's data comes before its URL: on a busy
  // embedded database (one query at a time for both workers) that took over 10 s once in CI.
  await expectUrlOrSay(page, new RegExp(`/${options.role}/dashboard$`), 30_000);
  await untilInteractive(page);
  // A business pays only once its invoice's recipient is known (decision 089); `billing: false`
  // keeps a business without, as before its first payment.
  if (options.role === "business" && options.billing !== false) {
    const saved = await page.request.post("/business/billing", {
      form: {
        legalName: `${account.username} Traders`,
        address: "12 MG Road, Indore",
        pinCode: "452001",
        stateCode: "23",
      },
      maxRedirects: 0,
    });
    expect(saved.status(), "billing details saved").toBeLessThan(400);
    // The form's 'Billing details saved' toast is for a person who filled it in: leave none for
    // the next page, whose own toast a test may read.
    await page.context().clearCookies({ name: "toast" });
  }
  return account;
}

/**
 * Waits for the page to reach `url`; if it does not, the failure also names what the page said
 * (a field's message, a toast), which "expected URL X, got Y" alone would not.
 */
export async function expectUrlOrSay(page: Page, url: RegExp, timeout?: number) {
  try {
    await expect(page).toHaveURL(url, { timeout });
  } catch (error) {
    const said = await page
      .locator('[role="alert"], [role="status"], [id$="-error"], [aria-invalid="true"]')
      .evaluateAll((elements) =>
        elements.map((element) =>
          element instanceof HTMLInputElement
            ? `${element.name}: invalid`
            : (element.textContent ?? "").trim(),
        ),
      )
      .catch(() => ["(the page could not be read)"]);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nThe page said: ${said.filter(Boolean).join(" | ") || "nothing"}`);
  }
}

/**
 * Opens /signup and asks a code for a new number (or the one given); answers the number once the
 * answer is shown: the code's field and the resend countdown (the SMS is in the outbox before
 * that, so a test that moves a faked clock next would otherwise move it before the countdown).
 */
export async function askSignupCode(
  page: Page,
  options: { role?: "user" | "business"; digits?: string } = {},
): Promise<string> {
  const digits = options.digits ?? uniquePhone();
  await visit(page, options.role ? `/signup?role=${options.role}` : "/signup");
  await page.getByLabel("Mobile number").fill(digits);
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByLabel("One-time password (OTP)")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  return digits;
}

/** Signs up a new number through the OTP step and stops on the profile's first setup. */
export async function signUpToProfileSetup(
  page: Page,
  options: { role?: "user" | "business"; digits?: string } = {},
): Promise<string> {
  const digits = await askSignupCode(page, options);
  await page.getByLabel("One-time password (OTP)").fill(await readOtp(page, digits));
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  return digits;
}

export async function logIn(page: Page, account: { digits: string; password: string }) {
  await visit(page, "/login");
  await page.getByLabel("Mobile number").fill(account.digits);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in as the configured admin by OTP, setting up the profile on the first visit. */
export async function adminLogIn(page: Page) {
  await visit(page, "/admin/login");
  await page.getByLabel("Mobile number").fill(adminDigits);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByLabel("One-time password (OTP)")
    .fill(await readOtp(page, adminDigits, "admin login"));
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await expect(page).toHaveURL(/\/(admin\/reviews|update-profile)$/);
  if (page.url().endsWith("/update-profile")) {
    // The admin signs in by OTP: the first setup asks a username only (issue 46, decision 107).
    await expect(
      page.getByText("You log in with a one-time code (OTP) sent to this number"),
    ).toBeVisible();
    await expect(page.getByLabel("New password")).toHaveCount(0);
    await page.getByLabel("Username").fill("admin");
    await page.getByRole("button", { name: "Save Profile" }).click();
  }
  await arrivedAt(page, /\/admin\/reviews$/);
}
