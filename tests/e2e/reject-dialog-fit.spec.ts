import { randomInt } from "node:crypto";
import type { Locator } from "@playwright/test";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import { pageToQueueCard, queueCard } from "./support/review-steps";
import {
  createApprovedCampaign,
  distinctReview,
  newReviewer,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/**
 * Issue 46 point 14 (decision 111): at 1280×800 the review's Reject dialog keeps Cancel and
 * 'Reject review' on screen whichever category's templates it shows, and 'Write the reason…'
 * is red only while the note is required and empty.
 */

const desktop = { viewport: { width: 1280, height: 800 } };

/** Wholly inside the 1280×800 window, not scrolled away inside the dialog. */
async function expectOnScreen(button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  expect(box, "the button is laid out").not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), "the button's bottom edge").toBeLessThanOrEqual(800);
}

test("the Reject dialog's buttons stay in a 1280×800 window with every category's templates, and no red 'Write the reason' under an optional note", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await newReviewer(page);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser, desktop);
  const adminPage = await admin.newPage();
  const name = `Reject Fit Bhojanalaya ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 1,
  });
  await submitReview(page.request, campaignId, 4, await distinctReview());

  await visit(adminPage, "/admin/reviews");
  const card = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await card.getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this review?" });
  const confirm = reject.getByRole("button", { name: "Reject review" });
  const cancel = reject.getByRole("button", { name: "Cancel" });
  const reasonMissing = reject.getByText("Write the reason the reviewer will read.");

  // 'Other' has no template: its note is the reason, and pressing Reject says so in red.
  await reject.getByRole("radio", { name: "Other", exact: true }).check();
  await confirm.click();
  await expect(reasonMissing).toBeVisible();

  // Each category with templates: the note is optional, the red line is gone, the buttons show.
  for (const category of [
    "Proof does not show a visit",
    "Not first-hand, or under 30 words",
    "Copied",
    "Breaks the rules (abuse, personal data)",
  ]) {
    await reject.getByRole("radio", { name: category, exact: true }).check();
    await expect(reject.getByLabel("Note for the reviewer (optional)")).toBeVisible();
    await expect(reject.getByRole("group", { name: /^Reason the reviewer reads/ })).toBeVisible();
    await expect(reasonMissing).toHaveCount(0);
    await expectOnScreen(confirm);
    await expectOnScreen(cancel);
  }
  await adminPage.screenshot({ path: test.info().outputPath("reject-dialog-1280x800.png") });

  // Back to 'Other' with the note still empty: the note is required again, and said so on Reject.
  await reject.getByRole("radio", { name: "Other", exact: true }).check();
  await confirm.click();
  await expect(reasonMissing).toBeVisible();

  // The button on screen does its work: a template chosen, the review is rejected.
  await reject.getByRole("radio", { name: "Proof does not show a visit", exact: true }).check();
  await expect(reasonMissing).toHaveCount(0);
  await reject.getByRole("radio", { name: /^Your proof shows a different business/ }).check();
  await expectOnScreen(confirm);
  await confirm.click();
  await expect(toastOn(adminPage)).toContainText("Review Rejected");
  await expect(reject).toHaveCount(0);

  await admin.close();
  await businessContext.close();
});
