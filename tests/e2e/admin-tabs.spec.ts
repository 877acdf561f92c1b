import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { createApprovedCampaign, newReviewer, post, submitReview } from "./support/rewards";

/*
 * Decision 124: the admin's screens by URL. Each tab is its own page under the `/admin` layout,
 * an old `?tab=` link lands on its tab, and the tab bar's badges follow events on any tab.
 */

const tabs = [
  ["reviews", en.admin.reviewQueue, hi.admin.reviewQueue],
  ["campaigns", en.admin.campaigns, hi.admin.campaigns],
  ["payouts", en.admin.payouts, hi.admin.payouts],
  ["appeals", en.suspensionAdmin.appealsTab, hi.suspensionAdmin.appealsTab],
  ["complaints", en.grievanceAdmin.tab, hi.grievanceAdmin.tab],
  ["reports", en.complaintsAdmin.tab, hi.complaintsAdmin.tab],
  ["team", en.team.tab, hi.team.tab],
] as const;

/** The tab bar's link of a tab, by its label (a badge may follow the label). */
function tabLink(page: Page, label: string) {
  return page
    .getByRole("navigation", { name: en.admin.sections })
    .getByRole("link", { name: new RegExp(`^${label}`) });
}

/** The shown tab's badge: the number after its label, 0 when there is none. */
async function badge(page: Page, label: string): Promise<number> {
  const text = (await tabLink(page, label).textContent()) ?? "";
  return Number(text.slice(label.length).trim() || 0);
}

/** Each tab at 360 and 1280 px in both languages, when SHOTS_DIR names a folder. */
async function shootTabs(page: Page) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const lang of ["en", "hi"] as const) {
    await post(page.request, "/set-language", { lang, redirectTo: "/admin/reviews" });
    for (const [tab] of tabs) {
      await visit(page, `/admin/${tab}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const file = path.join(dir, `admin-${tab}-${lang}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await post(page.request, "/set-language", { lang: "en", redirectTo: "/admin/reviews" });
}

test("each admin tab is its own page, reached by its link and by an old ?tab= link", async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await visit(page, "/admin");
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  for (const [tab, label] of tabs) {
    await tabLink(page, label).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${tab}$`));
    await expect(tabLink(page, label)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await visit(page, "/admin/dashboard?tab=payouts");
  await expect(page).toHaveURL(/\/admin\/payouts$/);
  await expect(tabLink(page, en.admin.payouts)).toHaveAttribute("aria-current", "page");
  await shootTabs(page);
  await admin.close();
});

test("the tab bar's badges follow a new review while another tab is shown", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name: `Badge Dhaba ${Date.now()}`,
    target: 10,
  });
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/team");
  await expect(adminPage.locator("html[data-live=on]")).toHaveCount(1);
  const before = await badge(adminPage, en.admin.reviewQueue);
  await newReviewer(page);
  // The badges refresh from the layout's own loader, whichever tab is shown.
  const badgesRefreshed = adminPage.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === "/admin.data" && /review-queue/.test(url.searchParams.get("live") ?? "")
    );
  });
  await submitReview(page.request, campaignId, 4);
  expect((await badgesRefreshed).status()).toBe(200);
  await expect.poll(() => badge(adminPage, en.admin.reviewQueue)).toBeGreaterThan(before);
  await expect(adminPage).toHaveURL(/\/admin\/team$/);
  await admin.close();
  await businessContext.close();
});
