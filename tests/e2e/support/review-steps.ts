/**
 * Steps the review specs share: a proof photo, an approved campaign, a campaign's card and writing
 * a review.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { kolkataDateKey } from "~/domain/shared/dates";
import { adminContext, expect, signUp, visit } from "./fixtures";
import { toastOn } from "./toast";

export const honestText =
  "We went for dinner on Saturday with my parents. The paneer was cold and the naan came twenty minutes after the curry, though the staff apologised politely. Prices are fair but the service needs real work before I would go again.";

export async function proofPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0ffee" } })
    .jpeg()
    .toBuffer();
}

/** A business with an approved Indore campaign of 100 reviews (5 open on day one). */
export async function approvedCampaign(
  browser: Browser,
  name: string,
  options: { mapsLink?: string } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { role: "business" });
  await campaignApprovedFor(page, browser, name, options);
  return { business: page, close: () => context.close() };
}

/**
 * The signed-in business on `page` fills the campaign form for Indore and pays (simulated). A
 * Maps link with coordinates also sets the business's place (decision 129).
 */
export async function payForCampaign(
  page: Page,
  name: string,
  target = 100,
  mapsLink = "https://maps.app.goo.gl/indore1",
) {
  await page.getByRole("link", { name: "New Campaign" }).click();
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill(mapsLink);
  await page.getByLabel("Topics (comma separated)").fill("Food, Service, Family");
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("Target Reviews").fill(String(target));
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
}

/** The signed-in business on `page` pays for a campaign in Indore, and the admin approves it. */
export async function campaignApprovedFor(
  page: Page,
  browser: Browser,
  name: string,
  options: { mapsLink?: string } = {},
) {
  await payForCampaign(page, name, 100, options.mapsLink);
  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/campaigns");
  await (await pendingCampaignOnAdmin(adminPage, name))
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastOn(adminPage)).toContainText("Campaign Approved");
  await admin.close();
}

/**
 * The admin's queue card of a review of this business: a top-level item whose own heading is the
 * name. Other cards may name the business too (a copy flag shows the earlier review's business),
 * and a card holds lists of its own (flags, history).
 */
export function queueCard(page: Page, businessName: string) {
  return page
    .getByRole("list", { name: "Review Queue" })
    .locator(":scope > li")
    .filter({ has: page.getByRole("heading", { level: 3, name: businessName, exact: true }) });
}

/** The admin's queue card holding this text (its own or a flag's), a top-level item of the list. */
export function queueCardWith(page: Page, text: string) {
  return page
    .getByRole("list", { name: "Review Queue" })
    .locator(":scope > li")
    .filter({ hasText: text });
}

/**
 * Pages the admin's queue forward (20 a page, oldest first) until `card` shows: in a full run,
 * other tests' pending reviews can fill the first pages. Returns the card.
 */
export async function pageToQueueCard(page: Page, card: Locator): Promise<Locator> {
  return pageTo(page, "Review Queue", page.getByRole("list", { name: "Review Queue" }), card);
}

/**
 * A campaign in the admin's Pending Approval, on whichever page it is: campaigns other tests
 * leave pending come first (oldest first), so a new one may be past page 1.
 */
export async function pendingCampaignOnAdmin(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole("region", { name: "Pending Approval" });
  const item = region.getByRole("listitem").filter({ hasText: name });
  return pageTo(page, "Pending Approval", region, item);
}

/** Follows a list's Next link (its pager is named `pager`) until `item` shows or pages run out. */
async function pageTo(page: Page, pager: string, list: Locator, item: Locator): Promise<Locator> {
  const next = page.getByRole("navigation", { name: pager }).getByRole("link", { name: "Next" });
  for (let turn = 0; turn < 40; turn++) {
    await expect(list).toBeVisible();
    if ((await item.count()) > 0 || (await next.count()) === 0) break;
    // The address changes before the next page renders, so wait for the pager itself to move on:
    // its Next link goes elsewhere, or is gone on the last page.
    // (evaluateAll reads without waiting: getAttribute would wait for a link that is gone.)
    const href = () => next.evaluateAll((links) => links[0]?.getAttribute("href") ?? null);
    const before = await href();
    await next.click();
    await expect.poll(href).not.toBe(before);
  }
  return item;
}

/** The signed-in business opens its campaign's page from My Campaigns' 'View Details'. */
export async function openMyCampaign(page: Page, name: string) {
  await visit(page, "/business/dashboard");
  await page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "View Details" })
    .click();
}

export function campaignCard(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Available Campaigns" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/**
 * A campaign in the reviewer's Available Campaigns, on whichever page it is: the list is oldest
 * first, so in a full run other tests' campaigns in the same city fill the first pages.
 */
export async function availableCampaign(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole("region", { name: "Available Campaigns" });
  return pageTo(page, "Available Campaigns", region, campaignCard(page, name));
}

export async function writeReview(
  page: Page,
  name: string,
  options: { stars: number; text: string },
) {
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: `Submit Your Review for ${name}` }),
  ).toBeVisible();
  await dialog
    .getByRole("radio", { name: options.stars === 1 ? "1 star" : `${options.stars} stars` })
    .check({ force: true });
  await dialog.getByLabel("Your review").fill(options.text);
  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await fillVisit(dialog);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
}

/**
 * Write Review's visit (decision 074): today's date and the no-relationship tick. A revision's
 * dialog keeps the first visit and has neither field.
 */
export async function fillVisit(dialog: Locator) {
  const date = dialog.getByLabel("Date of your visit");
  if ((await date.count()) === 0) return;
  await date.fill(kolkataDateKey(new Date()));
  await dialog
    .getByLabel("I visited as a customer and have no relationship with this business")
    .check();
}
