import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { adminContext, expect, reload, signUp, test, visit } from "./fixtures";
import { toastOn } from "./toast";

const honestText =
  "We went for dinner on Saturday with my parents. The paneer was cold and the naan came twenty minutes after the curry, though the staff apologised politely. Prices are fair but the service needs real work before I would go again.";

async function proofPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0ffee" } })
    .jpeg()
    .toBuffer();
}

/** A business with an approved Indore campaign of 100 reviews (5 open on day one). */
async function approvedCampaign(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { role: "business" });
  await page.getByRole("link", { name: "New Campaign" }).click();
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/indore1");
  await page.getByLabel("Topics (comma separated)").fill("Food, Service, Family");
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("Target Reviews").fill("100");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/dashboard?tab=campaigns");
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastOn(adminPage)).toContainText("Campaign Approved");
  await admin.close();
  return { business: page, close: () => context.close() };
}

function campaignCard(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Available Campaigns" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function writeReview(page: Page, name: string, options: { stars: number; text: string }) {
  await campaignCard(page, name).getByRole("button", { name: "Write Review" }).click();
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
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
}

test("a 2-star review goes from a reviewer in Indore through double-checked approval to the public page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Indore Bhojanalaya ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);

  await signUp(page, { role: "user", city: "Indore" });
  const card = campaignCard(page, name);
  await expect(card).toBeVisible();
  await expect(card.getByText("Honest review · any rating")).toBeVisible();
  await expect(card.getByText("Reward ₹5")).toBeVisible();
  await expect(card.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
    "target",
    "_blank",
  );

  // Reviewer Info is asked for first, then the review form opens.
  await card.getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Asha V.");
  await info.getByLabel("Your email").fill("asha@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  await expect(toastOn(page)).toContainText("Info Saved!");
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: `Submit Your Review for ${name}` }),
  ).toBeVisible();
  // No rating is preselected, and the reward does not depend on it.
  for (const label of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
    await expect(dialog.getByRole("radio", { name: label })).not.toBeChecked();
  }
  await dialog.getByLabel("Your review").fill("Too short to count.");
  await expect(dialog.getByText("4 words (at least 30)")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Rating Required");
  await dialog.getByRole("radio", { name: "2 stars" }).check({ force: true });
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Too Short");
  await expect(dialog.getByLabel("Your review")).toHaveValue("Too short to count.");
  await dialog.getByLabel("Your review").fill(honestText);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Proof Required");
  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Submitted!");
  await expect(toastOn(page)).toContainText("Your review is pending approval.");
  const mine = page
    .getByRole("list", { name: "My Reviews" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mine.getByText("pending")).toBeVisible();
  await expect(campaignCard(page, name)).toHaveCount(0);

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/dashboard");
  const item = adminPage
    .getByRole("list", { name: "Review Queue" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(item.getByText("Rating: 2 of 5")).toBeVisible();
  const proofHref =
    (await item.getByRole("link", { name: "View Proof" }).getAttribute("href")) ?? "";
  const proof = await adminPage.request.get(proofHref);
  expect(proof.status()).toBe(200);
  expect(proof.headers()["content-type"]).toBe("image/webp");
  const approve = item.getByRole("button", { name: "Approve" });
  await expect(approve).toBeDisabled();
  await item.getByLabel("Proof shows a visit to this business").check();
  await expect(approve).toBeDisabled();
  await item.getByLabel("Text is a genuine first-hand review").check();
  await approve.click();
  await expect(toastOn(adminPage)).toContainText("Review Approved");
  await expect(toastOn(adminPage)).toContainText("User has been credited.");
  await admin.close();

  await reload(page);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹5");
  await expect(mine.getByText("approved")).toBeVisible();

  // The business cannot open the proof.
  expect((await business.request.get(proofHref)).status()).toBe(404);

  await visit(business, "/business/dashboard");
  await business
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "View Details" })
    .click();
  await expect(business.getByText("1 of 100 reviews completed")).toBeVisible();
  await expect(business.getByRole("list", { name: "Submitted reviews" })).toContainText("Asha V.");
  await business.getByRole("link", { name: "Public review page" }).click();
  await expect(business.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(business.getByText("Rating from rewarded reviews")).toBeVisible();
  await expect(business.getByTestId("average-rating")).toHaveText("2.0");
  await expect(business.getByText(honestText)).toBeVisible();
  await expect(business.getByText("Rewarded review", { exact: true })).toBeVisible();
  await expect(
    business.getByText(
      "The reviewer received ₹5 from ReviewKaro for an honest review, whatever the rating.",
    ),
  ).toBeVisible();
  // One page holds every review: no pager; a link past the end shows the last page.
  await expect(business.getByRole("navigation", { name: "Pages of reviews" })).toHaveCount(0);
  await visit(business, `${new URL(business.url()).pathname}?page=7`);
  await expect(business.getByText(honestText)).toBeVisible();
  await close();
});

test("a rejected review shows its reason, the admin reads a long review whole on request, and only its author and admins can open its proof", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Rajwada Chai ${Date.now()}`;
  const { close } = await approvedCampaign(browser, name);
  await signUp(page, { role: "user", city: "Indore" });
  await campaignCard(page, name).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Ravi");
  await info.getByLabel("Your email").fill("ravi@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  // Once saved, the info dialog gives way to the review dialog; this test writes from the card.
  await page
    .getByRole("dialog", { name: `Submit Your Review for ${name}` })
    .getByRole("button", { name: "Cancel" })
    .click();
  // About 900 characters: the queue shows the start and the rest on request.
  const longText = [honestText, honestText, honestText, honestText].join("\n\n");
  await writeReview(page, name, { stars: 5, text: longText });
  await expect(toastOn(page)).toContainText("Review Submitted!");

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/dashboard");
  const item = adminPage
    .getByRole("list", { name: "Review Queue" })
    .getByRole("listitem")
    .filter({ hasText: name });
  const proofHref =
    (await item.getByRole("link", { name: "View Proof" }).getAttribute("href")) ?? "";
  expect((await page.request.get(proofHref)).status()).toBe(200);
  await expect(item.getByText(honestText).first()).toBeVisible();
  await expect(item.getByText(longText)).toHaveCount(0);
  const readWhole = item.getByRole("button", { name: "Read the whole review" });
  await readWhole.click();
  await expect(item.getByText(longText)).toBeVisible();
  await expect(readWhole).toHaveCount(0);
  // The whole text is for admins only.
  const textPath = `/admin/reviews/${proofHref.split("/").pop()}/text`;
  const asReviewer = await page.request.get(textPath, { maxRedirects: 0 });
  expect(asReviewer.status()).toBe(302);
  expect(await asReviewer.text()).not.toContain("paneer");
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signUp(strangerPage, { role: "user", city: "Indore" });
  expect((await strangerPage.request.get(proofHref)).status()).toBe(404);
  await stranger.close();

  await item.getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this review?" });
  await expect(reject.getByRole("button", { name: "Reject review" })).toBeDisabled();
  await reject
    .getByLabel("Reason (the reviewer sees it)")
    .fill("The photo does not show this business.");
  await reject.getByRole("button", { name: "Reject review" }).click();
  await expect(toastOn(adminPage)).toContainText("Review Rejected");
  await admin.close();

  await reload(page);
  const mine = page
    .getByRole("list", { name: "My Reviews" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mine.getByText("rejected")).toBeVisible();
  await expect(mine.getByText("Reason: The photo does not show this business.")).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  await close();
});

test("a reviewer's city is detected from the browser's location, or falls back to Bhopal", async ({
  browser,
}) => {
  const mhow = await browser.newContext({
    geolocation: { latitude: 22.5524, longitude: 75.7565 },
    permissions: ["geolocation"],
  });
  const page = await mhow.newPage();
  await signUp(page, { role: "user" });
  await expect(toastOn(page)).toContainText("City Detected!");
  await expect(toastOn(page)).toContainText("We've set your city to Indore.");
  await expect(
    page.getByRole("status").filter({ hasText: "Your city was set to Indore." }),
  ).toBeVisible();
  await mhow.close();

  const denied = await browser.newContext({ permissions: [] });
  const deniedPage = await denied.newPage();
  await signUp(deniedPage, { role: "user" });
  await expect(toastOn(deniedPage)).toContainText("We've set your city to Bhopal.");
  await expect(deniedPage.getByText("No campaigns available in Bhopal right now.")).toBeVisible();
  await denied.close();

  // A location prompt nobody answers: the browser never calls back, and after 15 s it is Bhopal.
  const unanswered = await browser.newContext();
  await unanswered.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = () => {};
  });
  const waitingPage = await unanswered.newPage();
  await waitingPage.clock.install();
  await signUp(waitingPage, { role: "user" });
  await expect(
    waitingPage.getByText("Detecting your city to find local campaigns..."),
  ).toBeVisible();
  await waitingPage.clock.runFor(15_000);
  await expect(toastOn(waitingPage)).toContainText("We've set your city to Bhopal.");
  await expect(
    waitingPage.getByRole("status").filter({ hasText: "Your city was set to Bhopal." }),
  ).toBeVisible();
  await unanswered.close();
});

test("a submission the server fails keeps what was typed, and a pending review can be withdrawn after a confirmation", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Sarafa Snacks ${Date.now()}`;
  const { close } = await approvedCampaign(browser, name);
  await signUp(page, { role: "user", city: "Indore" });
  await campaignCard(page, name).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Meena");
  await info.getByLabel("Your email").fill("meena@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  // A 20 MB photo and a file that is no image are refused before anything is sent; what was
  // typed stays.
  const writing = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await writing.getByRole("radio", { name: "2 stars" }).check({ force: true });
  await writing.getByLabel("Your review").fill(honestText);
  const twentyMegabytes = Buffer.alloc(20 * 1024 * 1024, 0xff);
  twentyMegabytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  await writing.getByLabel("Proof of your visit").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: twentyMegabytes,
  });
  await writing.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Upload Failed");
  await expect(toastOn(page)).toContainText(
    "The file is larger than 5 MB. Please choose a smaller photo.",
  );
  await writing.getByLabel("Proof of your visit").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  await writing.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Only JPEG, PNG or WebP images are accepted.");
  await expect(writing.getByLabel("Your review")).toHaveValue(honestText);
  await expect(writing.getByRole("radio", { name: "2 stars" })).toBeChecked();

  // Sent straight to the server, past the page's checks, 20 MB is refused as too large too.
  const campaignId = await writing.locator('input[name="campaignId"]').inputValue();
  const direct = await page.request.post("/user/dashboard", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      intent: "submit-review",
      campaignId,
      rating: "2",
      reviewText: honestText,
      proof: { name: "huge.jpg", mimeType: "image/jpeg", buffer: twentyMegabytes },
    },
  });
  expect(direct.status()).toBe(413);
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await reload(page);
  await expect(
    page.getByRole("list", { name: "My Reviews" }).getByRole("listitem").filter({ hasText: name }),
  ).toHaveCount(0);

  // The server fails once: a toast says what it said, and the review is still there to resend.
  let failed = false;
  await page.route("**/user/dashboard.data*", (route) => {
    if (failed || route.request().method() !== "POST") return route.fallback();
    failed = true;
    return route.fulfill({ status: 500, contentType: "text/plain", body: "Database unavailable" });
  });
  await writeReview(page, name, { stars: 1, text: honestText });
  await expect(toastOn(page)).toContainText("Something went wrong.");
  await expect(toastOn(page)).toContainText("The server said: Database unavailable.");
  const dialog = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await expect(dialog.getByLabel("Your review")).toHaveValue(honestText);
  await expect(dialog.getByRole("radio", { name: "1 star" })).toBeChecked();
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Submitted!");
  const mine = page
    .getByRole("list", { name: "My Reviews" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await mine.getByRole("button", { name: "Withdraw" }).click();
  await page
    .getByRole("dialog", { name: "Withdraw this review?" })
    .getByRole("button", { name: "Yes, withdraw" })
    .click();
  await expect(toastOn(page)).toContainText("Review withdrawn");
  await expect(mine.getByText("withdrawn")).toBeVisible();
  await close();
});
