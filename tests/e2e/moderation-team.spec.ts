import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import {
  adminDigits,
  adminLogIn,
  arrivedAt,
  expect,
  reload,
  signUp,
  signUpToProfileSetup,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { availableCampaign, fillVisit, honestText, proofPhoto } from "./support/review-steps";
import { createApprovedCampaign, newReviewer, post, submitReview } from "./support/rewards";
import { toastOn } from "./support/toast";

/**
 * The moderation team (decision 067) on a server of its own: a team of two or more changes how
 * every review is decided, so the shared servers' other tests must not see it.
 */
let server: OwnServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer("team", { ADMIN_PHONE: `+91${adminDigits}` });
});

test.afterAll(async () => {
  await server?.close();
});

test.use({ baseURL: async ({ baseURL: _shared }, use) => use(server?.base) });

/** The admin's signed-in session from the first test (one admin code a minute). */
let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

async function adminPageOf(browser: Browser, language: "en" | "hi" = "en") {
  if (!adminSession) throw new Error("the first test signs the admin in");
  const context = await browser.newContext({ storageState: adminSession });
  const page = await context.newPage();
  if (language === "hi") {
    await post(page.request, "/set-language", { lang: "hi", redirectTo: "/admin/reviews" });
  }
  return { context, page };
}

/** A moderator the admin invited, signed up through the ordinary sign-up page. */
async function moderatorSignsUp(page: Page, digits: string, username: string) {
  await signUpToProfileSetup(page, { role: "user", digits });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("New password").fill("mod-secret-1");
  await page.getByLabel("Confirm password").fill("mod-secret-1");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await arrivedAt(page, /\/moderator\/dashboard$/);
}

/** No star rating in sight: no "stars", no "Rating". */
async function expectRatingHidden(page: Page) {
  await expect(page.getByRole("main")).not.toContainText(/\d\s*stars?\b|Rating|★/);
}

/** A takes the review again on a freshly loaded workbench (no box ticked yet). */
async function takeTheReview(page: Page) {
  await visit(page, "/moderator/dashboard");
  await page.keyboard.press("n");
  await expect(page.getByRole("heading", { name: "Demo Restaurant" })).toBeVisible();
}

/** The held review is given back in another tab; this tab, still showing it, passes check 1. */
async function refusedAfterGiveBack(page: Page) {
  const other = await page.context().newPage();
  await visit(other, "/moderator/dashboard");
  await other.locator('button[value="give-back"]').click();
  await expect(other.getByRole("heading", { name: "Demo Restaurant" })).toHaveCount(0);
  await other.close();
  await page.keyboard.press("1");
  await page.keyboard.press("a");
}

/** The page with its toast, at 360 and 1280 px, when SHOTS_DIR names a folder. */
async function shootToast(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
}

test("two moderators check one review in two steps, each blind to its rating until their check", async ({
  browser,
}) => {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminLogIn(adminPage);

  const aDigits = uniquePhone();
  const bDigits = uniquePhone();
  await visit(adminPage, "/admin/team");
  for (const digits of [aDigits, bDigits]) {
    await adminPage.getByLabel("Moderator's mobile number").fill(digits);
    await adminPage.getByRole("button", { name: "Invite" }).click();
    await expect(toastOn(adminPage)).toContainText("Moderator invited");
  }

  const aContext = await browser.newContext();
  const a = await aContext.newPage();
  await moderatorSignsUp(a, aDigits, "moderatorA");
  const bContext = await browser.newContext();
  const b = await bContext.newPage();
  await moderatorSignsUp(b, bDigits, "moderatorB");
  // Moderators decide reviews only: the admin's dashboard sends them back to theirs.
  await visit(a, "/admin/payouts");
  await expect(a).toHaveURL(/\/moderator\/dashboard$/);

  // B's workbench listens for the review queue's news (decision 067): its count moves live.
  await expect(b.locator("html")).toHaveAttribute("data-live", "on");
  const waitingOnB = b.getByText(/^\d+ reviews? waiting$/);
  const waitingBefore = Number((await waitingOnB.textContent())?.match(/\d+/)?.[0]);

  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signUp(reviewer, { role: "user", city: "Indore" });
  await (await availableCampaign(reviewer, "Demo Restaurant"))
    .getByRole("button", { name: "Write Review" })
    .click();
  const info = reviewer.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Asha V.");
  await info.getByLabel("Your email").fill("asha@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  await expect(toastOn(reviewer)).toContainText("Info Saved!");
  const form = reviewer.getByRole("dialog");
  await form.getByRole("radio", { name: "2 stars" }).check({ force: true });
  await form.getByLabel("Your review").fill(honestText);
  await form.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await fillVisit(form);
  await form.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(reviewer)).toContainText("Review Submitted!");
  await expect(reviewer.getByTestId("wallet-balance")).toHaveText("₹0");
  await expect(waitingOnB).toHaveText(new RegExp(`^${waitingBefore + 1} reviews? waiting$`));
  // The admin's list says it once, above its cards: no card there approves on its own.
  await visit(adminPage, "/admin/reviews");
  await expect(
    adminPage.getByText(
      "Two or more people are on the moderation team: each review is decided in two checks by two people, one review at a time, through 'Next review, one at a time' above. Star ratings stay hidden here too. You can still reject a review or suspend an account from this list.",
    ),
  ).toHaveCount(1);
  await expect(adminPage.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

  // A takes the review by keyboard alone; B never gets it meanwhile.
  await visit(a, "/moderator/dashboard");
  await a.keyboard.press("?");
  await expect(a.getByRole("heading", { name: "Keyboard shortcuts" })).toBeVisible();
  await a.keyboard.press("n");
  await expect(a.getByRole("heading", { name: "Demo Restaurant" })).toBeVisible();
  // A opens the proof in a tab of its own: the access log records it (decision 083).
  const [proofTab] = await Promise.all([
    a.context().waitForEvent("page"),
    a.getByRole("link", { name: "View Proof" }).click(),
  ]);
  await proofTab.waitForLoadState();
  await proofTab.close();
  await expectRatingHidden(a);
  await visit(b, "/moderator/dashboard");
  await b.getByRole("button", { name: /Next review/ }).click();
  await expect(toastOn(b)).toContainText("No review to take");

  // A decides only what the queue handed A and A still holds (decision 101): given back from
  // another tab, the card A still sees is refused, nothing is recorded, the rating stays hidden.
  await refusedAfterGiveBack(a);
  await expect(toastOn(a)).toContainText("Only the review handed to you");
  await expectRatingHidden(a);
  if (process.env.SHOTS_DIR) {
    await shootToast(a, "not-handed");
    await post(a.request, "/set-language", { lang: "hi", redirectTo: "/moderator/dashboard" });
    await takeTheReview(a);
    await refusedAfterGiveBack(a);
    const toastInHindi = a.locator('[role="region"][aria-label="सूचनाएँ (F8)"] li');
    await expect(toastInHindi).toContainText("सिर्फ़ आपको दिया गया रिव्यू");
    await shootToast(a, "not-handed-hi");
    await post(a.request, "/set-language", { lang: "en", redirectTo: "/moderator/dashboard" });
  }
  await takeTheReview(a);

  // With B on the team, A makes check 1 only: there is no check 2 to tick.
  await expect(a.getByLabel("Text is a genuine first-hand review")).toHaveCount(0);
  await a.keyboard.press("1");
  await expect(a.getByLabel("Proof shows a visit to this business")).toBeChecked();
  await a.keyboard.press("a");
  await expect(toastOn(a)).toContainText("Check 1 recorded");
  await expect(a.getByRole("status").filter({ hasText: "had given 2 stars" })).toBeVisible();
  await reload(reviewer);
  await expect(reviewer.getByTestId("wallet-balance")).toHaveText("₹0");

  // A is not handed it again; B is, for check 2.
  await a.getByRole("button", { name: /Next review/ }).click();
  await expect(toastOn(a)).toContainText("No review to take");
  await b.getByRole("button", { name: /Next review/ }).click();
  await expect(b.getByRole("heading", { name: "Demo Restaurant" })).toBeVisible();
  await expect(b.getByText("Check 1 was passed by another team member.")).toBeVisible();
  await expectRatingHidden(b);
  await expect(b.getByLabel("Proof shows a visit to this business")).toHaveCount(0);
  await b.getByLabel("Text is a genuine first-hand review").check();
  await b.getByRole("button", { name: /Approve/ }).click();
  await expect(toastOn(b)).toContainText("Review Approved");
  await expect(b.getByRole("status").filter({ hasText: "had given 2 stars" })).toBeVisible();

  await reload(reviewer);
  await expect(reviewer.getByTestId("wallet-balance")).toHaveText(formatRupees(REWARD_PER_REVIEW));

  // The admin sees each person's figures, and suspending A signs A out at once.
  await visit(adminPage, "/admin/team");
  const figures = adminPage.getByRole("table");
  await expect(figures.getByRole("row", { name: /moderatorA/ })).toContainText("1");

  // Phones are masked until the admin asks; each proof opened and each phone shown is logged.
  const rowOfA = adminPage.getByRole("listitem").filter({ hasText: "moderatorA" });
  const maskedA = `${aDigits.slice(0, 2)}xxxxxx${aDigits.slice(-2)}`;
  await expect(rowOfA).toContainText(maskedA);
  await expect(rowOfA).not.toContainText(aDigits.slice(2, 8));
  // Nor does the page's data carry the whole number: the rows name members by id.
  expect(await adminPage.content()).not.toContain(aDigits);
  await rowOfA.getByRole("button", { name: "Show phone" }).click();
  await expect(rowOfA.getByTestId("revealed-value")).toHaveText(
    `+91 ${aDigits.slice(0, 5)} ${aDigits.slice(5)}`,
  );
  await adminPage.getByRole("link", { name: "Access log" }).click();
  await expect(adminPage.getByRole("heading", { name: "Staff access log" })).toBeVisible();
  const views = adminPage.getByTestId("access-view");
  const proofViewsBy = (name: string) =>
    views
      .filter({
        has: adminPage.getByTestId("access-who").filter({ hasText: new RegExp(`: ${name}$`) }),
      })
      .filter({ hasText: "Proof photo" });
  await expect(proofViewsBy("moderatorA")).toContainText("Screen: /moderator/dashboard");
  await expect(proofViewsBy("moderatorB")).toHaveCount(0);
  await expect(views.filter({ hasText: `Phone number ${maskedA}` })).toHaveCount(1);
  await adminPage.getByLabel("Staff member").selectOption({ label: "moderatorA" });
  await adminPage.getByRole("button", { name: "Show", exact: true }).click();
  await expect(adminPage).toHaveURL(/staff=/);
  await expect(views.filter({ hasNotText: "moderatorA" })).toHaveCount(0);
  await expect(proofViewsBy("moderatorA")).toHaveCount(1);
  await visit(adminPage, "/admin/team");
  await adminPage
    .getByRole("listitem")
    .filter({ hasText: "moderatorA" })
    .getByRole("button", { name: "Suspend" })
    .click();
  await expect(toastOn(adminPage)).toContainText("Moderator suspended");
  await visit(a, "/moderator/dashboard");
  await expect(a).toHaveURL(/\/login/);
  // The admin number gets one code a minute: the tests below reuse this session.
  adminSession = await admin.storageState();
  for (const context of [admin, aContext, bContext, reviewerContext]) await context.close();
});

for (const [language, words] of [
  ["en", { field: "Enter a valid 10-digit mobile number", invited: "Invited, not signed up yet" }],
  ["hi", { field: "सही 10 अंकों का मोबाइल नंबर लिखें", invited: "आमंत्रित, अभी साइन अप नहीं किया" }],
] as const) {
  test(`the Team tab says a bad number in words and shows an invited number once (${language}, issue 46)`, async ({
    browser,
  }) => {
    const { context, page } = await adminPageOf(browser, language);
    await visit(page, "/admin/team");
    const phone = page.locator('input[name="phone"]');
    const invite = page.locator('button[value="invite-moderator"]');
    await phone.fill("12345");
    await invite.click();
    // Said at the field, in words: the input is described by the message.
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(new RegExp(words.field));
    await expect(page.getByRole("main")).not.toContainText("credentials.");

    const digits = uniquePhone();
    await phone.fill(digits);
    await invite.click();
    const masked = `${digits.slice(0, 2)}xxxxxx${digits.slice(-2)}`;
    const row = page.getByTestId("team-member").filter({ hasText: masked });
    await expect(row).toContainText(words.invited);
    // Named by its number until it signs up: the number shows once, with its Show button.
    expect(((await row.textContent()) ?? "").split(masked).length - 1).toBe(1);
    await context.close();
  });
}

test("the held review's headings go down one level at a time, flags included (axe heading-order, issue 46)", async ({
  browser,
}) => {
  const { context: adminContext, page: adminPage } = await adminPageOf(browser);
  const digits = uniquePhone();
  await visit(adminPage, "/admin/team");
  await adminPage.getByLabel("Moderator's mobile number").fill(digits);
  await adminPage.getByRole("button", { name: "Invite" }).click();
  await expect(toastOn(adminPage)).toContainText("Moderator invited");
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await moderatorSignsUp(moderator, digits, "moderatorC");

  // A review whose text is close to the one approved above, so its card carries a copy flag. On
  // a campaign of its own: Demo Restaurant's slot of the day went to the first test.
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const name = `Heading Order Dhaba ${Date.now()}`;
  const campaignId = await createApprovedCampaign(business.request, adminPage.request, {
    name,
    target: 1,
  });
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await newReviewer(reviewer);
  await submitReview(reviewer.request, campaignId, 4, {
    text: honestText.replace("Saturday", "Sunday"),
    photo: await proofPhoto(),
  });

  await visit(moderator, "/moderator/dashboard");
  await moderator.keyboard.press("n");
  await expect(moderator.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(
    moderator.getByRole("heading", { level: 3, name: "Looks like another review" }),
  ).toBeVisible();
  const headings = await new AxeBuilder({ page: moderator }).withRules(["heading-order"]).analyze();
  expect(headings.violations).toEqual([]);
  for (const context of [adminContext, moderatorContext, reviewerContext, businessContext])
    await context.close();
});
