/**
 * The client-size bench's visitors: browser contexts signed in through the real screens (OTPs
 * from the dev outbox), each from its own client address, and the campaign they make.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";

export const adminDigits = "9000000000";
const password = "bench-secret-1";

/** Each context browses from its own made-up client address, so per-IP limits hold per account. */
let clientNumber = 0;
export function clientAddress(): Record<string, string> {
  clientNumber += 1;
  return { "X-Forwarded-For": `203.0.113.${clientNumber}` };
}

export async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="module"]'),
  );
}

async function untilUrl(page: Page, pattern: RegExp) {
  await page.waitForURL(pattern, { timeout: 15_000 });
  await untilInteractive(page);
}

/** The newest code the dev SMS outbox holds for this number. */
async function readOtp(dataDir: string, digits: string, after: number): Promise<string> {
  const file = path.join(dataDir, "dev-outbox.jsonl");
  for (let i = 0; i < 100; i++) {
    const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    const codes = lines
      .map((line) => JSON.parse(line) as { to: string; code: string | null; at: string })
      .filter((line) => line.to === `+91${digits}` && line.code && Date.parse(line.at) >= after);
    const code = codes.at(-1)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP for ${digits}`);
}

async function newContext(browser: Browser, base: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: base, locale: "en-IN", extraHTTPHeaders: clientAddress() });
}

async function finishProfile(
  page: Page,
  options: { username: string; city?: string; password?: boolean },
) {
  await untilUrl(page, /\/update-profile$/);
  await page.getByLabel("Username").fill(options.username);
  if (options.city) await page.getByLabel("City").selectOption(options.city);
  // The admin signs in by OTP alone: their first setup asks no password (decision 107).
  if (options.password !== false) {
    await page.getByLabel("New password").fill(password);
    await page.getByLabel("Confirm password").fill(password);
  }
  await page.getByRole("button", { name: "Save Profile" }).click();
}

export async function signUp(
  browser: Browser,
  base: string,
  dataDir: string,
  options: { role: "user" | "business"; digits: string; city?: string },
): Promise<BrowserContext> {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto(`/signup?role=${options.role}`);
  await untilInteractive(page);
  const sentAfter = Date.now() - 1000;
  await page.getByLabel("Mobile number").fill(options.digits);
  // Sign-up asks the age first (decision 074).
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await readOtp(dataDir, options.digits, sentAfter);
  await page.getByLabel("One-time password (OTP)").fill(code);
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await finishProfile(page, { username: `bench${options.role}`, city: options.city });
  await untilUrl(page, new RegExp(`/${options.role}/dashboard$`));
  await page.close();
  return context;
}

export async function adminLogIn(browser: Browser, base: string, dataDir: string) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto("/admin/login");
  await untilInteractive(page);
  const sentAfter = Date.now() - 1000;
  await page.getByLabel("Mobile number").fill(adminDigits);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByLabel("One-time password (OTP)")
    .fill(await readOtp(dataDir, adminDigits, sentAfter));
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await finishProfile(page, { username: "admin", password: false });
  // The admin's first visit creates the demo campaign.
  await untilUrl(page, /\/admin\/reviews$/);
  await page.close();
  return context;
}

/** A business campaign in Indore, approved by the admin; returns its id. */
export async function approvedCampaign(
  business: BrowserContext,
  admin: BrowserContext,
): Promise<string> {
  const name = "Bench Bhojanalaya";
  const page = await business.newPage();
  // The tax invoice's recipient comes before the first payment (decision 089).
  await page.goto("/business/billing");
  await untilInteractive(page);
  await page.getByLabel("Legal name").fill("Bench Bhojanalaya Pvt Ltd");
  await page.getByLabel("Billing address").fill("12 MG Road, Indore");
  await page.getByLabel("PIN code").fill("452001");
  await page.getByLabel("State").selectOption("23");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/business/billing"), {
    timeout: 15_000,
  });
  await page.goto("/business/dashboard");
  await untilInteractive(page);
  await page.getByRole("link", { name: "New Campaign" }).click();
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/bench1");
  await page.getByLabel("Topics (comma separated)").fill("Food, Service");
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("Target Reviews").fill("100");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  const details = page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "View Details" });
  await details.waitFor();
  const id = /\/campaign\/([^/?#]+)/.exec((await details.getAttribute("href")) ?? "")?.[1];
  if (!id) throw new Error("campaign id not found");
  await page.close();

  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/campaigns");
  await untilInteractive(adminPage);
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: "Approve" })
    .click();
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .waitFor({ state: "detached" });
  await adminPage.close();
  return id;
}
