import { randomInt } from "node:crypto";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import {
  createApprovedCampaign,
  distinctReview,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";

// One after the other: the first test's 51 views would push the second's one view off page 1.
test.describe.configure({ mode: "default" });

test("the staff access log pages without a total (decision 084): 'Page 1', Next by a cursor link to older views, Previous back", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newReviewer(page);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  const name = `Access Log Adda ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 1,
  });
  await submitReview(page.request, campaignId, 4, await distinctReview());
  const reviewId = await pendingReviewId(admin.request, name);

  // The admin opens the proof 51 times from the queue: 51 rows, more than a page of 50.
  await visit(adminPage, "/admin/reviews");
  const referer = adminPage.url();
  for (let view = 0; view < 51; view += 1) {
    const proof = await admin.request.get(`/proof/${reviewId}`, { headers: { referer } });
    expect(proof.status()).toBe(200);
  }
  // Withdrawn, so the queue other tests read from its first page stays as it was.
  await post(page.request, "/user/dashboard", { intent: "withdraw", reviewId });

  await visit(adminPage, "/admin/access-log");
  const pager = adminPage.getByRole("navigation", { name: "Pages of the access log" });
  const views = adminPage.getByTestId("access-view");
  await expect(views).toHaveCount(50);
  // Newest first: this test's views lead the page (another test may have slipped one in).
  const ours = views.filter({ hasText: `review …${reviewId.slice(-6)}` });
  await expect(ours.first()).toBeVisible();
  await expect(pager.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(pager.getByText(/ of /)).toHaveCount(0);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next" }).click();
  // The link names the page and the view it starts after: the database reads from there.
  await expect
    .poll(() => decodeURIComponent(adminPage.url()))
    .toMatch(/[?&]page=2&page_after=\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}/);
  await expect(pager.getByText("Page 2", { exact: true })).toBeVisible();
  await expect(views.first()).toBeVisible();

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(adminPage).not.toHaveURL(/page=/);
  await expect(pager.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(ours.first()).toBeVisible();
  await admin.close();
  await businessContext.close();
});

test("each view is a compact row without dangling separators: at most 4 lines on a 360 px phone and 2 at 1280 px, in English and Hindi (issue 46)", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await newReviewer(page);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const name = `Compact Log Adda ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 1,
  });
  await submitReview(page.request, campaignId, 4, await distinctReview());
  const reviewId = await pendingReviewId(admin.request, name);
  const proof = await admin.request.get(`/proof/${reviewId}`, {
    headers: { referer: `${baseURL}/admin/reviews` },
  });
  expect(proof.status()).toBe(200);
  await post(page.request, "/user/dashboard", { intent: "withdraw", reviewId });
  await admin.close();

  for (const language of ["en", "hi"] as const) {
    for (const [width, lines] of [
      [360, 4],
      [1280, 2],
    ] as const) {
      const context = await adminContext(browser, {
        viewport: { width, height: 800 },
        locale: `${language}-IN`,
      });
      const logPage = await context.newPage();
      await visit(logPage, "/admin/access-log");
      const ours = logPage
        .getByTestId("access-view")
        .filter({ hasText: `…${reviewId.slice(-6)}` })
        .first();
      await expect(ours).toBeVisible();
      // No part joins the next with a middot, so none can end a line with one.
      await expect(ours).not.toContainText("·");
      await logPage.screenshot({
        path: test.info().outputPath(`access-log-${language}-${width}.png`),
      });
      // The lines its visible text takes: a Devanagari line box is taller than the row's line
      // height, so the lines are counted from where each piece of text sits, not from heights.
      const drawnLines = await ours.evaluate((row) => {
        const bottoms: number[] = [];
        const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.push(rect.bottom);
        }
        bottoms.sort((a, b) => a - b);
        // Pieces of one line sit within a few pixels of each other (baselines of mixed fonts).
        return bottoms.filter(
          (bottom, index) => index === 0 || bottom - (bottoms[index - 1] ?? 0) > 8,
        ).length;
      });
      expect(drawnLines, `lines of a row at ${width} px (${language})`).toBeLessThanOrEqual(lines);
      await context.close();
    }
  }
  await businessContext.close();
});
