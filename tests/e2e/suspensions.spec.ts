import { randomUUID } from "node:crypto";
import en from "~/i18n/locales/en";
import { adminContext, expect, logIn, signUp, test, visit } from "./support/fixtures";
import { pageToQueueCard, queueCard } from "./support/review-steps";
import { createApprovedCampaign, post, submitReview } from "./support/rewards";
import { toastOn } from "./support/toast";

test("the admin suspends a reviewer with a pending review; the reviewer appeals once and the admin lifts it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The promise register (decision 098): policies.terms.sections.accounts.text and
  // policies.terms.sections.otherPlatforms.text say an account that breaks the terms is closed.
  await visit(page, "/terms");
  for (const text of [
    en.policies.terms.sections.accounts.text,
    en.policies.terms.sections.otherPlatforms.text,
  ]) {
    await expect(page.getByRole("main")).toContainText(text);
  }
  const name = `Suspension Sweets ${randomUUID().slice(0, 8)}`;
  const reason = `Proof photos from one phone for many accounts ${randomUUID().slice(0, 6)}`;
  const appeal = "My brother and I share one phone; every review is about our own visit.";

  const businessContext = await browser.newContext();
  await signUp(await businessContext.newPage(), { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(businessContext.request, admin.request, {
    name,
    target: 2,
  });
  const account = await signUp(page, { role: "user", city: "Indore" });
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: "Kiran P.",
    reviewerEmail: "kiran@example.com",
  });
  await submitReview(page.request, campaignId, 2);

  // The admin suspends the reviewer from the review's own card.
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  const card = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await card.getByRole("button", { name: /^Suspend reviewer/ }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Suspend this account" });
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByText("Choose why the account is suspended.")).toBeVisible();
  await expect(dialog.getByText("Write the reason the person will read.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Fraud (fake proofs or visits)" }).check();
  await dialog.getByLabel("Reason (the person reads it)").fill(reason);
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(toastOn(adminPage)).toContainText("Account suspended");
  await expect(toastOn(adminPage)).toContainText("Pending reviews rejected: 1");
  await expect(queueCard(adminPage, name)).toHaveCount(0);

  // The reviewer is signed out at once, and sees the reason on login instead of the dashboard.
  await visit(page, "/user/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
  await expect(page.getByText("Fraud", { exact: true })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await page.getByLabel("Your message").fill("sorry");
  await page.getByRole("button", { name: "Send appeal" }).click();
  await expect(page.getByText("Write at least 10 characters.")).toBeVisible();
  await page.getByLabel("Your message").fill(appeal);
  await page.getByRole("button", { name: "Send appeal" }).click();
  await expect(page.getByText("Appeal sent")).toBeVisible();
  await expect(page.getByText(appeal)).toBeVisible();
  // One appeal: the form is gone.
  await expect(page.getByRole("button", { name: "Send appeal" })).toHaveCount(0);

  // The appeal reaches the admin's own queue, with the suspension's reason and the person.
  await visit(adminPage, "/admin/appeals");
  const appealCard = adminPage.getByRole("listitem").filter({ hasText: appeal });
  await expect(appealCard.getByText(reason)).toBeVisible();
  await expect(
    appealCard.getByRole("heading", { name: new RegExp(account.username) }),
  ).toBeVisible();
  await appealCard.getByLabel("Reply (the person reads it)").fill("Checked again: lifted.");
  await appealCard.getByRole("button", { name: "Lift suspension" }).click();
  await expect(toastOn(adminPage)).toContainText("Suspension lifted");
  await expect(adminPage.getByText(appeal)).toHaveCount(0);

  // Sign-in works again; the review the suspension rejected stays rejected.
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const mine = page
    .getByRole("list", { name: "My Reviews" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mine.getByText("rejected", { exact: true })).toBeVisible();
  await expect(mine.getByText(reason)).toBeVisible();
  await Promise.all([admin.close(), businessContext.close()]);
});
