import { randomInt } from "node:crypto";
import type { Route } from "@playwright/test";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { createApprovedCampaign, newReviewer, post, submitReview } from "./support/rewards";

test("My Reviews pages from the last row shown, by links that can be shared and walked back, and a late live refresh of the page left never replaces the page shown", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // In Ujjain, which no other test uses: the campaigns stay open (their reviews are withdrawn),
  // and must not crowd other reviewers' first page of available campaigns.
  await newReviewer(page, "Ujjain");
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const stamp = `${Date.now()}${randomInt(1000)}`;
  for (let i = 1; i <= 21; i += 1) {
    const campaignId = await createApprovedCampaign(business.request, admin.request, {
      name: `Keyset Kachori ${stamp}-${i}`,
      target: 1,
      city: "Ujjain",
    });
    await submitReview(page.request, campaignId, (i % 5) + 1);
    // Withdrawn at once (it stays in My Reviews), so the admin's queue, which other tests read
    // from its first page, never fills with this test's reviews.
    const mine = await page.request.get(
      "/user/dashboard.data?live=my-reviews&_routes=routes%2Fuser-dashboard",
    );
    // The answer names the reviewer first (their drafts' owner, decision 131), then My Reviews,
    // newest first: the first id that is not the reviewer's own.
    const text = await mine.text();
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const own = new RegExp(`userId[^0-9a-f]{0,12}(${uuid.source})`).exec(text)?.[1];
    expect(own, "the dashboard's data names its reviewer").toBeTruthy();
    const newest = [...text.matchAll(uuid)].map((match) => match[0]).find((id) => id !== own);
    await post(page.request, "/user/dashboard", { intent: "withdraw", reviewId: newest ?? "" });
  }

  await visit(page, "/user/dashboard");
  const pager = page.getByRole("navigation", { name: "My Reviews" });
  const reviews = page.getByRole("list", { name: "My Reviews" });
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-21`)).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-1`, { exact: true })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next" }).click();
  // The link names the page and the review it starts after: the database reads from there.
  await expect
    .poll(() => decodeURIComponent(page.url()))
    .toMatch(/[?&]reviews=2&reviews_after=\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}/);
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-1`, { exact: true })).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-21`)).toHaveCount(0);

  // The same link opened elsewhere (shared, bookmarked) shows the same page.
  const shared = page.url();
  const other = await page.context().newPage();
  await visit(other, shared.replace(/^https?:\/\/[^/]+/, ""));
  await expect(
    other.getByRole("list", { name: "My Reviews" }).getByText(`Keyset Kachori ${stamp}-1`, {
      exact: true,
    }),
  ).toBeVisible();
  await other.close();

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).not.toHaveURL(/reviews=/);
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-21`)).toBeVisible();

  // A live refresh asked for on page 1 that answers only after Next has shown page 2 (a slow
  // network) must not put page 1's rows back under page 2's pager.
  await expect(page.locator("html")).toHaveAttribute("data-live", "on");
  const held = new Promise<Route>((resolve) => {
    const ofMyReviews = /\/user\/dashboard\.data\?.*live=[^&]*my-reviews/;
    void page.route(ofMyReviews, (route) => resolve(route), { times: 1 });
  });
  const newest = await createApprovedCampaign(business.request, admin.request, {
    name: `Keyset Kachori ${stamp}-22`,
    target: 1,
    city: "Ujjain",
  });
  await submitReview(page.request, newest, 4);
  const refresh = await held;
  expect(decodeURIComponent(refresh.request().url())).not.toContain("reviews_after");
  await pager.getByRole("link", { name: "Next" }).click();
  // Page 2 starts after the last row page 1 showed (it had not heard of the new review yet).
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-1`, { exact: true })).toBeVisible();
  const answered = page.waitForResponse((response) => response.request() === refresh.request());
  await refresh.continue();
  await answered;
  // Let the answer reach the page: React applies a fetcher's data within a few frames.
  for (let frame = 0; frame < 5; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-1`, { exact: true })).toBeVisible();
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-22`)).toHaveCount(0);
  await expect(reviews.getByText(`Keyset Kachori ${stamp}-21`)).toHaveCount(0);
  await admin.close();
  await businessContext.close();
});
