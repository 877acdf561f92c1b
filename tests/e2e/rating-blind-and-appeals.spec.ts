import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { en, hi } from "../support/rendered-messages";
import { adminSessionOn } from "./support/admin-session";
import {
  arrivedAt,
  clientAddressHeaders,
  expect,
  reload,
  signUp,
  signUpToProfileSetup,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { pageToQueueCard, queueCard } from "./support/review-steps";
import {
  createApprovedCampaign,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/*
 * Decision 091, on a server of its own: the admin starts alone (how every installation starts),
 * then a moderator joins, which changes how every review is decided for the shared servers'
 * tests. The promises it reads where people see them: policies.reviewPolicy.sections.ratingBlind.text,
 * decisionTimes.ratingBlind, policies.reviewPolicy.sections.publication.text,
 * removalAppeals.dialogText, removalAppeals.staffIntro, ledger.appealReinstated_one and
 * ledger.appealReinstated_other (the same sentence for more than one).
 */

let server: OwnServer;
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer("appeals");
});
test.afterAll(async () => {
  await server?.close();
});
test.use({ baseURL: async ({ baseURL: _shared }, use) => use(server?.base) });

const adminOn = adminSessionOn(() => ({
  baseURL: server.base,
  extraHTTPHeaders: clientAddressHeaders(),
}));

/** Screenshots of the new screens at 360 and 1280 px, when SHOTS_DIR names a folder. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The same screen in Hindi, then back to English. */
async function shootInHindi(page: Page, name: string, url: string) {
  if (!process.env.SHOTS_DIR) return;
  await post(page.request, "/set-language", { lang: "hi", redirectTo: url });
  await visit(page, url);
  await shoot(page, `${name}-hi`);
  await post(page.request, "/set-language", { lang: "en", redirectTo: url });
  await visit(page, url);
}

const name = `Appeal Bhojanalaya ${Date.now()}`;
let campaignId = "";
let reviewId = "";
let reviewer: BrowserContext;
let reviewerPage: Page;

async function myReview(page: Page, listName: string = en.reviewer.myReviews) {
  await visit(page, "/user/dashboard");
  return page.getByRole("list", { name: listName }).getByRole("listitem").filter({ hasText: name });
}

test("the lone admin's queue shows no rating before the check, and 'Show rating' is logged", async ({
  browser,
}) => {
  const business = await browser.newContext();
  await signUp(await business.newPage(), { role: "business" });
  const { admin, adminPage } = await adminOn(browser);
  campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 100,
  });
  reviewer = await browser.newContext();
  reviewerPage = await reviewer.newPage();
  await newReviewer(reviewerPage);
  await submitReview(reviewer.request, campaignId, 5);
  reviewId = await pendingReviewId(admin.request, name);

  // The policy says it as the reader sees it.
  const reader = await browser.newPage();
  await visit(reader, "/review-policy");
  await expect(reader.locator("main")).toContainText(
    en.policies.reviewPolicy.sections.ratingBlind.text,
  );
  await visit(reader, `/b/${campaignId}`);
  await expect(reader.locator("main")).toContainText(en.decisionTimes.ratingBlind);

  // Alone, the admin's card has no rating, and neither has the page's data.
  await visit(adminPage, "/admin/reviews");
  const card = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await expect(card.getByRole("button", { name: "Approve" })).toBeVisible();
  await expect(card.getByText(/Rating: \d of 5/)).toHaveCount(0);
  expect(await adminPage.content()).not.toContain("5 of 5");
  const data = await (await admin.request.get("/admin/reviews.data")).text();
  expect(data).toContain(reviewId);
  expect(data).not.toMatch(/"rating"/);
  await shoot(adminPage, "queue-show-rating");
  await shootInHindi(adminPage, "queue-show-rating", "/admin/reviews");

  // 'Show rating' answers it, and the access log says who saw which review's rating, and when.
  const shownCard = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await shownCard.getByRole("button", { name: "Show rating" }).click();
  await expect(shownCard.getByTestId("revealed-rating")).toHaveText("Rating: 5 of 5");
  await visit(adminPage, "/admin/access-log");
  const row = adminPage.getByTestId("access-view").first();
  await expect(row).toContainText(en.accessLog.kindRating);
  await expect(row).toContainText(`review …${reviewId.slice(-6)}`);
  await expect(row).toContainText("/admin/reviews");

  // Approved alone (both checks), then removed after a complaint, by the admin.
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId,
    proofChecked: "on",
    textChecked: "on",
  });
  await post(admin.request, "/admin/reports", {
    intent: "remove-review",
    reviewId,
    ground: "personal_data",
    note: "It names a waiter by his phone number.",
  });
  await visit(reader, `/b/${campaignId}`);
  await expect(reader.getByRole("link", { name: "Report this review" })).toHaveCount(0);

  if (process.env.SHOTS_DIR) {
    // The dialog in Hindi, its empty reason refused at the field, before the English flow.
    await post(reviewerPage.request, "/set-language", {
      lang: "hi",
      redirectTo: "/user/dashboard",
    });
    const hindi = await myReview(reviewerPage, hi.reviewer.myReviews);
    await hindi.getByRole("button", { name: hi.removalAppeals.appealButton }).click();
    const hiDialog = reviewerPage.getByRole("dialog", { name: hi.removalAppeals.dialogTitle });
    await hiDialog.getByRole("button", { name: hi.removalAppeals.send }).click();
    await expect(hiDialog.getByText(hi.removalAppeals.reasonRequired)).toBeVisible();
    await shoot(reviewerPage, "appeal-dialog-hi");
    await post(reviewerPage.request, "/set-language", {
      lang: "en",
      redirectTo: "/user/dashboard",
    });
  }

  // The author appeals once, from My Reviews; a short reason is refused at the field.
  let mine = await myReview(reviewerPage);
  await mine.getByRole("button", { name: "Appeal this removal" }).click();
  const dialog = reviewerPage.getByRole("dialog", { name: "Appeal the removal of your review" });
  await expect(dialog).toContainText(en.removalAppeals.dialogText);
  await dialog.getByLabel("Why should it be published again?").fill("unfair");
  await dialog.getByRole("button", { name: "Send appeal" }).click();
  await expect(dialog.getByText("Please write at least 10 characters.")).toBeVisible();
  await shoot(reviewerPage, "appeal-dialog");
  await dialog
    .getByLabel("Why should it be published again?")
    .fill("The number in my review is the restaurant's own, printed on its menu board.");
  await dialog.getByRole("button", { name: "Send appeal" }).click();
  await expect(toastOn(reviewerPage)).toContainText("Appeal sent");
  mine = await myReview(reviewerPage);
  await expect(mine.getByTestId("appeal-state")).toContainText("You appealed on");
  await expect(mine.getByRole("button", { name: "Appeal this removal" })).toHaveCount(0);
  await shoot(reviewerPage, "my-reviews-appeal-waiting");
  await shootInHindi(reviewerPage, "my-reviews-appeal-waiting", "/user/dashboard");

  // The admin removed it: the Appeals tab says who can decide, and a decision is refused.
  await visit(adminPage, "/admin/appeals");
  const appeal = adminPage.getByTestId("removal-appeal").filter({ hasText: name });
  await expect(adminPage.locator("main")).toContainText(en.removalAppeals.staffIntro);
  await expect(appeal).toContainText(en.removalAppeals.aloneNote);
  await expect(appeal.getByRole("button", { name: "Publish again" })).toHaveCount(0);
  await shoot(adminPage, "admin-appeals-alone");
  await shootInHindi(adminPage, "admin-appeals-alone", "/admin/appeals");
  const appealId = (await appeal.getAttribute("data-appeal-id")) ?? "";
  const refused = await admin.request.post("/admin/appeals", {
    form: {
      intent: "decide-removal-appeal",
      appealId,
      outcome: "reinstated",
      reason: "I was wrong to remove it.",
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await Promise.all([admin.close(), business.close(), reader.close()]);
});

/** A moderator the admin invited, signed up through the ordinary sign-up page. */
async function moderatorJoins(browser: Browser) {
  const { admin, adminPage } = await adminOn(browser);
  const digits = uniquePhone();
  await visit(adminPage, "/admin/team");
  await adminPage.getByLabel("Moderator's mobile number").fill(digits);
  await adminPage.getByRole("button", { name: "Invite" }).click();
  await expect(toastOn(adminPage)).toContainText("Moderator invited");
  await admin.close();
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const page = await context.newPage();
  await signUpToProfileSetup(page, { role: "user", digits });
  await page.getByLabel("Username").fill("moderatorAppeals");
  await page.getByLabel("New password").fill("mod-secret-1");
  await page.getByLabel("Confirm password").fill("mod-secret-1");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await arrivedAt(page, /\/moderator\/dashboard$/);
  return { context, page };
}

test("a second staff member reinstates the appealed review: back on /b/{id} in its place, and in the ledger", async ({
  browser,
}) => {
  const moderator = await moderatorJoins(browser);
  await visit(moderator.page, "/moderator/dashboard");
  const appeal = moderator.page.getByTestId("removal-appeal").filter({ hasText: name });
  await expect(appeal).toContainText("The number in my review is the restaurant's own");
  await expect(appeal).toContainText("Removed on");
  await shoot(moderator.page, "moderator-appeal");
  await shootInHindi(moderator.page, "moderator-appeal", "/moderator/dashboard");
  const decide = moderator.page.getByTestId("removal-appeal").filter({ hasText: name });
  await decide
    .getByLabel("Reason shown to the author")
    .fill("The number is the restaurant's own, as its menu board shows.");
  await decide.getByRole("button", { name: "Publish again" }).click();
  await expect(toastOn(moderator.page)).toContainText("Review published again");
  await expect(moderator.page.getByTestId("removal-appeal")).toHaveCount(0);

  // Back on the public page, and the ledger says why.
  const reader = await browser.newPage();
  await visit(reader, `/b/${campaignId}`);
  await expect(reader.getByRole("link", { name: "Report this review" })).toHaveCount(1);
  await expect(reader.getByTestId("ledger-appeals")).toHaveText(
    en.ledger.appealReinstated_one.replace("{{count}}", "1"),
  );
  await expect(reader.getByTestId("ledger-removals")).toHaveCount(0);
  await visit(reader, "/review-policy");
  await expect(reader.locator("main")).toContainText(
    en.policies.reviewPolicy.sections.publication.text,
  );
  await shoot(reader, "public-ledger-appeal");
  await shootInHindi(reader, "public-ledger-appeal", `/b/${campaignId}`);

  // The author reads the outcome and its reason; the reward was paid once.
  const mine = await myReview(reviewerPage);
  await expect(mine.getByTestId("appeal-state")).toContainText("Appeal granted on");
  await expect(mine.getByTestId("appeal-state")).toContainText(
    "The number is the restaurant's own, as its menu board shows.",
  );
  await expect(reviewerPage.getByTestId("header-wallet")).toContainText(
    formatRupees(REWARD_PER_REVIEW),
  );
  await shoot(reviewerPage, "my-reviews-appeal-granted");
  await reload(reviewerPage);
  await Promise.all([moderator.context.close(), reader.close(), reviewer.close()]);
});
