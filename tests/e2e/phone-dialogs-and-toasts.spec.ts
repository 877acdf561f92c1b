import type { Locator, Page } from "@playwright/test";
import { phone } from "./support/axe";
import { expect, signUp, test, visit } from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  openMyCampaign,
  writeReview,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

/** Issue 30 point 6, on a 360 px phone: toasts, dialogs' focus, My Reviews and the ledger. */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not shown");
  return box;
}

/** The toast and `covered` (the header, a dialog's title or ✕) do not overlap, once both are up. */
async function expectToastClearOf(page: Page, covered: Locator) {
  await expect(toastOn(page)).toBeVisible();
  // Radix holds a toast's 5 s while the window is blurred: a slow machine still sees it here.
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await expect(covered).toBeVisible();
  // Waits out the moves: a toast goes to the top when the dialog opens, which may load first.
  await expect(async () => {
    const toast = await boxOf(toastOn(page));
    const other = await boxOf(covered);
    const apart = toast.y >= other.y + other.height || toast.y + toast.height <= other.y;
    expect(apart, `toast ${JSON.stringify(toast)} clear of ${JSON.stringify(other)}`).toBe(true);
  }).toPass({ timeout: 5000 });
}

test("on a phone, toasts leave the header and an open dialog's title and ✕ uncovered, and every way of closing a dialog gives focus back to its button", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Phone Kachori ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);

  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signUp(page, { role: "user", city: "Indore" });
  const writeButton = (await availableCampaign(page, name)).getByRole("button", {
    name: "Write Review",
  });

  // Escape on the first dialog (Reviewer Info) returns focus to Write Review.
  await writeButton.click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await expect(info).toBeVisible();
  // Radix moves focus in after its Escape listener is set: a key pressed before that is lost.
  await expect
    .poll(() => info.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(info).toHaveCount(0);
  await expect(writeButton).toBeFocused();

  // Saving the info opens the review dialog with a toast above it, not over its title and ✕.
  await writeButton.click();
  await info.getByLabel("Your public name").fill("Meena R.");
  await info.getByLabel("Your email").fill("meena@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  await expect(toastOn(page)).toContainText("Info Saved!");
  const write = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await expectToastClearOf(page, write.getByRole("heading"));
  await expectToastClearOf(page, write.getByRole("button", { name: "Close" }));
  // The ✕ of the second dialog of the chain still returns to the button that began it.
  await write.getByRole("button", { name: "Close" }).click();
  await expect(write).toHaveCount(0);
  await expect(writeButton).toBeFocused();

  // A toast without a dialog sits below the header.
  await writeReview(page, name, { stars: 4, text: honestEnough });
  await expectToastClearOf(page, page.locator("header").first());

  // My Reviews is part of the page on a phone, and a box of about 15rem from 640 px.
  const mine = page.getByRole("region", { name: "My Reviews" });
  await expect(mine).toHaveCSS("overflow-y", "visible");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(mine).toHaveCSS("overflow-y", "auto");
  await expect(mine).toHaveCSS("max-height", "240px");
  await context.close();

  // The owner's Pause dialog: Cancel returns focus to Pause.
  await business.setViewportSize(phone.viewport);
  await openMyCampaign(business, name);
  const pauseButton = business.getByRole("button", { name: "Pause" });
  await pauseButton.click();
  const pause = business.getByRole("dialog", { name: "Pause this campaign?" });
  await pause.getByRole("button", { name: "Cancel" }).click();
  await expect(pause).toHaveCount(0);
  await expect(pauseButton).toBeFocused();

  // The public page's ledger scrolls sideways on a phone, by keyboard too.
  const campaignId = new URL(business.url()).pathname.split("/").pop();
  await visit(business, `/b/${campaignId}`);
  const ledger = business.getByRole("region", { name: "What moderation did" });
  const wide = await ledger.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(wide, "the ledger is wider than a 360 px phone in English").toBe(true);
  await ledger.focus();
  await business.keyboard.press("ArrowRight");
  await expect.poll(() => ledger.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await close();
});

const honestEnough =
  "Hot kachoris with a green chutney that had real mint in it. We waited ten minutes at the counter on a busy Sunday morning, and the tea was too sweet for me, but the owner was kind and the place was clean.";
