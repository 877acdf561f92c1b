import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { totalCostLine } from "../support/rendered-messages";
import { priceShown } from "../support/reward-amounts";
import {
  adminContext,
  adminStatePath,
  clientAddressHeaders,
  expect,
  reload,
  signUp,
  test,
  visit,
} from "./support/fixtures";
import { pendingCampaignOnAdmin } from "./support/review-steps";
import { post } from "./support/rewards";
import { toastOn } from "./support/toast";

async function fillCampaign(page: Page, options: { name: string; target: string; city?: string }) {
  await page.getByRole("link", { name: "New Campaign" }).click();
  await expect(page.getByRole("heading", { name: "Create New Campaign" })).toBeVisible();
  await page.getByLabel("Business Name").fill(options.name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/abc123");
  await page.getByLabel("Topics (comma separated)").fill("Food, Service");
  await page.getByLabel("City").selectOption(options.city ?? "Indore");
  await page.getByLabel("Target Reviews").fill(options.target);
}

function stat(page: Page, label: string) {
  return page.getByTestId(`stat-${label}`);
}

function campaignCard(page: Page, name: string) {
  return page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test("a business creates and pays for a campaign, the admin approves one and rejects another", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUp(page, { role: "business" });
  await expect(page.getByText("No campaigns created yet.")).toBeVisible();

  const name = `Sharma Sweets ${Date.now()}`;
  await fillCampaign(page, { name, target: "25" });
  await expect(page.getByTestId("total-cost")).toHaveText(totalCostLine(25));
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(toastOn(page)).toContainText("Confirm Payment");
  await expect(toastOn(page)).toContainText(
    `Total cost for 25 reviews is ${priceShown(25)}. Redirecting to payment...`,
  );
  await expect(toastOn(page)).toContainText("Payment Integration");
  await expect(toastOn(page)).toContainText(
    "Online payment is not connected yet; a successful payment has been simulated.",
  );
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  await expect(toastOn(page)).toContainText("Your campaign is now pending admin approval.");

  await expect(stat(page, "Pending Approval")).toHaveText("1");
  await expect(stat(page, "Total Spent (₹)")).toHaveText(priceShown(25));
  const card = campaignCard(page, name);
  await expect(card.getByText("pending approval")).toBeVisible();
  await expect(card.getByText("Progress: 0 / 25 reviews")).toBeVisible();
  await expect(page.getByRole("list", { name: "Payment History" })).toContainText("Simulated");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Welcome, /);

  const rejectedName = `${name} Annexe`;
  await fillCampaign(page, { name: rejectedName, target: "10" });
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  await expect(stat(page, "Total Spent (₹)")).toHaveText(priceShown(35));

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/campaigns");
  await pendingCampaignOnAdmin(adminPage, name);
  const pending = adminPage.getByRole("region", { name: "Pending Approval" });
  // The admin can check the place on the map before approving.
  await expect(
    pending
      .getByRole("listitem")
      .filter({ hasText: name })
      .filter({ hasNotText: "Annexe" })
      .getByRole("link", { name: "Open in Maps" }),
  ).toHaveAttribute("href", "https://maps.app.goo.gl/abc123");
  await pending
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({ hasNotText: "Annexe" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastOn(adminPage)).toContainText("Campaign Approved");
  await expect(toastOn(adminPage)).toContainText("The campaign is now live.");
  await pending
    .getByRole("listitem")
    .filter({ hasText: rejectedName })
    .getByRole("button", { name: "Reject" })
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Reject this campaign?" });
  await dialog.getByLabel("Reason (the business sees it)").fill("Not a real place.");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(toastOn(adminPage)).toContainText("Campaign Rejected");
  await expect(pending.getByText(name)).toHaveCount(0);
  await admin.close();

  await reload(page);
  await expect(campaignCard(page, name).getByText("active", { exact: true })).toBeVisible();
  await expect(
    campaignCard(page, rejectedName).getByText("rejected", { exact: true }),
  ).toBeVisible();
  await expect(stat(page, "Active Campaigns")).toHaveText("1");
  await expect(stat(page, "Pending Approval")).toHaveText("0");
  // A rejected campaign is left out of Total Spent.
  await expect(stat(page, "Total Spent (₹)")).toHaveText(priceShown(25));

  await campaignCard(page, name).getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(/ReviewKaro/);
  await expect(page.getByText("0 of 25 reviews completed")).toBeVisible();
  await expect(page.getByTestId("start-date")).toBeVisible();
  await expect(page.getByText("7 days")).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1)).toContainText("today");
  await expect(page.getByRole("link", { name: "Public review page" })).toHaveAttribute(
    "href",
    /^\/b\/[0-9a-f-]{36}$/,
  );
  await expect(
    page.getByText("No reviews have been submitted for this campaign yet."),
  ).toBeVisible();
  // Pause asks first (decision 051); Cancel leaves the campaign running.
  await page.getByRole("button", { name: "Pause" }).click();
  const pause = page.getByRole("dialog", { name: "Pause this campaign?" });
  await pause.getByRole("button", { name: "Cancel" }).click();
  await expect(pause).toHaveCount(0);

  // A rejected campaign never gets a public page, and its detail says so instead of linking a 404.
  await visit(page, "/business/dashboard");
  await campaignCard(page, rejectedName).getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(rejectedName);
  await expect(page.getByRole("link", { name: "Public review page" })).toHaveCount(0);
  await expect(page.getByTestId("public-page-later")).toHaveText(
    "This campaign was not approved, so it has no public review page.",
  );
  await expect(
    page.getByText(
      "This campaign was not approved, so it will not run. Its payment was refunded and is not counted in Total Spent.",
    ),
  ).toBeVisible();
});

test("missing or invalid fields give 'Missing Information' and create nothing", async ({
  page,
}) => {
  await signUp(page, { role: "business" });
  await page.getByRole("link", { name: "New Campaign" }).click();
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  // Said beside Pay and at each field, not in a toast (decision 035).
  const formError = page.getByTestId("form-error");
  await expect(formError).toContainText("Missing Information");
  await expect(formError).toContainText("Please fill all fields and set a valid target.");
  await expect(toastOn(page)).toHaveCount(0);
  // Each field says what it needs, in words (never a message key).
  await expect(page.getByText("Enter the business name (up to 120 characters).")).toBeVisible();
  await expect(page.getByText("Choose the city of the business.")).toBeVisible();
  await expect(page.getByText(/\b(business|campaign)\.[a-z]+[A-Z]/)).toHaveCount(0);

  await fillCampaign(page, { name: "Gupta Dhaba", target: "1001" });
  await expect(page.getByTestId("total-cost")).toHaveText(totalCostLine(null));
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(formError).toContainText("Missing Information");
  await expect(page.getByText("Choose a whole number of reviews from 1 to 1000.")).toBeVisible();
  await page.getByLabel("Target Reviews").fill("5");
  await page.getByLabel("Google Maps Link").fill("http://example.com/not-https");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(formError).toContainText("Missing Information");
  await expect(
    page.getByText("Paste the Google Maps link of the place; it starts with https://"),
  ).toBeVisible();
  await visit(page, "/business/dashboard");
  await expect(page.getByText("No campaigns created yet.")).toBeVisible();
});

test("a double click on pay, or a repeated post, creates one campaign", async ({ page }) => {
  await signUp(page, { role: "business" });
  await fillCampaign(page, { name: "Double Click Cafe", target: "3" });
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).dblclick();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  await expect(campaignCard(page, "Double Click Cafe")).toHaveCount(1);

  // The same form posted twice (a flaky network resending it) is one campaign too.
  await page.getByRole("link", { name: "New Campaign" }).click();
  const requestId = await page.locator('input[name="requestId"]').inputValue();
  const form = {
    requestId,
    businessName: "Resent Cafe",
    mapsLink: "https://maps.app.goo.gl/xyz",
    topics: "Coffee",
    city: "Bhopal",
    targetReviews: "2",
  };
  const origin = new URL(page.url()).origin;
  for (let i = 0; i < 2; i += 1) {
    await page.request.post("/business/dashboard", {
      form,
      headers: { Origin: origin },
      maxRedirects: 0,
    });
  }
  await visit(page, "/business/dashboard");
  await expect(campaignCard(page, "Resent Cafe")).toHaveCount(1);
  await expect(page.getByTestId("stat-Pending Approval")).toHaveText("2");
});

test("the admin can approve a campaign before the page's script has loaded", async ({
  page,
  browser,
}) => {
  await signUp(page, { role: "business" });
  await fillCampaign(page, { name: "Slow Network Sweets", target: "2" });
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");

  // A phone on a slow network taps before the script arrives: the buttons post plain forms.
  const admin = await browser.newContext({
    storageState: adminStatePath(),
    extraHTTPHeaders: clientAddressHeaders(),
    javaScriptEnabled: false,
  });
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/campaigns");
  await pendingCampaignOnAdmin(adminPage, "Slow Network Sweets");
  const pending = adminPage.getByRole("region", { name: "Pending Approval" });
  await pending
    .getByRole("listitem")
    .filter({ hasText: "Slow Network Sweets" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(pending.getByText("Slow Network Sweets")).toHaveCount(0);
  await admin.close();

  await reload(page);
  await expect(
    campaignCard(page, "Slow Network Sweets").getByText("active", { exact: true }),
  ).toBeVisible();
});

test("another business's campaign, or no campaign at all, answers 404", async ({
  page,
  browser,
}) => {
  await signUp(page, { role: "business" });
  await fillCampaign(page, { name: "Private Paan", target: "2" });
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  await campaignCard(page, "Private Paan").getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Paan");
  const detailUrl = page.url();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, { role: "business" });
  const response = await visit(otherPage, detailUrl);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await visit(otherPage, "/campaign/not-a-uuid"))?.status()).toBe(404);
  await other.close();
});

/**
 * The Demo Restaurant rows of every page of All Campaigns. The demo is the oldest campaign, so
 * other tests' campaigns push it past page 1: each page is read in turn. Tests beside this one
 * add and delete campaigns while it reads, moving rows across pages, so a walk that saw the
 * list move is walked again until one reads it whole (a second demo would be read every time).
 */
async function expectOneActiveDemo(page: Page) {
  await expect(async () => {
    await visit(page, "/admin/campaigns");
    const all = page.getByRole("region", { name: "All Campaigns" });
    const pager = page.getByRole("navigation", { name: "All Campaigns" });
    const statuses: string[] = [];
    for (let shown = 1; ; shown += 1) {
      if (shown > 1) await expect(pager).toContainText(`Page ${shown} of`, { timeout: 5_000 });
      const demos = all.getByRole("listitem").filter({ hasText: "Demo Restaurant" });
      for (const demo of await demos.all()) {
        statuses.push((await demo.locator("[data-status]").getAttribute("data-status")) ?? "");
      }
      const next = pager.getByRole("link", { name: "Next" });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    expect(statuses).toEqual(["active"]);
  }).toPass({ timeout: 60_000 });
}

test("the admin dashboard creates the demo campaign once", async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await expectOneActiveDemo(page);
  await expectOneActiveDemo(page);
  await admin.close();
});

test("My Campaigns pages through plain links that keep the other lists' pages", async ({
  page,
}) => {
  await signUp(page, { role: "business" });
  for (let index = 1; index <= 21; index += 1) {
    await post(page.request, "/business/dashboard", {
      businessName: `Chappan Stall ${index}`,
      mapsLink: "https://maps.app.goo.gl/chappan",
      topics: "Snacks",
      city: "Indore",
      targetReviews: "1",
      requestId: randomUUID(),
    });
  }
  await visit(page, "/business/dashboard?payments=1");
  const mine = page.getByRole("navigation", { name: "My Campaigns" });
  await expect(mine.getByText("Page 1 of 2")).toBeVisible();
  await expect(campaignCard(page, "Chappan Stall 21")).toBeVisible();
  await expect(campaignCard(page, "Chappan Stall 1")).toHaveCount(0);

  await mine.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]campaigns=2(&|$)/);
  await expect(page).toHaveURL(/[?&]payments=1(&|$)/);
  await expect(mine.getByText("Page 2 of 2")).toBeVisible();
  await expect(campaignCard(page, "Chappan Stall 1")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "My Campaigns" }).getByRole("listitem"),
  ).toHaveCount(1);
  // Payment History has 21 payments too, paged on its own.
  await expect(
    page.getByRole("navigation", { name: "Payment History" }).getByText("Page 1 of 2"),
  ).toBeVisible();

  await mine.getByRole("link", { name: "Previous" }).click();
  await expect(page).not.toHaveURL(/campaigns=/);
  await expect(campaignCard(page, "Chappan Stall 21")).toBeVisible();
});
