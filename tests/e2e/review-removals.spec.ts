import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import {
  createApprovedCampaign,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

test("a reader reports a review, the admin removes it with a ground, the public page counts the removal and the author sees why", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Removal Dhaba ${Date.now()}`;
  const businessContext = await browser.newContext();
  await signUp(await businessContext.newPage(), { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(businessContext.request, admin.request, {
    name,
    target: 100,
  });
  const reviewerContext = await browser.newContext();
  const reviewerPage = await reviewerContext.newPage();
  await newReviewer(reviewerPage);
  await submitReview(reviewerContext.request, campaignId, 3);
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId: await pendingReviewId(admin.request, name),
    proofChecked: "on",
    textChecked: "on",
  });

  // A reader with no account reports it, on a page that needs no script.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/b/${campaignId}`);
  await expect(readerPage.getByRole("link", { name: "Report this review" })).toHaveCount(1);
  await readerPage.getByRole("link", { name: "Report this review" }).click();
  await expect(readerPage.getByRole("heading", { name: "Report this review" })).toBeVisible();
  await readerPage.getByRole("button", { name: "Send report" }).click();
  // No ground chosen: said at the field, nothing sent.
  await expect(readerPage.getByText("Choose what is wrong.")).toBeVisible();
  await readerPage.getByRole("radio", { name: "Shares someone's personal data" }).check();
  await readerPage.getByLabel("More details (optional)").fill("It names the waiter's phone.");
  await readerPage.getByRole("button", { name: "Send report" }).click();
  await expect(readerPage).toHaveURL(new RegExp(`/b/${campaignId}$`));
  await expect(readerPage.getByRole("status")).toContainText("Report sent");

  // The admin sees it in the Reports tab and removes the review with a ground and a note.
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reports");
  const card = adminPage.getByTestId("complained-review").filter({ hasText: name });
  await expect(card).toContainText("Reports: 1 · Disputes: 0");
  await expect(card).toContainText("Shares someone's personal data");
  await expect(card).toContainText("It names the waiter's phone.");
  await card.getByLabel("Ground of a removal").selectOption("personal_data");
  await card.getByLabel(/^Note/).fill("The review gives a staff member's phone number.");
  await card.getByRole("button", { name: "Remove review" }).click();
  await expect(toastOn(adminPage)).toContainText("Review removed");
  await expect(adminPage.getByTestId("complained-review").filter({ hasText: name })).toHaveCount(0);

  // The public page no longer shows it, and its ledger counts the removal by ground.
  await readerPage.goto(`/b/${campaignId}`);
  await expect(readerPage.getByRole("link", { name: "Report this review" })).toHaveCount(0);
  await expect(readerPage.getByTestId("ledger-removals")).toHaveText(
    "1 review removed after a complaint (personal data)",
  );

  // The author reads why on My Reviews; the reward stays.
  await visit(reviewerPage, "/user/dashboard");
  const mine = reviewerPage.getByRole("list", { name: "My Reviews" }).getByRole("listitem");
  await expect(mine.filter({ hasText: name })).toContainText("removed");
  await expect(mine.filter({ hasText: name }).getByTestId("removal-reason")).toContainText(
    "Removed after a complaint (personal data). Your reward stays yours. Note: The review gives a staff member's phone number.",
  );
  await Promise.all([
    reader.close(),
    admin.close(),
    reviewerContext.close(),
    businessContext.close(),
  ]);
});
