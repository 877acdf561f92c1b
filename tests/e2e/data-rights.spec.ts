import { randomInt } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { formatRupees, PRICE_PER_REVIEW, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { payoutEarnings, rewardsForPayout } from "../support/reward-amounts";
import { adminContext, expect, readOtp, reload, signUp, test, visit } from "./support/fixtures";
import {
  createApprovedCampaign,
  distinctReview,
  earnRewards,
  newReviewer,
  pendingReviewId,
  post,
  reward,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

type ExportedReview = { id: string; campaignId: string; status: string; photo: string | null };

test("a reviewer downloads their data, then deletes the account with an SMS code; the review leaves the public page while Total Spent and the ledger stay right", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const account = await newReviewer(page);
  // One review of a business we watch, then as many more rewards as reach the minimum payout.
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const name = `Rights Chai Point ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 1,
  });
  await submitReview(page.request, campaignId, 2);
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId: await pendingReviewId(admin.request, name),
    proofChecked: "on",
    textChecked: "on",
  });
  await earnRewards(browser, page, rewardsForPayout - 1);
  // A handle of its own: the Payouts tab shows the UPI ID masked (decision 104).
  const handle = `okaxis${randomInt(1e9)}`;
  const upiId = `kiran.${randomInt(1e9)}@${handle}`;
  await post(page.request, "/user/dashboard", { intent: "request-payout", upiId });
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/payouts");
  const item = adminPage
    .getByRole("list", { name: "Pending payouts" })
    .getByRole("listitem")
    .filter({ hasText: `ki•••@${handle}` });
  await item.getByRole("button", { name: "Mark Paid" }).click();
  const markPaid = adminPage.getByRole("dialog", { name: "Mark this payout paid?" });
  await markPaid.getByLabel("UPI transaction reference").fill("412345678901");
  await markPaid.getByRole("button", { name: "Mark Paid" }).click();
  await expect(toastOn(adminPage)).toContainText("Payout");

  await visit(business, "/business/dashboard");
  await expect(business.getByTestId("stat-Total Spent (₹)")).toHaveText(
    formatRupees(PRICE_PER_REVIEW),
  );
  await visit(business, `/b/${campaignId}`);
  await expect(business.getByText("Kiran P.")).toBeVisible();

  // Download my data: from the profile to 'Your data', then the ZIP.
  await visit(page, "/update-profile");
  await page.getByRole("link", { name: "Your data: correct, download or delete" }).click();
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  await page.getByRole("button", { name: "Prepare my data" }).click();
  await expect(toastOn(page)).toContainText("Your data is ready");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (ZIP)" }).click();
  const download = await downloadPromise;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const json = <T>(file: string) => JSON.parse(strFromU8(zip[file] ?? new Uint8Array())) as T;
  const reviews = json<ExportedReview[]>("reviews.json");
  expect(reviews).toHaveLength(rewardsForPayout);
  const watched = reviews.find((review) => review.campaignId === campaignId);
  expect(watched).toMatchObject({ status: "approved" });
  expect(zip[watched?.photo ?? ""]?.length ?? 0).toBeGreaterThan(0);
  expect(json<{ upiId: string; amount: number; status: string }[]>("payouts.json")).toEqual([
    expect.objectContaining({ upiId, amount: payoutEarnings, status: "paid" }),
  ]);

  // Delete my account: a code to the phone, a wrong one said at the field, then the right one.
  await page.getByRole("button", { name: /^Send a code to/ }).click();
  await expect(toastOn(page)).toContainText("Code sent");
  // The answer is a new page (no script, decision 140): it opens at the field it asks for.
  await expect(page.getByLabel("Code from the SMS")).toBeFocused();
  await expect(page.getByLabel("Code from the SMS")).toBeInViewport();
  await page.getByLabel("Code from the SMS").fill("000000");
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("This code is not right.")).toBeVisible();
  const code = await readOtp(page, account.digits, "account deletion");
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL("/");
  await expect(toastOn(page)).toContainText("Account deleted");

  // Gone from the public page, counted withdrawn; the business's Total Spent is what it paid.
  await reload(business);
  await expect(business.getByText("Kiran P.")).toHaveCount(0);
  const ledger = business.getByTestId("ledger-table");
  await expect(ledger.getByRole("row", { name: "2 stars 1 0 0 1 0" })).toBeVisible();
  await visit(business, "/business/dashboard");
  await expect(business.getByTestId("stat-Total Spent (₹)")).toHaveText(
    formatRupees(PRICE_PER_REVIEW),
  );
  // The old password no longer signs anyone in.
  const login = await page.request.post("/login", {
    form: { phone: account.digits, password: account.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBeGreaterThanOrEqual(400);
  await admin.close();
  await businessContext.close();
});

test("a reviewer with one reward, under the minimum a payout needs, deletes the account by giving it up, and ticks again beside the same code when a review approved meanwhile makes it two", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const account = await newReviewer(page);
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const name = `Small Balance Sweets ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 1,
  });
  await submitReview(page.request, campaignId, 4);
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId: await pendingReviewId(admin.request, name),
    proofChecked: "on",
    textChecked: "on",
  });

  await visit(page, "/account");
  await expect(page.getByText(`Your wallet holds ${reward}.`, { exact: false })).toBeVisible();
  const tick = page.getByLabel(`I give up ${reward} and want my account deleted`);
  await expect(tick).not.toBeChecked();
  await tick.check();
  await page.getByRole("button", { name: /^Send a code to/ }).click();
  await expect(toastOn(page)).toContainText("Code sent");

  // A second review is approved between the code and its use: the one reward ticked is no longer
  // the balance, so nothing is deleted, the page asks about two rewards beside the code already sent,
  // and that code still works (decision 076).
  const second = `${name} Two`;
  const secondCampaign = await createApprovedCampaign(business.request, admin.request, {
    name: second,
    target: 1,
  });
  await submitReview(page.request, secondCampaign, 2, await distinctReview());
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId: await pendingReviewId(admin.request, second),
    proofChecked: "on",
    textChecked: "on",
  });
  const code = await readOtp(page, account.digits, "account deletion");
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("If the balance changed, tick again.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^I give up/ })).toBeFocused();
  await expect(page).toHaveURL("/account");
  const tickTen = page.getByLabel(
    `I give up ${formatRupees(2 * REWARD_PER_REVIEW)} and want my account deleted`,
  );
  await expect(tickTen).not.toBeChecked();
  await tickTen.check();
  await expect(page.getByLabel("Code from the SMS")).toHaveValue(code);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL("/");
  await expect(toastOn(page)).toContainText("Account deleted");

  // The review leaves the public page; what the business paid stays.
  await visit(business, `/b/${campaignId}`);
  await expect(business.getByText("Kiran P.")).toHaveCount(0);
  await visit(business, "/business/dashboard");
  await expect(business.getByTestId("stat-Total Spent (₹)")).toHaveText(
    formatRupees(2 * PRICE_PER_REVIEW),
  );
  await admin.close();
  await businessContext.close();
});

/**
 * Issue 45 point 6 (decision 103): 'Prepare my data' made a new ZIP at each tap. An export ready
 * and not expired answers instead: the same link, and no second file.
 */
test("'Prepare my data' again answers with the export that is ready instead of making another", async ({
  page,
}) => {
  await newReviewer(page);
  await visit(page, "/account");
  await page.getByRole("button", { name: "Prepare my data" }).click();
  const link = page.getByRole("link", { name: "Download my data (ZIP)" });
  await expect(link).toBeVisible();
  const first = await link.getAttribute("href");
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/account"),
  );
  await page.getByRole("button", { name: "Prepare my data" }).click();
  await answered;
  await expect(toastOn(page)).toContainText("Your data is ready");
  await expect(link).toHaveAttribute("href", first ?? "");
  await reload(page);
  await expect(page.getByRole("link", { name: "Download my data (ZIP)" })).toHaveAttribute(
    "href",
    first ?? "",
  );
});
