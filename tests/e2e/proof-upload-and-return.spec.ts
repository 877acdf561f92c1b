import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminContext, expect, logOut, signUp, test, visit } from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  honestText,
  pageToQueueCard,
  queueCard,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

/** A 4000×3000 phone photo of about 3.4 MB (noise compresses as badly as a real scene). */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#88aa66",
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The bytes of the file field `name` in a multipart body. */
function multipartFile(body: Buffer, name: string): Buffer {
  const header = body.indexOf(`name="${name}"`);
  expect(header, `a ${name} part`).toBeGreaterThan(0);
  const start = body.indexOf("\r\n\r\n", header) + 4;
  const boundary = body.subarray(0, body.indexOf("\r\n")).toString();
  return body.subarray(start, body.indexOf(`\r\n${boundary}`, start));
}

test("a large proof photo is previewed, made smaller in the browser and uploaded with a progress bar", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Chappan Dukan ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);
  await signUp(page, { role: "user", city: "Indore" });
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Ravi");
  await info.getByLabel("Your email").fill("ravi@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();

  const writing = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await writing.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await writing.getByLabel("Your review").fill(honestText);
  const original = await phonePhoto();
  await writing.getByLabel("Proof of your visit").setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: original,
  });
  await expect(writing.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  await expect(writing.getByText(/^Made smaller for upload: 3\.\d\sMB → \d+\sKB$/)).toBeVisible();

  // The upload is held at the network until the progress bar has been seen.
  let uploaded: Buffer | null = null;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/user/dashboard.data*", async (route) => {
    if (route.request().method() === "POST") {
      uploaded = route.request().postDataBuffer();
      await held;
    }
    await route.continue();
  });
  await fillVisit(writing);
  await writing.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(writing.getByRole("progressbar", { name: "Photo upload" })).toBeVisible();
  release();
  await expect(toastOn(page)).toContainText("Review Submitted!");

  const sent = multipartFile(uploaded as unknown as Buffer, "proof");
  expect(sent.length).toBeLessThan(original.length / 2);
  const sentSize = await sharp(sent).metadata();
  expect([sentSize.width, sentSize.height, sentSize.format]).toEqual([1600, 1200, "jpeg"]);

  // The admin sees the proof; the campaign's business (someone else) gets the 404 page.
  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  const card = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  const proof = await card.locator('a[href^="/proof/"]').first().getAttribute("href");
  const image = await adminPage.request.get(proof ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  const stored = await sharp(await image.body()).metadata();
  expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(1600);
  await admin.close();
  await expectNotFoundPage(business, proof ?? "", "Page not found");
  await close();
});

async function expectNotFoundPage(page: Page, path: string, heading: string) {
  const response = await visit(page, path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator("body")).not.toHaveText(/^null$/);
}

test("a proof nobody may show is the 404 page in the person's language, signed in or not", async ({
  browser,
}) => {
  const hindi = await browser.newContext({ locale: "hi-IN" });
  const page = await hindi.newPage();
  await expectNotFoundPage(page, `/proof/${randomUUID()}`, "पेज नहीं मिला");
  await hindi.close();
});

test("counted texts say 'review' for one and 'reviews' for two, and signing in from a deep link lands on it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await signUp(page, { role: "business" });
  for (const target of [1, 2]) {
    const noun = target === 1 ? "review" : "reviews";
    await page.getByRole("link", { name: "New Campaign" }).click();
    await page.getByLabel("Business Name").fill(`Poha Corner ${target} ${Date.now()}`);
    await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/indore1");
    await page.getByLabel("City").selectOption("Indore");
    await page.getByLabel("Target Reviews").fill(String(target));
    await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
    await expect(toastOn(page)).toContainText(
      `Total cost for ${target} ${noun} is ₹${20 * target}. Redirecting to payment...`,
    );
    await expect(toastOn(page)).toContainText("Campaign Submitted!");
    await expect(page.getByText(`Progress: 0 / ${target} ${noun}`).first()).toBeVisible();
  }
  const card = page.getByRole("listitem").filter({ hasText: "Progress: 0 / 1 review" }).first();
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByText("0 of 1 review completed")).toBeVisible();
  const deepLink = new URL(page.url()).pathname;
  expect(deepLink).toMatch(/^\/campaign\//);

  // Signed out, the deep link goes by the login form and back to itself.
  await logOut(page);
  await visit(page, `${deepLink}?page=1`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const logIn = async () => {
    await page.getByLabel("Mobile number").fill(account.digits);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log In" }).click();
  };
  await logIn();
  await expect(page).toHaveURL(new RegExp(`${deepLink}\\?page=1$`));
  await expect(page.getByText("0 of 1 review completed")).toBeVisible();

  // Another site, or another role's page, is refused: the dashboard instead.
  for (const asked of ["//evil.example/campaign/x", "https://evil.example/", "/admin/reviews"]) {
    await logOut(page);
    await visit(page, `/login?redirectTo=${encodeURIComponent(asked)}`);
    await logIn();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
  }
});
