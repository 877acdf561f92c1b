import { kolkataDateKey } from "~/domain/shared/dates";
import { expect, reload, signUp, test } from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  honestText,
  writeReview,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

test("a reviewer's city is detected from the browser's location, or falls back to Bhopal without claiming a detection", async ({
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
  await expect(
    deniedPage.getByRole("status").filter({
      hasText: "We could not find your location, so your city was set to Bhopal.",
    }),
  ).toBeVisible();
  await expect(deniedPage.getByText("No campaigns available in Bhopal right now.")).toBeVisible();
  await expect(toastOn(deniedPage).filter({ hasText: "City Detected!" })).toHaveCount(0);
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
  await expect(
    waitingPage.getByRole("status").filter({
      hasText: "We could not find your location, so your city was set to Bhopal.",
    }),
  ).toBeVisible();
  await expect(toastOn(waitingPage).filter({ hasText: "City Detected!" })).toHaveCount(0);
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
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
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
  await fillVisit(writing);
  await writing.getByRole("button", { name: "Submit for Approval" }).click();
  // Said at the photo's field (decision 035).
  const proofField = writing.getByLabel("Proof of your visit");
  await expect(proofField).toHaveAccessibleDescription(
    /Upload Failed The file is larger than 5 MB\. Please choose a smaller photo\./,
  );
  await writing.getByLabel("Proof of your visit").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  await fillVisit(writing);
  await writing.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(proofField).toHaveAccessibleDescription(
    /Only JPEG, PNG or WebP images are accepted\./,
  );
  await expect(writing.getByLabel("Your review")).toHaveValue(honestText);
  await expect(writing.getByRole("radio", { name: "2 stars" })).toBeChecked();

  // Sent straight to the server, past the page's checks, 20 MB is refused as too large too.
  const campaignId = await writing.locator('input[name="campaignId"]').inputValue();
  const direct = await page.request.post("/user/dashboard", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      intent: "submit-review",
      visitedOn: kolkataDateKey(new Date()),
      noRelationship: "on",
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
  await fillVisit(dialog);
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
