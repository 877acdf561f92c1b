import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { setLanguage } from "./support/both-languages";
import {
  adminContext,
  expect,
  logIn,
  messagesTo,
  reload,
  signUp,
  test,
  visit,
} from "./support/fixtures";
import { createApprovedCampaign, post } from "./support/rewards";
import { shootBothWidths } from "./support/shoot";
import { toastOn } from "./support/toast";

/*
 * Issue 46, point 4 (decision 109): an answered appeal reaches its person. The SMS goes in the
 * person's profile language when the admin answers; after 'Lift suspension' the person's next
 * screen (/suspended while it is open, then their dashboard) says 'Your appeal was answered:
 * suspension lifted' with the admin's reply as the admin's words beside a translated frame.
 * The promises read here: appealAnswers.sms.suspension_lifted, appealAnswers.sms.suspension_kept
 * and appealAnswers.liftedAppealTitle.
 */

/** The SMS text before its link: the link's origin is the server's. */
const smsStart = (text: string) => text.split("{{link}}")[0] ?? text;

/** The admin answers the appeal on the Appeals tab, as the admin does. */
async function answerAppeal(
  adminPage: Page,
  appeal: string,
  reply: string,
  button: "Lift suspension" | "Keep suspension",
  reads: "English" | "Hindi (हिन्दी)",
) {
  await visit(adminPage, "/admin/appeals");
  const card = adminPage.getByRole("listitem").filter({ hasText: appeal });
  const field = card.getByLabel("Reply (the person reads it)");
  // The form says whose language the reply reaches: the person's profile language.
  const escaped = reads.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(field).toHaveAccessibleDescription(new RegExp(`They read ${escaped}:`));
  await field.fill(reply);
  await card.getByRole("button", { name: button }).click();
  await expect(toastOn(adminPage)).toContainText(
    button === "Lift suspension" ? "Suspension lifted" : "Suspension kept",
  );
}

test("a Hindi business's lifted suspension: a Hindi SMS, the answer on /suspended and on the dashboard in both languages", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Appeal Sweets ${randomUUID().slice(0, 8)}`;
  const reason = `Bills from one printer for many visits ${randomUUID().slice(0, 6)}`;
  const appeal = "हमारी दुकान के सारे बिल एक ही मशीन से छपते हैं, यह धोखा नहीं है।";
  const reply = `We checked with the shop: one billing machine. Lifted ${randomUUID().slice(0, 6)}`;

  // A business that reads Hindi: the switch, while signed in, is its profile language.
  const business = await signUp(page, { role: "business" });
  await setLanguage(page.request, "hi");
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(page.request, admin.request, {
    name,
    target: 2,
  });
  await post(admin.request, "/admin/reviews", {
    intent: "suspend-account",
    subject: "campaignId",
    subjectId: campaignId,
    category: "fraud",
    reason,
  });

  // Signing in shows /suspended: the reason as the admin's words, beside a Hindi frame.
  await setLanguage(page.request, "en");
  await logIn(page, business);
  await expect(page).toHaveURL(/\/suspended$/);
  await setLanguage(page.request, "hi");
  await reload(page);
  await expect(page.getByRole("heading", { name: hi.suspended.title })).toBeVisible();
  const reasonNote = page.getByTestId("staff-note").filter({ hasText: reason });
  await expect(reasonNote).toContainText(hi.common.staffWords);
  await page.getByLabel(hi.suspended.messageField).fill(appeal);
  await page.getByRole("button", { name: hi.suspended.send }).click();
  await expect(page.getByText(appeal)).toBeVisible();

  const adminPage = await admin.newPage();
  await answerAppeal(adminPage, appeal, reply, "Lift suspension", "Hindi (हिन्दी)");

  // The SMS leaves after the decision's commit, in Hindi, and never carries the admin's words.
  await expect
    .poll(() => messagesTo(business.digits).map((sms) => sms.body))
    .toContainEqual(expect.stringContaining(smsStart(hi.appealAnswers.sms.suspension_lifted)));
  for (const sms of messagesTo(business.digits)) expect(sms.body).not.toContain(reply);

  // /suspended, still open, now says the appeal was answered, with the reply as the admin's words.
  await reload(page);
  await expect(page.getByRole("heading", { name: hi.suspended.answeredLiftedTitle })).toBeVisible();
  const replyNote = page.getByTestId("staff-note").filter({ hasText: reply });
  await expect(replyNote).toContainText(hi.common.staffWords);
  await shootBothWidths(page, "suspended-lifted-hi");

  // Signing in again: the dashboard says so in English, then in Hindi, until it is read.
  await setLanguage(page.request, "en");
  await logIn(page, business);
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  const notice = page.getByTestId("appeal-answer");
  await expect(
    notice.getByRole("heading", { name: en.appealAnswers.liftedAppealTitle }),
  ).toBeVisible();
  await expect(notice.getByTestId("staff-note")).toContainText(en.common.staffWords);
  await expect(notice.getByTestId("staff-note")).toContainText(reply);
  await shootBothWidths(page, "dashboard-appeal-answer-en");
  await setLanguage(page.request, "hi");
  await visit(page, "/business/dashboard");
  await expect(
    notice.getByRole("heading", { name: hi.appealAnswers.liftedAppealTitle }),
  ).toBeVisible();
  await expect(notice.getByTestId("staff-note")).toContainText(hi.common.staffWords);
  await expect(notice.getByTestId("staff-note")).toContainText(reply);
  await shootBothWidths(page, "dashboard-appeal-answer-hi");
  await notice.getByRole("button", { name: hi.appealAnswers.read }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(notice).toHaveCount(0);
  await reload(page);
  await expect(page.getByTestId("appeal-answer")).toHaveCount(0);
  await setLanguage(page.request, "en");
  await admin.close();
});

test("an English business's kept suspension: an English SMS, and the reply on /suspended in English and Hindi", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Kept Appeal Cafe ${randomUUID().slice(0, 8)}`;
  const reason = `Many accounts from one phone ${randomUUID().slice(0, 6)}`;
  const appeal = "I only ever used my own phone, and every visit was mine.";
  const reply = `The same photos came from five accounts. Kept ${randomUUID().slice(0, 6)}`;

  // A business reading English is suspended on its campaign.
  const owner = await signUp(page, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(page.request, admin.request, {
    name,
    target: 2,
  });
  await post(admin.request, "/admin/reviews", {
    intent: "suspend-account",
    subject: "campaignId",
    subjectId: campaignId,
    category: "rings",
    reason,
  });
  await logIn(page, owner);
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByTestId("staff-note").filter({ hasText: reason })).toContainText(
    en.common.staffWords,
  );
  await page.getByLabel(en.suspended.messageField).fill(appeal);
  await page.getByRole("button", { name: en.suspended.send }).click();
  await expect(page.getByText(appeal)).toBeVisible();

  const adminPage = await admin.newPage();
  await answerAppeal(adminPage, appeal, reply, "Keep suspension", "English");
  await expect
    .poll(() => messagesTo(owner.digits).map((sms) => sms.body))
    .toContainEqual(expect.stringContaining(smsStart(en.appealAnswers.sms.suspension_kept)));

  await reload(page);
  await expect(page.getByText(en.suspended.keptTitle)).toBeVisible();
  const replyNote = page.getByTestId("staff-note").filter({ hasText: reply });
  await expect(replyNote).toContainText(en.common.staffWords);
  await shootBothWidths(page, "suspended-kept-en");
  // The same page in Hindi: the frame is Hindi, the admin's words stay as written.
  await setLanguage(page.request, "hi");
  await reload(page);
  await expect(page.getByText(hi.suspended.keptTitle)).toBeVisible();
  await expect(replyNote).toContainText(hi.common.staffWords);
  await expect(page.getByRole("button", { name: hi.suspended.send })).toHaveCount(0);
  await shootBothWidths(page, "suspended-kept-hi");
  await setLanguage(page.request, "en");
  await admin.close();
});
