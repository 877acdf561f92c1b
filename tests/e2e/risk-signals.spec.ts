import { adminContext, expect, logOut, signUp, test, visit } from "./support/fixtures";
import {
  availableCampaign,
  campaignApprovedFor,
  fillVisit,
  honestText,
  openMyCampaign,
  pageToQueueCard,
  proofPhoto,
  queueCard,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

test("a reviewer on the business's own device is pointed out to the admin, the queue sorts riskiest first, and the public page shows the reviewer's level", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Same Device Dhaba ${Date.now()}`;

  // The business and, later, the reviewer use this one browser (one device cookie).
  await signUp(page, { role: "business" });
  await campaignApprovedFor(page, browser, name);

  await openMyCampaign(page, name);
  const publicPath =
    (await page.getByRole("link", { name: "Public review page" }).getAttribute("href")) ?? "";
  expect(publicPath).toMatch(/^\/b\//);
  await logOut(page);

  await signUp(page, { role: "user", city: "Indore" });
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Ravi S.");
  await info.getByLabel("Your email").fill("ravi@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  const dialog = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await dialog.getByLabel("Your review").fill(honestText);
  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await fillVisit(dialog);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Submitted!");

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  const queue = adminPage.getByRole("list", { name: "Review Queue" });
  const item = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  const signals = item.getByRole("group", { name: "Risk signals" });
  await expect(signals.getByText("Same device as the business")).toBeVisible();
  // A brand-new account is a note beside the review, never a red alarm of its own (issue 30).
  const newAccount = signals
    .getByRole("listitem")
    .filter({ hasText: "Account less than a day old" });
  await expect(newAccount).toContainText("Note");
  await expect(newAccount).not.toContainText("High");
  await expect(
    signals.getByRole("listitem").filter({ hasText: "Same device as the business" }),
  ).toContainText("High");
  await expect(signals.getByText("New reviewer · 0 reviews")).toBeVisible();
  await expect(signals.getByText(/^Risk \d+ of 100$/)).toBeVisible();

  // Riskiest first: a plain link that keeps the tab, and every card's score is no higher than
  // the one above it.
  const order = adminPage.getByRole("navigation", { name: "Order of the queue" });
  await expect(order.getByRole("link", { name: "Oldest first" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await order.getByRole("link", { name: "Riskiest first" }).click();
  await expect(adminPage).toHaveURL(/[?&]queue_order=risk/);
  await expect(order.getByRole("link", { name: "Riskiest first" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(item.getByText("Same device as the business")).toBeVisible();
  const scores = (await queue.getByText(/^Risk \d+ of 100$/).allTextContents()).map((text) =>
    Number(/\d+/.exec(text)?.[0]),
  );
  expect(scores.length).toBeGreaterThan(0);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  // Approval stays the admin's decision; once approved, the public page shows the level.
  await item.getByLabel("Proof shows a visit to this business").check();
  await item.getByLabel("Text is a genuine first-hand review").check();
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(toastOn(adminPage)).toContainText("Review Approved");
  await admin.close();

  await visit(page, publicPath);
  const review = page.getByRole("listitem").filter({ hasText: honestText });
  await expect(review.getByText("Ravi S.")).toBeVisible();
  await expect(review.getByText("New reviewer · 1 review")).toBeVisible();
  // The public page stays without script.
  expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
});
