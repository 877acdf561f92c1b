import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { kolkataDateKey } from "~/domain/shared/dates";
import { asLocalBusiness } from "../support/json-ld";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { createApprovedCampaign, newReviewer, pendingReviewId, post } from "./support/rewards";

const texts = [
  "Fresh kachori and strong chai at the counter this morning. The owner remembered my order and the plates were clean, though the bench outside was wet from washing and there was nowhere else to sit for ten minutes.",
  "Came for lunch with colleagues from the office nearby. Poha was tasty and quick, the lassi was thin and too sweet, and the bill was fair. Staff were busy but polite when we asked for extra chutney twice.",
  "Waited twenty five minutes for two plates of samosa on a quiet weekday evening, and they arrived cold. Nobody apologised and the table was sticky. I will not go back unless the service changes a lot.",
];

async function proofPhoto(seed: number) {
  // A different pattern per review, so the copy check does not take the proofs for one photo.
  const width = 48;
  const pixels = Buffer.alloc(width * width * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * (seed + 3) * 37) % 251;
  return sharp(pixels, { raw: { width, height: width, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function jsonLdOf(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return asLocalBusiness(JSON.parse(text ?? "null"));
}

const rewardedNote = `Each is a 'Rewarded review': the reviewer received ${formatRupees(REWARD_PER_REVIEW)} from ReviewKaro for an honest review, whatever the rating.`;
const rewardedNoteHindi = `हर एक 'इनाम वाला रिव्यू' है: रिव्यूअर को ईमानदार रिव्यू के लिए ReviewKaro से ${formatRupees(REWARD_PER_REVIEW)} मिले, रेटिंग चाहे जो हो।`;

const meta = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute("content");

test("the public page is findable, shareable and filterable, and its poster prints on one A5 page", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const name = `Share Chai ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 100,
  });
  for (const [i, rating] of [5, 4, 1].entries()) {
    const context = await browser.newContext();
    const reviewer = await context.newPage();
    await newReviewer(reviewer);
    const sent = await reviewer.request.post("/user/dashboard", {
      multipart: {
        intent: "submit-review",
        visitedOn: kolkataDateKey(new Date()),
        noRelationship: "on",
        campaignId,
        rating: String(rating),
        reviewText: texts[i] as string,
        proof: { name: "bill.jpg", mimeType: "image/jpeg", buffer: await proofPhoto(i) },
      },
    });
    expect(sent.status()).toBe(200);
    await post(admin.request, "/admin/reviews", {
      intent: "approve-review",
      reviewId: await pendingReviewId(admin.request, name),
      proofChecked: "on",
      textChecked: "on",
    });
    await context.close();
  }
  await admin.close();

  const page = await (await browser.newContext()).newPage();
  const path = `/b/${campaignId}`;

  await test.step("schema.org data, Open Graph and Twitter cards, no framework script", async () => {
    await visit(page, path);
    const url = await page.locator('head link[rel="canonical"]').getAttribute("href");
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`));
    const data = await jsonLdOf(page);
    expect(data.name).toBe(name);
    expect(data.url).toBe(url);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 3.3, reviewCount: 3 });
    expect(
      data.review?.map((review) => (review.reviewRating as { ratingValue: number }).ratingValue),
    ).toEqual([1, 4, 5]);
    expect(await meta(page, 'meta[property="og:title"]')).toContain(name);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(url);
    expect(await meta(page, 'meta[property="og:image"]')).toBe(`${url}/share.png?lang=en`);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    // The disclosure travels: every Review item and every card text carries it (decision 082).
    const items = (data.review ?? []) as { name?: unknown; reviewBody?: unknown }[];
    expect(items).toHaveLength(3);
    for (const review of items) {
      expect(review.name).toBe("Rewarded review");
      expect(review.reviewBody).toMatch(/^Rewarded review: /);
    }
    const description = `Honest reviews of ${name} in Indore from verified local people. ${rewardedNote}`;
    expect(await meta(page, 'meta[name="description"]')).toBe(description);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
    expect(await meta(page, 'meta[name="twitter:description"]')).toBe(description);
    expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
  });

  await test.step("the share image is a 1200×630 PNG, cached by its ETag", async () => {
    const image = (await meta(page, 'meta[property="og:image"]')) as string;
    const response = await page.request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    const etag = response.headers().etag as string;
    const again = await page.request.get(image, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    // A campaign never approved has neither a page nor an image nor a poster.
    for (const never of ["share.png", "poster"]) {
      expect((await page.request.get(`/b/${randomUUID()}/${never}`)).status()).toBe(404);
    }
  });

  await test.step("WhatsApp gets the text and the page's address", async () => {
    const href = (await page.getByTestId("whatsapp-share").getAttribute("href")) as string;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toBe(
      `Honest reviews of ${name} in Indore on ReviewKaro ${rewardedNote} ${page.url()}`,
    );
    await page.getByText("Select the address and copy it:").click();
    await expect(page.getByLabel("Address of this page")).toHaveValue(page.url());
  });

  await test.step("rating bars in words and numbers, and a filter by stars", async () => {
    const bars = page.getByTestId("rating-distribution");
    await expect(bars.getByText("5 stars: 1 review (33%)")).toBeAttached();
    await expect(bars.getByText("3 stars: 0 reviews (0%)")).toBeAttached();
    await expect(bars.getByText("1 star: 1 review (33%)")).toBeAttached();
    const list = page.getByRole("list", { name: "Rating from rewarded reviews" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await page.getByTestId("stars-filter").getByRole("link", { name: "1 star" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?stars=1$`));
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("img", { name: "1 out of 5" })).toBeVisible();
    await page.getByTestId("stars-filter").getByRole("link", { name: "3 stars" }).click();
    await expect(page.getByText("No approved reviews with this rating.")).toBeVisible();
  });

  await test.step("the poster prints on one A5 page, linked from the campaign detail", async () => {
    await visit(business, `/campaign/${campaignId}`);
    const poster = business.getByTestId("poster-link");
    await expect(poster).toHaveAttribute("href", `${path}/poster`);
    await visit(page, `${path}/poster`);
    await expect(page.getByText("Read honest reviews of us on ReviewKaro")).toBeVisible();
    await expect(page.getByTestId("poster-qr").locator("svg")).toBeVisible();
    const pdf = (await page.pdf({ format: "A5", preferCSSPageSize: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    // A5 is 148 × 210 mm: 419.5 × 595.3 points (Chromium rounds to whole pixels).
    const box = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf);
    expect(Math.abs(Number(box?.[1]) - 419.5)).toBeLessThan(1);
    expect(Math.abs(Number(box?.[2]) - 595.3)).toBeLessThan(1);
  });

  await test.step("in Hindi: description, share image and disclosure", async () => {
    const hindi = await (await browser.newContext({ locale: "hi-IN" })).newPage();
    await visit(hindi, path);
    expect(await meta(hindi, 'meta[name="description"]')).toBe(
      `इंदौर में ${name} के सत्यापित स्थानीय लोगों के ईमानदार रिव्यू। ${rewardedNoteHindi}`,
    );
    const hindiData = await jsonLdOf(hindi);
    for (const review of (hindiData.review ?? []) as { reviewBody?: unknown }[]) {
      expect(review.reviewBody).toMatch(/^इनाम वाला रिव्यू: /);
    }
    expect(
      new URL(
        (await hindi.getByTestId("whatsapp-share").getAttribute("href")) as string,
      ).searchParams.get("text"),
    ).toContain(rewardedNoteHindi);
    expect(await meta(hindi, 'meta[property="og:image"]')).toMatch(/share\.png\?lang=hi$/);
    expect(await meta(hindi, 'meta[property="og:locale"]')).toBe("hi_IN");
    await expect(hindi.getByText("5 स्टार: 1 रिव्यू (कुल का 33%)")).toBeAttached();
    await hindi.context().close();
  });
  await businessContext.close();
});

test("the policy pages are reachable from the footer in English and Hindi", async ({ browser }) => {
  const english = await (await browser.newContext()).newPage();
  await visit(english, "/");
  await english.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(english.getByRole("heading", { level: 1 })).toHaveText("Terms for reviewers");
  await expect(english.getByText(/must never be posted on Google/)).toBeVisible();
  await expect(
    english.getByRole("heading", { name: "For businesses: copying a review" }),
  ).toBeVisible();
  await expect(
    english.getByText(/only together with its disclosure: 'Rewarded review\./),
  ).toBeVisible();
  await english.getByRole("contentinfo").getByRole("link", { name: "Review Policy" }).click();
  await expect(english.getByText(/at least 30 words/)).toBeVisible();
  await english.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(english).toHaveURL(/\/privacy$/);
  await english.getByRole("contentinfo").getByRole("link", { name: "Grievance Officer" }).click();
  const officer = english.getByTestId("grievance-officer");
  await expect(officer).toContainText("Grievance Officer, ReviewKaro");
  await expect(officer).toContainText("grievance@reviewkaro.in");
  // Issue 34: a ticket at once, acknowledged within 24 hours, decided within 15 days.
  await expect(officer).toContainText("within 24 hours and decide it within 15 days");
  await english.context().close();

  const hindi = await (await browser.newContext({ locale: "hi-IN" })).newPage();
  await visit(hindi, "/");
  await hindi.getByRole("contentinfo").getByRole("link", { name: "सेवा की शर्तें" }).click();
  await expect(hindi.getByRole("heading", { level: 1 })).toHaveText("रिव्यूअर के लिए शर्तें");
  await expect(hindi.getByText(/कभी भी Google/)).toBeVisible();
  await expect(hindi.getByText(/सिर्फ़ उसकी सूचना के साथ कॉपी कर सकता है/)).toBeVisible();
  await hindi.getByRole("contentinfo").getByRole("link", { name: "शिकायत अधिकारी" }).click();
  await expect(hindi.getByTestId("grievance-officer")).toContainText("24 घंटे के भीतर");
  // The default officer is named in Hindi on a Hindi page, not in English.
  await expect(hindi.getByTestId("grievance-officer")).toContainText("शिकायत अधिकारी, ReviewKaro");
  await expect(hindi.getByTestId("grievance-officer")).not.toContainText("Grievance Officer");
  await hindi.context().close();
});
