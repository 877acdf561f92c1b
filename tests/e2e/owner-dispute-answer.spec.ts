import type { APIRequestContext, Browser } from "@playwright/test";
import { expectNoAxeViolations, messagesOf, phone } from "./support/axe";
import { setLanguage } from "./support/both-languages";
import { adminContext, expect, messagesTo, reload, signUp, test, visit } from "./support/fixtures";
import {
  createApprovedCampaign,
  distinctReview,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/*
 * Issue 46, points 2 and 3 (decision 108): a business's dispute gets an answer that reaches it —
 * 'Dispute sent', then 'Decided: kept' with the admin's note in their own words beside a frame in
 * the owner's language, and the SMS disputeAnswerSms.kept in that language — and a review removed
 * after a report is explained as such, with its ground, not as 'rejected or withdrawn'.
 */

/** A text with its {{values}} put in, independently of the app's translator. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

/** A reviewer with a public name of their own writes an honest review; returns its id. */
async function publishedReviewBy(
  browser: Browser,
  admin: APIRequestContext,
  input: { campaignId: string; campaignName: string; reviewerName: string; rating: number },
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { role: "user", city: "Indore" });
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: input.reviewerName,
    reviewerEmail: `${input.reviewerName.toLowerCase().replace(/\W/g, "")}@example.com`,
  });
  await submitReview(context.request, input.campaignId, input.rating, await distinctReview());
  const reviewId = await pendingReviewId(admin, input.campaignName);
  await post(admin, "/admin/reviews", {
    intent: "approve-review",
    reviewId,
    proofChecked: "on",
    textChecked: "on",
  });
  await context.close();
  return reviewId;
}

for (const language of ["en", "hi"] as const) {
  test(`a dispute's answer reaches the owner in ${language}: sent, then decided with the admin's note and an SMS; a review removed after a report is explained as such`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const m = messagesOf[language];
    const name = `Dispute Kachori ${language} ${Date.now()}`;
    const businessContext = await browser.newContext();
    const business = await businessContext.newPage();
    const account = await signUp(business, { role: "business" });
    // The Hindi owner on a 360 px phone, the English one at 1280 px.
    if (language === "hi") await business.setViewportSize(phone.viewport);
    // The owner's profile language: the page and the SMS are in it.
    await setLanguage(business.request, language);
    const admin = await adminContext(browser);
    const campaignId = await createApprovedCampaign(businessContext.request, admin.request, {
      name,
      target: 100,
    });
    // Ratings of 1 and 5: the answers below are the same whatever the rating.
    await publishedReviewBy(browser, admin.request, {
      campaignId,
      campaignName: name,
      reviewerName: "Asha R.",
      rating: 1,
    });
    const reported = await publishedReviewBy(browser, admin.request, {
      campaignId,
      campaignName: name,
      reviewerName: "Vinod S.",
      rating: 5,
    });

    // The owner disputes Asha's review; its row says the dispute is sent, the review stays.
    await visit(business, `/campaign/${campaignId}`);
    const asha = business.getByTestId("submitted-review").filter({ hasText: "Asha R." });
    await asha.getByRole("button", { name: `${m.disputes.dispute}: Asha R.` }).click();
    const dialog = business.getByRole("dialog", { name: m.disputes.disputeTitle });
    await dialog.getByRole("radio", { name: m.disputes.disputeGround.never_customer }).check();
    await dialog
      .getByLabel(m.disputes.detailsRequired)
      .fill("This person was never at our shop; we checked every bill of that week.");
    await dialog.getByRole("button", { name: m.disputes.sendDispute }).click();
    await expect(toastOn(business)).toContainText(m.disputes.disputedTitle);
    const ashaAnswer = asha.getByTestId("dispute-answer");
    await expect(ashaAnswer).toContainText(m.ownerReviewAnswers.disputeSent);
    await expect(ashaAnswer).toContainText(m.ownerReviewAnswers.disputeSentText);

    // The admin keeps it with a note (the admin reads English; the note is their own words).
    const adminPage = await admin.newPage();
    await visit(adminPage, "/admin/reports");
    const disputed = adminPage.getByTestId("complained-review").filter({ hasText: name });
    await expect(disputed).toContainText("Reports: 0 · Disputes: 1");
    const note = "We checked the visit proof: the bill is from your shop. The review stays.";
    await disputed.getByLabel(/^Note/).fill(note);
    await disputed.getByRole("button", { name: "Keep" }).click();
    await expect(toastOn(adminPage)).toContainText("Review kept");

    // The owner reads the decision and the note, framed as the team member's own words.
    await reload(business);
    await expect(ashaAnswer).toContainText(m.ownerReviewAnswers.decidedKept);
    await expect(ashaAnswer).not.toContainText(m.ownerReviewAnswers.disputeSent);
    const staffNote = ashaAnswer.getByTestId("staff-note");
    await expect(staffNote.locator("figcaption")).toHaveText(m.common.staffWords);
    await expect(staffNote.locator("blockquote")).toHaveText(note);
    // Kept: still published, its text still shown to the owner.
    await expect(asha.getByTestId("removed-after-report")).toHaveCount(0);

    // disputeAnswerSms.kept, in the owner's language, once, pointing to the campaign page.
    const [smsStart] = fill(m.disputeAnswerSms.kept, { business: name }).split("{{link}}");
    const answers = () =>
      messagesTo(account.digits).filter((sms) => sms.body.startsWith(smsStart ?? "-"));
    await expect.poll(() => answers().length, { timeout: 30_000 }).toBe(1);
    expect(answers()[0]?.body.endsWith(`/campaign/${campaignId}`)).toBe(true);
    // The note itself never goes in an SMS.
    expect(answers()[0]?.body).not.toContain(note);

    // A reader reports Vinod's review; the admin removes it with a ground.
    const reader = await browser.newContext({ javaScriptEnabled: false });
    const readerPage = await reader.newPage();
    await readerPage.goto(`/b/${campaignId}/report/${reported}`);
    await readerPage.getByRole("radio", { name: "Shares someone's personal data" }).check();
    await readerPage.getByRole("button", { name: "Send report" }).click();
    await expect(readerPage.getByRole("status")).toContainText("Report sent");
    await visit(adminPage, "/admin/reports");
    const reportedCard = adminPage.getByTestId("complained-review").filter({ hasText: name });
    await expect(reportedCard).toContainText("Reports: 1 · Disputes: 0");
    await reportedCard.getByLabel("Ground of a removal").selectOption("personal_data");
    await reportedCard.getByLabel(/^Note/).fill("It gives a staff member's phone number.");
    await reportedCard.getByRole("button", { name: "Remove review" }).click();
    await expect(toastOn(adminPage)).toContainText("Review removed");

    // The owner reads it was removed after a report, with the ground: not 'rejected or withdrawn'.
    await reload(business);
    const vinod = business.getByTestId("submitted-review").filter({ hasText: "Vinod S." });
    await expect(vinod.getByTestId("removed-after-report")).toHaveText(
      fill(m.ownerReviewAnswers.removedAfterReport, { ground: m.removalGround.personal_data }),
    );
    await expect(vinod).not.toContainText(m.ownerCampaign.textNotShown);
    // The owner did not dispute it: no answer, and no dispute SMS for it.
    await expect(vinod.getByTestId("dispute-answer")).toHaveCount(0);
    expect(answers()).toHaveLength(1);

    await expectNoAxeViolations(
      business,
      `the campaign page with a dispute's answer (${language})`,
    );
    await business.screenshot({
      path: test.info().outputPath(`owner-dispute-answer-${language}.png`),
      fullPage: true,
    });
    await Promise.all([reader.close(), admin.close(), businessContext.close()]);
  });
}
