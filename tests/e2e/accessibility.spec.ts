import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  contextIn,
  expectNoAxeViolations,
  type Language,
  languages,
  messagesOf,
  screenOf,
  visitAndCheck,
} from "./support/axe";
import { adminContext, expect, signUp, test, uniquePhone, visit } from "./support/fixtures";
import {
  createApprovedCampaign,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";

/**
 * Issue 30: axe-core on every page, in English and Hindi, with no violation. One load of each
 * page per language; signed-in sessions are made once and reused in each language.
 */
const signedOutPages = [
  "/",
  "/login",
  "/signup",
  "/signup?role=business",
  "/forgot-password",
  "/admin/login",
  "/contact",
  "/terms",
  "/review-policy",
  "/privacy",
  "/grievance",
  "/grievance/status",
  "/no-such-page",
];

for (const language of languages) {
  test(`every signed-out page passes axe-core (${language})`, async ({ browser }) => {
    // About twenty pages, each loaded and checked: seconds each on 2 loaded cores.
    test.setTimeout(240_000);
    const context = await contextIn(browser, language);
    const page = await context.newPage();
    for (const url of signedOutPages) await visitAndCheck(page, url);
    await context.close();
  });
}

/** Opens a dialog with `open`, checks the page with it open, and closes it with Escape. */
async function checkDialog(page: Page, open: () => Promise<void>, what: string) {
  await open();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page, what);
  // Radix moves focus in after its Escape listener is set: a key pressed before that is lost.
  await expect
    .poll(() =>
      page.getByRole("dialog").evaluate((dialog) => dialog.contains(document.activeElement)),
    )
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("every signed-in page, tab and dialog passes axe-core in English and Hindi", async ({
  browser,
}) => {
  // Each language checks about 40 pages and dialogs; on 2 loaded cores one axe run takes seconds.
  test.setTimeout(900_000);
  const stamp = `${Date.now()}${randomInt(1000)}`;
  const name = `Axe Chai Corner ${stamp}`;
  const other = `Axe Poha House ${stamp}`;

  const businessContext = await browser.newContext();
  await signUp(await businessContext.newPage(), { role: "business" });
  const adminHttp = await adminContext(browser);
  const campaignId = await createApprovedCampaign(businessContext.request, adminHttp.request, {
    name,
    // 100 opens 5 slots on day one (a smaller target may open one).
    target: 100,
  });
  await createApprovedCampaign(businessContext.request, adminHttp.request, {
    name: other,
    target: 1,
  });
  // One published review (the public page's list, the owner's Reply) and one waiting (the queue).
  const reviewerContext = await browser.newContext();
  await newReviewer(await reviewerContext.newPage());
  await submitReview(reviewerContext.request, campaignId, 4);
  await post(adminHttp.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId: await pendingReviewId(adminHttp.request, name),
    proofChecked: "on",
    textChecked: "on",
  });
  const waitingContext = await browser.newContext();
  await newReviewer(await waitingContext.newPage());
  await submitReview(waitingContext.request, campaignId, 2);
  await Promise.all([adminHttp.close(), waitingContext.close()]);

  for (const language of languages) {
    await checkReviewerPages(browser, reviewerContext, language, other);
    await checkBusinessPages(browser, businessContext, language, campaignId);
    await checkAdminPages(browser, language);
    const visitor = await contextIn(browser, language, undefined, screenOf[language]);
    const page = await visitor.newPage();
    await visitAndCheck(page, `/b/${campaignId}`);
    await visitAndCheck(page, `/b/${campaignId}/poster`);
    // 'Report this review' is a page per review (it works without script, decision 080).
    await visit(page, `/b/${campaignId}`);
    const report = page.getByRole("link", { name: messagesOf[language].complaints.report }).first();
    await visitAndCheck(page, (await report.getAttribute("href")) ?? "", "the report page");
    await visitor.close();
  }
  await Promise.all([businessContext.close(), reviewerContext.close()]);
});

async function checkReviewerPages(
  browser: Browser,
  from: BrowserContext,
  language: Language,
  available: string,
) {
  const context = await contextIn(browser, language, from, screenOf[language]);
  const page = await context.newPage();
  await visitAndCheck(page, "/user/dashboard");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: available, exact: true }) });
  await checkDialog(
    page,
    () => card.getByRole("button", { name: messagesOf[language].reviewer.writeReview }).click(),
    "the Write Review dialog",
  );
  await visitAndCheck(page, "/update-profile");
  await visitAndCheck(page, "/change-password");
  await context.close();
}

async function checkBusinessPages(
  browser: Browser,
  from: BrowserContext,
  language: Language,
  campaignId: string,
) {
  const context = await contextIn(browser, language, from, screenOf[language]);
  const page = await context.newPage();
  await visitAndCheck(page, "/business/dashboard");
  await visitAndCheck(page, "/business/dashboard?new=1#create", "the new-campaign form");
  await visitAndCheck(page, "/business/billing");
  await visitAndCheck(page, `/campaign/${campaignId}`);
  await checkDialog(
    page,
    () => page.getByRole("button", { name: messagesOf[language].replies.reply }).click(),
    "the reply dialog",
  );
  await checkDialog(
    page,
    () => page.getByRole("button", { name: messagesOf[language].disputes.dispute }).first().click(),
    "the dispute dialog",
  );
  await context.close();
}

async function checkAdminPages(browser: Browser, language: Language) {
  const context = await adminContext(browser, { ...screenOf[language], locale: `${language}-IN` });
  const page = await context.newPage();
  await visitAndCheck(page, "/admin/reviews", "the review queue");
  const firstCard = page
    .getByRole("list", { name: messagesOf[language].admin.reviewQueue })
    .locator(":scope > li")
    .first();
  await checkDialog(
    page,
    () => firstCard.getByRole("button", { name: messagesOf[language].queue.reject }).click(),
    "the review rejection dialog",
  );
  const suspendReviewer = new RegExp(`^${messagesOf[language].suspensionAdmin.suspendReviewer}`);
  await checkDialog(
    page,
    () => firstCard.getByRole("button", { name: suspendReviewer }).click(),
    "the suspend dialog",
  );
  await visitAndCheck(page, "/admin/campaigns", "All Campaigns");
  await visitAndCheck(page, "/admin/payouts", "Payouts");
  await visitAndCheck(page, "/admin/appeals", "Appeals");
  // One open complaint, so the tab shows a card with its clocks and answer form.
  await post(context.request, "/grievance", {
    name: "Axe Complainant",
    phone: uniquePhone(),
    category: "other",
    text: "A complaint for the accessibility pass of the Complaints tab.",
  });
  await visitAndCheck(page, "/admin/complaints", "Complaints");
  await visitAndCheck(page, "/admin/reports", "the Reports tab");
  await visitAndCheck(page, "/admin/team", "the Team tab");
  await visitAndCheck(page, "/admin/access-log", "the staff access log");
  await visitAndCheck(page, "/admin/webhooks", "the inbound webhooks");
  // Visiting takes no review: only 'Next review' does, which would hold one from other tests.
  await visitAndCheck(page, "/moderator/dashboard", "the moderation workbench");
  await context.close();
}
