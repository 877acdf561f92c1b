import { randomUUID } from "node:crypto";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { setLanguage } from "./support/both-languages";
import {
  adminContext,
  expect,
  logIn,
  messagesTo,
  signUp,
  test,
  uniquePhone,
  visit,
} from "./support/fixtures";
import { createApprovedCampaign, pendingReviewId, post, submitReview } from "./support/rewards";
import { shootBothWidths } from "./support/shoot";
import { toastOn } from "./support/toast";

/*
 * Issue 46, point 5 (decision 109): every text a staff member types for someone else reaches
 * them in their language, as a template or as the staff member's own words beside a frame in
 * the reader's language (<StaffNote/>), and their SMS is a template in their language.
 */

/** The words of an SMS template between its first and its second value (ticket, then link). */
const smsMiddle = (text: string) => text.split("}}")[1]?.split("{{")[0] ?? text;

test("a complaint filed in Hindi: its SMS in Hindi, and the officer's words on /grievance/status beside Hindi and English frames", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const digits = uniquePhone();
  const acknowledgement = `We have asked the reviewer to change it ${randomUUID().slice(0, 6)}`;
  const decision = `The staff member's name is removed from the review ${randomUUID().slice(0, 6)}`;

  // Filed from the Hindi page: the complaint keeps its language for its SMS and status page.
  await setLanguage(page.request, "hi");
  const filed = await page.request.post("/grievance", {
    form: {
      name: "मीना जोशी",
      phone: digits,
      category: "review_about_me",
      text: "मेरे सैलून के एक रिव्यू में मेरी कर्मचारी का नाम है; कृपया उसे हटाइए।",
    },
    maxRedirects: 0,
  });
  expect(filed.status()).toBe(200);
  const ticket = /RK-\d{4}-\d{6,}/.exec(await filed.text())?.[0] ?? "";
  expect(ticket).toMatch(/^RK-\d{4}-\d{6,}$/);

  // The admin answers in English words on the Complaints tab.
  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/complaints");
  const card = adminPage
    .getByTestId("complaint-card")
    .filter({ has: adminPage.getByRole("heading", { name: ticket }) });
  // The form says the complaint was filed in Hindi: its SMS go in Hindi.
  await expect(card.getByLabel("Message to the complainant")).toHaveAccessibleDescription(
    /Filed in Hindi \(हिन्दी\)/,
  );
  await card.getByLabel("Message to the complainant").fill(acknowledgement);
  await card.getByRole("button", { name: "Acknowledge" }).click();
  await expect(toastOn(adminPage)).toContainText("Complaint acknowledged");
  await card.getByLabel("Message to the complainant").fill(decision);
  await card.getByLabel("Complaint upheld").check();
  await card.getByRole("button", { name: "Decide" }).click();
  await expect(toastOn(adminPage)).toContainText("Complaint decided");
  await admin.close();

  // Each SMS is the Hindi template: the outcome in Hindi, never the officer's English words.
  await expect
    .poll(() => messagesTo(digits).map((sms) => sms.body))
    .toEqual([
      expect.stringContaining(ticket),
      expect.stringContaining(smsMiddle(hi.grievance.sms.acknowledged)),
      expect.stringContaining(hi.grievance.outcomes.upheld),
    ]);
  for (const sms of messagesTo(digits)) {
    expect(sms.body).not.toContain(acknowledgement);
    expect(sms.body).not.toContain(decision);
  }

  // The status page in Hindi: the outcome translated, each reply framed as the officer's words.
  await visit(page, `/grievance/status?ticket=${ticket}`);
  await page.getByLabel(hi.grievance.phone).fill(digits);
  await page.getByRole("button", { name: hi.grievance.lookUp }).click();
  await expect(page.getByTestId("ticket-state")).toHaveText(hi.grievance.statuses.decided);
  await expect(
    page.getByText(hi.grievance.decisionLabel.replace("{{outcome}}", hi.grievance.outcomes.upheld)),
  ).toBeVisible();
  for (const words of [acknowledgement, decision]) {
    await expect(page.getByTestId("staff-note").filter({ hasText: words })).toContainText(
      hi.common.staffWords,
    );
  }
  await shootBothWidths(page, "grievance-status-hi");

  // The same ticket read in English: the frame follows the reader, the words stay as written.
  await setLanguage(page.request, "en");
  await visit(page, `/grievance/status?ticket=${ticket}`);
  await page.getByLabel(en.grievance.phone).fill(digits);
  await page.getByRole("button", { name: en.grievance.lookUp }).click();
  await expect(page.getByText("Our decision: Complaint upheld")).toBeVisible();
  await expect(page.getByTestId("staff-note").filter({ hasText: decision })).toContainText(
    en.common.staffWords,
  );
  await shootBothWidths(page, "grievance-status-en");
});

test("a suspension's reason and the rejection it writes onto a pending review read in Hindi and English", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Language Dhaba ${randomUUID().slice(0, 8)}`;
  const reason = `Proof photos from one phone for many accounts ${randomUUID().slice(0, 6)}`;
  const appeal = "मैंने हर रिव्यू अपनी ख़ुद की विज़िट के बाद लिखा है, कृपया दोबारा देखें।";
  const reply = `Checked again: the photos are yours. ${randomUUID().slice(0, 6)}`;

  const businessContext = await browser.newContext();
  await signUp(await businessContext.newPage(), { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(businessContext.request, admin.request, {
    name,
    target: 2,
  });
  // A reviewer who reads Hindi, with a review waiting for its checks.
  const reviewer = await signUp(page, { role: "user", city: "Indore" });
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: "Kiran P.",
    reviewerEmail: "kiran@example.com",
  });
  await submitReview(page.request, campaignId, 4);
  await setLanguage(page.request, "hi");
  const reviewId = await pendingReviewId(admin.request, name);
  await post(admin.request, "/admin/reviews", {
    intent: "suspend-account",
    subject: "reviewId",
    subjectId: reviewId,
    category: "fraud",
    reason,
  });

  // /suspended in Hindi: the category is a Hindi template, the reason the admin's own words.
  await setLanguage(page.request, "en");
  await logIn(page, reviewer);
  await expect(page).toHaveURL(/\/suspended$/);
  await setLanguage(page.request, "hi");
  await visit(page, "/suspended");
  await expect(page.getByText(hi.suspended.category.fraud, { exact: true })).toBeVisible();
  await expect(page.getByTestId("staff-note").filter({ hasText: reason })).toContainText(
    hi.common.staffWords,
  );
  await shootBothWidths(page, "suspended-reason-hi");
  await page.getByLabel(hi.suspended.messageField).fill(appeal);
  await page.getByRole("button", { name: hi.suspended.send }).click();
  await expect(page.getByText(appeal)).toBeVisible();

  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/appeals");
  const appealCard = adminPage.getByRole("listitem").filter({ hasText: appeal });
  await appealCard.getByLabel("Reply (the person reads it)").fill(reply);
  await appealCard.getByRole("button", { name: "Lift suspension" }).click();
  await expect(toastOn(adminPage)).toContainText("Suspension lifted");

  // My Reviews in Hindi: the rejection says why in Hindi, the admin's reason as their note.
  await setLanguage(page.request, "en");
  await logIn(page, reviewer);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await setLanguage(page.request, "hi");
  await visit(page, "/user/dashboard");
  const mine = page
    .getByRole("list", { name: hi.reviewer.myReviews })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mine).toContainText(hi.rejectionTemplates.account_suspended);
  await expect(mine).toContainText(hi.rejectionTemplates.note.replace("{{note}}", reason));
  await mine.scrollIntoViewIfNeeded();
  await shootBothWidths(page, "my-reviews-suspension-rejection-hi");
  // And in English for an English reader.
  await setLanguage(page.request, "en");
  await visit(page, "/user/dashboard");
  const mineInEnglish = page
    .getByRole("list", { name: en.reviewer.myReviews })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mineInEnglish).toContainText(en.rejectionTemplates.account_suspended);
  await expect(mineInEnglish).toContainText(en.rejectionTemplates.note.replace("{{note}}", reason));
  await Promise.all([admin.close(), businessContext.close()]);
});
