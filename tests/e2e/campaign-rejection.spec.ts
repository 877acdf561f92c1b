import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { formatRupees, PRICE_PER_REVIEW } from "~/domain/money/rupees";
import { rewardsForPayout } from "../support/reward-amounts";
import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import { pendingCampaignOnAdmin } from "./support/review-steps";
import {
  createApprovedCampaign,
  earnRewards,
  newReviewer,
  post,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/** The business pays for a campaign in Indore over HTTP, as the create form does. */
async function payForCampaign(business: APIRequestContext, name: string, target: number) {
  await post(business, "/business/dashboard", {
    businessName: name,
    mapsLink: "https://maps.app.goo.gl/rejected",
    topics: "Food, Service",
    city: "Indore",
    targetReviews: String(target),
    requestId: randomUUID(),
  });
}

/**
 * Rejects the business's campaign over HTTP once a test is done with it: campaigns left pending
 * would push other tests' new campaigns off page 1 of the admin's Pending Approval.
 */
async function rejectLeftover(browser: Browser, business: Page, name: string) {
  const href = await business
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "View Details" })
    .getAttribute("href");
  const admin = await adminContext(browser);
  await post(admin.request, "/admin/campaigns", {
    intent: "reject-campaign",
    campaignId: href?.replace("/campaign/", "") ?? "",
    // Never edited: its first version (decision 102).
    version: "1",
    reason: "Test finished.",
  });
  await admin.close();
}

function stat(page: Page, label: string) {
  return page.getByTestId(`stat-${label}`);
}

function myCampaign(page: Page, name: string) {
  return page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

function pendingCampaign(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name });
}

test("the admin rejects a campaign with a reason; the business sees it, the refund and a lower Total Spent", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { role: "business" });
  const kept = `Kept Kitchen ${Date.now()}`;
  const refused = `Refused Kitchen ${Date.now()}`;
  await payForCampaign(page.request, kept, 25);
  await payForCampaign(page.request, refused, 10);
  await reload(page);
  await expect(stat(page, "Total Spent (₹)")).toHaveText(formatRupees(35 * PRICE_PER_REVIEW));

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/campaigns");
  await (await pendingCampaignOnAdmin(adminPage, refused))
    .getByRole("button", { name: "Reject" })
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Reject this campaign?" });
  await expect(dialog).toContainText(
    `The business will read your reason, and its payment of ${formatRupees(10 * PRICE_PER_REVIEW)} is refunded.`,
  );
  // Without a reason nothing is sent: the field says what it needs, and the dialog stays.
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(dialog.getByText("Write the reason the business will read.")).toBeVisible();
  await expect(dialog.getByLabel("Reason (the business sees it)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await dialog.getByLabel("Reason (the business sees it)").fill("   ");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(dialog.getByText("Write the reason the business will read.")).toBeVisible();
  const reason = "The Maps link shows a different shop. Please send the right link.";
  await dialog.getByLabel("Reason (the business sees it)").fill(reason);
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(toastOn(adminPage)).toContainText("Campaign Rejected");
  await expect(toastOn(adminPage)).toContainText(
    "The business sees your reason, and its payment is refunded.",
  );
  await expect(pendingCampaign(adminPage, refused)).toHaveCount(0);
  await expect(
    adminPage
      .getByRole("region", { name: "All Campaigns" })
      .getByRole("listitem")
      .filter({ hasText: refused }),
  ).toContainText(`Reason: ${reason}`);
  await admin.close();

  await reload(page);
  const card = myCampaign(page, refused);
  await expect(card.getByText("rejected", { exact: true })).toBeVisible();
  await expect(card.getByTestId("rejection-reason")).toHaveText(`Why it was rejected: ${reason}`);
  await expect(myCampaign(page, kept).getByTestId("rejection-reason")).toHaveCount(0);
  await expect(stat(page, "Total Spent (₹)")).toHaveText(formatRupees(25 * PRICE_PER_REVIEW));
  const history = page.getByRole("list", { name: "Payment History" });
  const refund = history.getByRole("listitem").filter({ hasText: refused }).getByTestId("refund");
  await expect(refund).toContainText("Refunded");
  await expect(refund).toContainText(/Refunded on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(
    history.getByRole("listitem").filter({ hasText: kept }).getByTestId("refund"),
  ).toHaveCount(0);

  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(refused);
  await expect(page.getByTestId("rejection-reason")).toHaveText(`Why it was rejected: ${reason}`);
  await expect(
    page.getByText(
      "This campaign was not approved, so it will not run. Its payment was refunded and is not counted in Total Spent.",
    ),
  ).toBeVisible();
  await visit(page, "/business/dashboard");
  await rejectLeftover(browser, page, kept);
});

/** Nothing wider than the phone: the page scrolls only down. */
async function expectNoSidewaysScroll(page: Page, url: string) {
  await visit(page, url);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect
    .soft(widths.scroll, `${url} is ${widths.scroll} px wide at ${widths.view} px`)
    .toBeLessThanOrEqual(360);
}

/** Every button, link and checkbox on the page can be tapped: at least 40 px high. */
async function expectTappableControls(page: Page, url: string) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "main button, main a, header button, header a, main label:has(input[type=checkbox])",
      ),
    ]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      // A skip link is hidden until focused, when it is 44 px tall.
      .filter((element) => !element.matches(".sr-only:not(:focus)"))
      .map((element) => ({
        text: (element.textContent ?? element.getAttribute("aria-label") ?? "").trim(),
        height: element.getBoundingClientRect().height,
      }))
      .filter(({ height }) => height < 40),
  );
  expect.soft(small, `controls under 40 px on ${url}`).toEqual([]);
}

async function phone(browser: Browser, language: "en" | "hi", admin: boolean) {
  const options = { viewport: { width: 360, height: 740 }, locale: `${language}-IN` };
  return admin ? adminContext(browser, options) : browser.newContext(options);
}

test("every admin tab and the business dashboard fit a 360 px phone, in English and Hindi", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Rows in every list: a reviewer with a pending payout and a pending review, a business with a
  // pending campaign and a rejected one whose reason is one long unbroken word.
  await newReviewer(page);
  await earnRewards(browser, page, rewardsForPayout);
  await post(page.request, "/user/dashboard", {
    intent: "request-payout",
    upiId: `kiran.${Date.now()}@okaxis`,
  });
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const stamp = Date.now();
  const pending = `Pending Pakode Wale Sharma Ji ${stamp}`;
  const reviewed = `Narrow Screen Namkeen Bhandar ${stamp}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name: reviewed,
    target: 5,
  });
  await submitReview(page.request, campaignId);
  await payForCampaign(business.request, pending, 40);
  const refused = `Refused Rasoi ${stamp}`;
  await payForCampaign(business.request, refused, 30);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/campaigns");
  await (await pendingCampaignOnAdmin(adminPage, refused))
    .getByRole("button", { name: "Reject" })
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Reject this campaign?" });
  await dialog
    .getByLabel("Reason (the business sees it)")
    .fill(`https://maps.app.goo.gl/${"x".repeat(80)} does not show this business.`);
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(toastOn(adminPage)).toContainText("Campaign Rejected");
  await admin.close();

  for (const language of ["en", "hi"] as const) {
    const adminPhone = await phone(browser, language, true);
    const screen = await adminPhone.newPage();
    for (const tab of ["reviews", "campaigns", "payouts"]) {
      const url = `/admin/${tab}`;
      await expectNoSidewaysScroll(screen, url);
      await expectTappableControls(screen, url);
    }
    await adminPhone.close();

    const businessPhone = await phone(browser, language, false);
    const businessScreen = await businessPhone.newPage();
    await businessScreen.context().addCookies(await businessContext.cookies());
    await expectNoSidewaysScroll(businessScreen, "/business/dashboard");
    await expectTappableControls(businessScreen, "/business/dashboard");
    await expectNoSidewaysScroll(businessScreen, "/business/dashboard?new=1");
    const detail = await businessScreen
      .getByRole("listitem")
      .filter({ hasText: refused })
      .locator('a[href^="/campaign/"]')
      .first()
      .getAttribute("href");
    await expectNoSidewaysScroll(businessScreen, detail ?? "/campaign/missing");
    await expectTappableControls(businessScreen, detail ?? "/campaign/missing");
    await businessPhone.close();
  }
  await visit(business, "/business/dashboard");
  await rejectLeftover(browser, business, pending);
  await businessContext.close();
});
