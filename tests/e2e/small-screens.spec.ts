import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { createApprovedCampaign, newReviewer, submitReview } from "./support/rewards";

/** Issue 19 point 8, measured on a 360 px phone in both languages. */
const phone = { viewport: { width: 360, height: 740 } };
const languages = ["en", "hi"] as const;

/** The sticky header is one compact row. */
async function expectCompactHeader(page: Page) {
  const header = await page.locator("header").first().boundingBox();
  expect(header?.height, `header height on ${page.url()}`).toBeLessThanOrEqual(64);
}

/** Every link, button and menu of the header is at least 44 × 44 px (WCAG 2.5.5). */
async function expectHeaderTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("header a, header button, header summary")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // What is shown: not a closed menu's links nor the skip link.
        return box.width > 1 && box.height > 1 && (element as HTMLElement).offsetParent !== null;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute("aria-label") ?? element.textContent?.trim(),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      })
      .filter(({ width, height }) => width < 44 || height < 44),
  );
  expect(small, `header targets under 44 × 44 px on ${page.url()}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(360);
}

async function checkScreen(page: Page, url: string) {
  await visit(page, url);
  await expectCompactHeader(page);
  await expectHeaderTargets(page);
  await expectNoSidewaysScroll(page);
}

async function signedInPhone(browser: Browser, from: BrowserContext, language: string) {
  const context = await browser.newContext({ ...phone, locale: `${language}-IN` });
  await context.addCookies(await from.cookies());
  return context;
}

for (const language of languages) {
  test(`the landing page's header and buttons fit a 360 px phone (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...phone, locale: `${language}-IN` });
    const page = await context.newPage();
    await checkScreen(page, "/");
    // The menu holds the header's links, each a full-width target.
    const menu = page.locator("header summary");
    await menu.click();
    const signUpLink = page.locator("header nav a[href='/signup?role=user']");
    await expect(signUpLink).toBeVisible();
    expect((await signUpLink.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    // The two hero buttons line up: same left edge and width, labels centred.
    const hero = page.locator("main a[href^='/signup?role=']").first();
    const business = page.locator("main a[href='/signup?role=business']").first();
    const [heroBox, businessBox] = [await hero.boundingBox(), await business.boundingBox()];
    expect(businessBox?.x).toBe(heroBox?.x);
    expect(businessBox?.width).toBe(heroBox?.width);
    // A label that needs two lines keeps each line centred in its button.
    const offCentre = await business.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = element.getBoundingClientRect();
      return Math.max(
        ...[...range.getClientRects()].map((line) =>
          Math.abs(line.left - box.left - (box.right - line.right)),
        ),
      );
    });
    expect(offCentre).toBeLessThanOrEqual(2);
    await checkScreen(page, "/contact");
    await checkScreen(page, "/login");
    await context.close();
  });
}

test("every dashboard's header is one row of 44 px targets and the admin tabs keep their names on one line, at 360 px in English and Hindi", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A pending review, so the Review Queue tab carries its count beside its name.
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name: `Chhota Phone Chai ${Date.now()}${randomInt(1000)}`,
    target: 5,
  });
  await newReviewer(page);
  await submitReview(page.request, campaignId);
  await admin.close();

  for (const language of languages) {
    const reviewer = await signedInPhone(browser, page.context(), language);
    await checkScreen(await reviewer.newPage(), "/user/dashboard");
    await reviewer.close();

    const owner = await signedInPhone(browser, businessContext, language);
    await checkScreen(await owner.newPage(), "/business/dashboard");
    await owner.close();

    const adminPhone = await adminContext(browser, { ...phone, locale: `${language}-IN` });
    const adminPage = await adminPhone.newPage();
    await checkScreen(adminPage, "/admin/reviews");
    const names = adminPage.locator("nav li a > span.whitespace-nowrap");
    // Review Queue, Campaigns, Payouts, Appeals, Complaints, Reports, Team (the bar wraps; no name breaks).
    await expect(names).toHaveCount(7);
    for (const name of await names.all()) {
      const lines = await name.evaluate((element) => element.getClientRects().length);
      const box = await name.boundingBox();
      expect(lines, `${await name.textContent()} on one line`).toBe(1);
      // One line of 14 px text (Devanagari sits a little taller).
      expect(box?.height).toBeLessThanOrEqual(24);
    }
    await adminPhone.close();
  }
  await businessContext.close();
});
