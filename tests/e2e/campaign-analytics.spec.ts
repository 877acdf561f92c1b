import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import sharp from "sharp";
import { kolkataDateKey } from "~/domain/shared/dates";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { createApprovedCampaign, newReviewer, pendingReviewId, post } from "./support/rewards";

const reviews = [
  {
    name: "Kiran P.",
    rating: 2,
    text: "=1+1 We came with family for dinner. The food was cold, the naan came twenty minutes after the curry, and nobody checked on our table, though the tea at the end was strong and hot. Service needs work before we return, sadly.",
  },
  {
    name: "Meera S.",
    rating: 5,
    text: "चाय और समोसे बहुत अच्छे थे। हम परिवार के साथ शाम को गए थे, जगह छोटी है पर साफ़ है, मालिक ने ख़ुद आकर पूछा कि सब ठीक है या नहीं, और दाम भी इलाक़े के हिसाब से ठीक हैं। फिर से ज़रूर जाएँगे, tea lovers के लिए अच्छी जगह।",
  },
];

/** A reviewer with this public name writes this review of the campaign, with its own proof. */
async function reviewBy(browser: Browser, campaignId: string, index: number) {
  const review = reviews[index];
  if (!review) throw new Error("no such review");
  const context = await browser.newContext();
  const page = await context.newPage();
  await newReviewer(page);
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: review.name,
    reviewerEmail: "reviewer@example.com",
  });
  const proof = await sharp({
    create: { width: 48, height: 36, channels: 3, background: index ? "#a8d7ff" : "#ffa8d7" },
  })
    .jpeg()
    .toBuffer();
  const sent = await page.request.post("/user/dashboard", {
    multipart: {
      intent: "submit-review",
      visitedOn: kolkataDateKey(new Date()),
      noRelationship: "on",
      campaignId,
      rating: String(review.rating),
      reviewText: review.text,
      proof: { name: "bill.jpg", mimeType: "image/jpeg", buffer: proof },
    },
  });
  expect(sent.status()).toBe(200);
  await context.close();
}

async function approveAll(admin: APIRequestContext, name: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await post(admin, "/admin/reviews", {
      intent: "approve-review",
      reviewId: await pendingReviewId(admin, name),
      proofChecked: "on",
      textChecked: "on",
    });
  }
}

test("the business sees analytics of its approved reviews and downloads them as CSV", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Analytics Tea Stall ${Date.now()}`;
  await signUp(page, { role: "business" });
  const admin = await adminContext(browser);
  // Topics 'Tea, Snacks'; a target of 100 opens five slots on day one.
  const campaignId = await createApprovedCampaign(page.request, admin.request, {
    name,
    target: 100,
  });
  await reviewBy(browser, campaignId, 0);
  await reviewBy(browser, campaignId, 1);
  await approveAll(admin.request, name, 2);
  await admin.close();

  await visit(page, `/campaign/${campaignId}`);
  const analytics = page.getByTestId("campaign-analytics");
  await expect(analytics.getByRole("heading", { name: "Review analytics" })).toBeVisible();
  await expect(analytics.getByText("2 approved reviews")).toBeVisible();
  const ratings = analytics.getByRole("list", { name: "Approved reviews by star rating" });
  await expect(ratings.getByText("5 stars: 1 approved review (50%)")).toBeAttached();
  await expect(ratings.getByText("2 stars: 1 approved review (50%)")).toBeAttached();
  await expect(ratings.getByText("3 stars: 0 approved reviews (0%)")).toBeAttached();
  // 'Tea' is in both texts (once inside Hindi); 'Snacks' in neither: 'समोसे' is not a form of it.
  await expect(analytics.getByText("Tea: 2 of 2 reviews")).toBeAttached();
  await expect(analytics.getByText("Snacks: 0 of 2 reviews")).toBeAttached();

  // The chart is an image the server drew; its figures are in the table behind 'Show the figures'.
  const chart = analytics.getByRole("img", { name: /Chart of reviews per day/ });
  await expect(chart).toBeVisible();
  await expect
    .poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await analytics.getByText("Show the figures").click();
  const firstDay = analytics.getByTestId("pace-table").getByRole("row").nth(1);
  await expect(firstDay.getByRole("cell")).toHaveText([/./, "5", "2", "2"]);

  // The CSV holds exactly the approved reviews the page lists, formula cells defused.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    analytics.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^reviews-analytics-tea-stall-\d+-[\d-]+\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
  expect(header).toEqual(["Date", "Reviewer", "Rating", "Review", "Disclosure"]);
  expect(rows.map((row) => row.slice(1, 4))).toEqual([
    ["Kiran P.", "2", `'${reviews[0]?.text}`],
    ["Meera S.", "5", reviews[1]?.text],
  ]);
  // Every row carries the disclosure (decision 082).
  for (const row of rows) expect(row[4]).toMatch(/^Rewarded review: /);
  const listed = page.getByRole("list", { name: "Submitted reviews" });
  for (const review of reviews) await expect(listed.getByText(review.name)).toBeVisible();

  // Looked at by a person: both languages at phone and desktop widths.
  for (const language of ["en", "hi"]) {
    await page.request.post("/set-language", { form: { lang: language } });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, `/campaign/${campaignId}`);
      await expect(page.getByTestId("pace-chart")).toBeVisible();
      await testInfo.attach(`analytics-${language}-${width}`, {
        body: await page.getByTestId("campaign-analytics").screenshot(),
        contentType: "image/png",
      });
    }
  }
});
