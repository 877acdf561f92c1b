import type { Browser, BrowserContext, Page } from "@playwright/test";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { adminSessionOn } from "./support/admin-session";
import {
  arrivedAt,
  clientAddressHeaders,
  expect,
  readOtp,
  reload,
  signUp,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { pageToQueueCard, queueCard } from "./support/review-steps";
import { createApprovedCampaign, newReviewer, post, submitReview } from "./support/rewards";
import { shootBothWidths } from "./support/shoot";
import { toastOn } from "./support/toast";

/*
 * Issue 46, points 6 and 13 (decision 110), on a server of its own: a moderator joining makes a
 * team of two, which changes how every review is decided for the shared servers' tests.
 * The admin invites a number on the Team tab; the invitation SMS (invitationSms.signup) leaves in
 * the language the admin chose with a link; /signup opened from it says the person joins the
 * moderation team (not 'Create a User Account', no ₹5); the moderator's first screen explains the
 * job and the two checks once; a phone shows no keyboard letters, a desktop does; and the admin's
 * list says when check 1 is passed and check 2 waits. English and Hindi.
 */

let server: OwnServer;
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer("invitation");
});
test.afterAll(async () => {
  await server?.close();
});
test.use({ baseURL: async ({ baseURL: _shared }, use) => use(server?.base) });

const adminOn = adminSessionOn(() => ({
  baseURL: server.base,
  extraHTTPHeaders: clientAddressHeaders(),
}));

const phoneContext = {
  viewport: { width: 360, height: 800 },
  hasTouch: true,
  isMobile: true,
} as const;

/** The admin invites a number on the Team tab, the SMS in `language`. */
async function invite(browser: Browser, digits: string, language: "en" | "hi") {
  const { admin, adminPage } = await adminOn(browser);
  const t = language === "hi" ? hi : en;
  await post(admin.request, "/set-language", { lang: language, redirectTo: "/admin/reviews" });
  await visit(adminPage, "/admin/team");
  const chooser = adminPage.getByLabel(t.team.inviteLanguage);
  // The chooser starts at the admin's own language.
  await expect(chooser).toHaveValue(language);
  await chooser.selectOption(language);
  await adminPage.getByLabel(t.team.inviteLabel).fill(digits);
  await adminPage.getByRole("button", { name: t.team.invite, exact: true }).click();
  await expect(adminPage.getByText(t.team.invitedTitle).first()).toBeVisible();
  // The invited row says the SMS left.
  await reload(adminPage);
  const masked = `${digits.slice(0, 2)}xxxxxx${digits.slice(-2)}`;
  await expect(
    adminPage.getByTestId("team-member").filter({ hasText: masked }).last(),
  ).toContainText(t.team.inviteSms.sent);
  await post(admin.request, "/set-language", { lang: "en", redirectTo: "/admin/reviews" });
  await admin.close();
}

/** The invitation SMS to this number, read from the outbox as the phone would show it. */
async function invitationSms(page: Page, digits: string): Promise<{ body: string; path: string }> {
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser");
  const local = await browser.newContext({ baseURL: server.base, extraHTTPHeaders: {} });
  const inbox = await local.newPage();
  let body = "";
  await expect(async () => {
    await visit(inbox, `/dev/outbox?to=${digits}`);
    body =
      (await inbox
        .getByTestId("outbox-body")
        .filter({ hasText: "invite=" })
        .first()
        .textContent({ timeout: 1000 })) ?? "";
    expect(body).toContain("invite=");
  }).toPass({ timeout: 15_000 });
  await local.close();
  const link = /https?:\/\/\S+/.exec(body)?.[0] ?? "";
  const url = new URL(link);
  return { body: body.trim(), path: `${url.pathname}${url.search}` };
}

/** The invited person signs up from the link (in English), and lands on the workbench. */
async function signUpFromLink(page: Page, path: string, digits: string, username: string) {
  await visit(page, path);
  await page.getByLabel("Mobile number").fill(digits);
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByLabel("One-time password (OTP)").fill(await readOtp(page, digits));
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("New password").fill("mod-secret-1");
  await page.getByLabel("Confirm password").fill("mod-secret-1");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await arrivedAt(page, /\/moderator\/dashboard$/);
}

/** 'Got it', and its answer: the card hides at once, the page reloads only once it is saved. */
async function closeWelcome(page: Page, label: string) {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname.startsWith("/moderator/dashboard"),
    ),
    page.getByRole("button", { name: label }).click(),
  ]);
}

/** The first screen's explanation, in one language, as the moderator reads it. */
async function expectWelcome(page: Page, t: typeof en | typeof hi) {
  const welcome = page.getByTestId("moderator-welcome");
  await expect(welcome.getByRole("heading", { name: t.workbench.welcomeHeading })).toBeVisible();
  await expect(welcome).toContainText(t.workbench.welcomeCheckOne);
  await expect(welcome).toContainText(t.workbench.welcomeCheckTwo.replace("{{words}}", "30"));
  await expect(welcome).toContainText(t.workbench.welcomeRating);
  await expect(welcome).toContainText(t.workbench.welcomeApprove);
  await expect(welcome).toContainText(t.workbench.welcomeReject);
  await shootBothWidths(page, `moderator-welcome-${t === hi ? "hi" : "en"}`);
}

let moderatorA: { context: BrowserContext; page: Page };

test("English: the invitation SMS, the team's sign-up, the first screen once, and letters on a desktop", async ({
  browser,
}) => {
  const digits = uniquePhone();
  await invite(browser, digits, "en");
  const context = await browser.newContext();
  const page = await context.newPage();
  const sms = await invitationSms(page, digits);
  expect(sms.path).toMatch(/^\/signup\?invite=[\w-]+\.[\w-]+$/);
  expect(sms.body).toContain(en.invitationSms.signup.split("{{link}}")[0]?.trim() ?? "");
  expect(sms.body).toContain(en.invitationSms.signup.split("{{link}}")[1]?.trim() ?? "");

  // The link's page says they join the team; no account types, no reviewer's reward.
  await visit(page, sms.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.signupModeratorTitle);
  await expect(page.getByText(en.auth.signupModeratorIntro).first()).toBeVisible();
  await shootBothWidths(page, "invited-signup-en");
  await expect(page.getByRole("main")).not.toContainText(en.auth.signupUserTitle);
  await expect(page.getByRole("main")).not.toContainText(formatRupees(REWARD_PER_REVIEW));
  // The ordinary sign-up keeps SPEC's words, whatever number is typed there.
  const ordinary = await context.newPage();
  await visit(ordinary, "/signup");
  await expect(ordinary.getByRole("heading", { level: 1 })).toHaveText(en.auth.signupUserTitle);
  await ordinary.close();
  // Another number on the invitation's page is refused at once, with nothing sent.
  await page.getByLabel("Mobile number").fill(uniquePhone());
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText(en.auth.invitedOtherNumberText).first()).toBeVisible();

  await signUpFromLink(page, sms.path, digits, "inviteeA");

  // The first screen explains the job and the two checks, until 'Got it'.
  await expectWelcome(page, en);
  // A keyboard's screen shows the letters (n on 'Next review').
  await expect(page.locator("kbd[data-shortcut-key]").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Shortcuts (?)" })).toBeVisible();
  await closeWelcome(page, en.workbench.welcomeDismiss);
  await expect(page.getByTestId("moderator-welcome")).toHaveCount(0);
  await reload(page);
  await expect(page.getByRole("heading", { name: en.workbench.heading })).toBeVisible();
  await expect(page.getByTestId("moderator-welcome")).toHaveCount(0);
  moderatorA = { context, page };
});

test("Hindi: the SMS in Hindi, the team's sign-up in Hindi, the first screen in Hindi, and no letters on a phone", async ({
  browser,
}) => {
  const digits = uniquePhone();
  await invite(browser, digits, "hi");
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  const sms = await invitationSms(page, digits);
  expect(sms.body).toContain(hi.invitationSms.signup.split("{{link}}")[0]?.trim() ?? "");
  expect(sms.body).toContain(hi.invitationSms.signup.split("{{link}}")[1]?.trim() ?? "");

  await post(context.request, "/set-language", { lang: "hi", redirectTo: "/" });
  await visit(page, sms.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.auth.signupModeratorTitle);
  await expect(page.getByText(hi.auth.signupModeratorIntro).first()).toBeVisible();
  await shootBothWidths(page, "invited-signup-hi");
  await expect(page.getByRole("main")).not.toContainText(hi.auth.signupUserTitle);
  await expect(page.getByRole("main")).not.toContainText(formatRupees(REWARD_PER_REVIEW));

  await post(context.request, "/set-language", { lang: "en", redirectTo: "/" });
  await signUpFromLink(page, sms.path, digits, "inviteeB");
  await post(context.request, "/set-language", { lang: "hi", redirectTo: "/moderator/dashboard" });
  await visit(page, "/moderator/dashboard");
  await expectWelcome(page, hi);

  // A phone has no keys: no letter is printed on its buttons, and the shortcuts button is gone.
  const letters = page.locator("kbd[data-shortcut-key]");
  expect(await letters.count()).toBeGreaterThan(0);
  for (const letter of await letters.all()) await expect(letter).toBeHidden();
  await expect(page.getByRole("button", { name: hi.workbench.showShortcuts })).toBeHidden();
  await expect(
    page.getByRole("button", { name: hi.workbench.nextReview, exact: true }),
  ).toBeVisible();

  await closeWelcome(page, hi.workbench.welcomeDismiss);
  await expect(page.getByTestId("moderator-welcome")).toHaveCount(0);
  await reload(page);
  await expect(page.getByTestId("moderator-welcome")).toHaveCount(0);
  await context.close();
});

test("the admin's list says check 1 is passed and check 2 waits, in English and Hindi", async ({
  browser,
}) => {
  const name = `Invite Dhaba ${Date.now()}`;
  const business = await browser.newContext();
  await signUp(await business.newPage(), { role: "business" });
  const { admin, adminPage } = await adminOn(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 10,
  });
  const reviewer = await browser.newContext();
  await newReviewer(await reviewer.newPage());
  await submitReview(reviewer.request, campaignId, 4);

  // Moderator A makes check 1 on the workbench.
  const { page } = moderatorA;
  await visit(page, "/moderator/dashboard");
  await page.getByRole("button", { name: /Next review/ }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByLabel("Proof shows a visit to this business").check();
  await page.getByRole("button", { name: /Pass check 1/ }).click();
  await expect(toastOn(page)).toContainText("Check 1 recorded");

  // The admin's list names it as waiting for check 2.
  await visit(adminPage, "/admin/reviews");
  const card = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await expect(card.getByTestId("check-one-passed")).toHaveText(en.queue.checkOnePassed);
  await card.scrollIntoViewIfNeeded();
  await shootBothWidths(adminPage, "admin-check-one-passed-en");
  await post(admin.request, "/set-language", { lang: "hi", redirectTo: "/admin/reviews" });
  await visit(adminPage, "/admin/reviews");
  // On this server's queue the review is on page 1; the list is named in Hindi here.
  const cardInHindi = adminPage
    .getByRole("list", { name: hi.admin.reviewQueue })
    .locator(":scope > li")
    .filter({ has: adminPage.getByRole("heading", { level: 3, name, exact: true }) });
  await expect(cardInHindi.getByTestId("check-one-passed")).toHaveText(hi.queue.checkOnePassed);
  await post(admin.request, "/set-language", { lang: "en", redirectTo: "/admin/reviews" });
  await Promise.all([
    admin.close(),
    business.close(),
    reviewer.close(),
    moderatorA.context.close(),
  ]);
});
