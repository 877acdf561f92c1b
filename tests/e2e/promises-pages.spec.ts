import { randomInt } from "node:crypto";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { formatRupees, PRICE_PER_REVIEW, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { kolkataDateKey } from "~/domain/shared/dates";
import { en } from "../support/rendered-messages";
import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import {
  createApprovedCampaign,
  distinctReview,
  newReviewer,
  pendingReviewId,
  post,
} from "./support/rewards";

/*
 * The promise register (decision 098): each promising text below is read from the English
 * catalogue where a person sees it, then the behaviour it promises is checked. The keys named
 * here are the register's entries in tests/promises/pages.ts.
 */

/** Expects each text, as the catalogue has it, somewhere in the page's main content. */
async function expectTexts(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.locator("main")).toContainText(text);
}

/** A review sent over HTTP as the Write Review form sends it; answers the response's status. */
async function send(
  reviewer: APIRequestContext,
  campaignId: string,
  rating: number,
  review: { text: string; photo: Buffer },
  intent: "submit-review" | "revise-review" = "submit-review",
  reviewId = "",
) {
  const response = await reviewer.post("/user/dashboard", {
    multipart: {
      intent,
      reviewId,
      visitedOn: kolkataDateKey(new Date()),
      noRelationship: "on",
      campaignId,
      rating: String(rating),
      reviewText: review.text,
      proof: { name: "bill.jpg", mimeType: "image/jpeg", buffer: review.photo },
    },
    maxRedirects: 0,
  });
  return response.status();
}

/** A signed-in reviewer in Indore, in a context of their own. */
async function reviewerIn(browser: Browser, city = "Indore") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await newReviewer(page, city);
  return page;
}

const approve = (admin: APIRequestContext, reviewId: string) =>
  post(admin, "/admin/reviews", {
    intent: "approve-review",
    reviewId,
    proofChecked: "on",
    textChecked: "on",
  });

/** The number in the ledger's row of `stars` under the column headed `column`. */
async function ledgerCell(page: Page, stars: 1 | 5, column: string): Promise<string> {
  const table = page.getByTestId("ledger-table");
  const headers = (await table.locator("thead th").allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(column);
  expect(index, `ledger column ${column}`).toBeGreaterThan(0);
  const starsLabel = stars === 1 ? en.ledger.starsValue_one : en.ledger.starsValue_other;
  const row = table
    .locator("tbody tr")
    .filter({ hasText: starsLabel.replace("{{count}}", String(stars)) });
  // The row header is the first cell; the column's index counts it.
  return ((await row.locator("th, td").nth(index).textContent()) ?? "").trim();
}

const reviseButton = new RegExp(`^${en.revision.reviseBy.split("{{")[0]}`);

const myReview = (page: Page, name: string): Locator =>
  page
    .getByRole("list", { name: en.reviewer.myReviews })
    .getByRole("listitem")
    .filter({ hasText: name });

test("₹5 whatever the rating, labelled, newest first, never hidden by the business, and a withdrawn review leaves the page", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const reader = await (await browser.newContext()).newPage();
  // landing.heroText, landing.heroNote, landing.features.businessGrowth.text,
  // landing.features.securePayments.text, landing.steps.review.text, landing.steps.grow.text
  await visit(reader, "/");
  await expectTexts(reader, [
    en.landing.steps.review.text,
    en.landing.heroText,
    en.landing.heroNote,
    en.landing.features.businessGrowth.text,
    en.landing.features.securePayments.text,
    en.landing.steps.grow.text,
  ]);
  // policies.terms.sections.honest.text, policies.terms.sections.reward.text,
  // policies.terms.sections.proof.text, policies.terms.sections.withdraw.text,
  // policies.terms.sections.copying.text
  await visit(reader, "/terms");
  await expectTexts(reader, [
    en.policies.terms.sections.honest.text,
    en.policies.terms.sections.reward.text,
    en.policies.terms.sections.proof.text,
    en.policies.terms.sections.withdraw.text,
    en.policies.terms.sections.copying.text,
  ]);
  // policies.reviewPolicy.sections.never.text
  await visit(reader, "/review-policy");
  await expectTexts(reader, [en.policies.reviewPolicy.sections.never.text]);
  // Every text names the reward the code pays.
  for (const text of [
    en.landing.heroText,
    en.landing.features.securePayments.text,
    en.landing.steps.grow.text,
    en.policies.terms.sections.reward.text,
    en.publicPage.rewardedSentence,
    en.share.imageDisclosure,
  ]) {
    expect(text).toContain(formatRupees(REWARD_PER_REVIEW));
  }

  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const adminSession = await adminContext(browser);
  const admin = adminSession.request;
  const name = `Promise Chai ${Date.now()}${randomInt(1000)}`;
  const campaignId = await createApprovedCampaign(business.request, admin, { name, target: 100 });
  const low = { page: await reviewerIn(browser), review: await distinctReview(), id: "" };
  const high = { page: await reviewerIn(browser), review: await distinctReview(), id: "" };
  for (const [one, rating] of [
    [low, 1],
    [high, 5],
  ] as const) {
    expect(await send(one.page.request, campaignId, rating, one.review)).toBe(200);
    one.id = await pendingReviewId(admin, name);
    await approve(admin, one.id);
  }

  // The same reward for one star and five.
  for (const one of [low, high]) {
    await visit(one.page, "/user/dashboard");
    await expect(one.page.getByTestId("wallet-balance")).toHaveText(
      formatRupees(REWARD_PER_REVIEW),
    );
  }

  // publicPage.rewardedLabel, publicPage.rewardedSentence, publicPage.policyText,
  // share.newestFirst: both shown, newest first, each labelled as rewarded.
  const path = `/b/${campaignId}`;
  await visit(reader, path);
  await expectTexts(reader, [en.publicPage.policyText, en.share.newestFirst]);
  const cards = reader
    .getByRole("list", { name: en.publicPage.ratingFromRewarded })
    .getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(high.review.text);
  await expect(cards.nth(1)).toContainText(low.review.text);
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(card).toContainText(en.publicPage.rewardedLabel);
    await expect(card).toContainText(en.publicPage.rewardedSentence);
  }
  // Proofs are never published: not on the page, and not to a reader or the business.
  expect(await reader.content()).not.toContain("/proof/");
  for (const who of [reader.request, business.request]) {
    const proof = await who.get(`/proof/${low.id}`, { maxRedirects: 0 });
    expect(proof.status(), "a proof outside the team").not.toBe(200);
  }

  // share.rewardedNote goes with every WhatsApp share of the page.
  const whatsapp = await reader.getByRole("link", { name: en.share.whatsapp }).getAttribute("href");
  expect(decodeURIComponent(whatsapp ?? "")).toContain(en.share.rewardedNote);

  // ledger.intro, ledger.submittedMeans: every review sent, by its rating.
  await expectTexts(reader, [en.ledger.intro, en.ledger.submittedMeans]);
  for (const stars of [1, 5] as const) {
    expect(await ledgerCell(reader, stars, en.ledger.submitted)).toBe("1");
    expect(await ledgerCell(reader, stars, en.ledger.published)).toBe("1");
  }

  // share.posterNote: the poster invites to read, and the page it leads to hides no rating.
  await visit(reader, `${path}/poster`);
  await expectTexts(reader, [en.share.posterNote]);

  // policies.terms.sections.copying.text: every row of the CSV export carries the disclosure.
  const csv = await (await business.request.get(`/campaign/${campaignId}/reviews.csv`)).text();
  const rows = csv.trim().split(/\r?\n/).slice(1);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toContain(en.publicPage.rewardedLabel);
    expect(row).toContain(en.publicPage.rewardedSentence);
  }

  // landing.features.businessGrowth.text: the business cannot hide one, nor delete a live
  // campaign; a paused campaign's page still shows every review.
  const refused = await business.request.post(`/campaign/${campaignId}`, {
    form: { intent: "hide-review", reviewId: low.id },
    maxRedirects: 0,
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const deleting = await business.request.post(`/campaign/${campaignId}`, {
    form: { intent: "delete-campaign" },
    maxRedirects: 0,
  });
  expect(deleting.status()).toBeGreaterThanOrEqual(400);
  await post(business.request, `/campaign/${campaignId}`, { intent: "pause-campaign" });
  await visit(reader, path);
  await expect(cards).toHaveCount(2);

  // policies.terms.sections.withdraw.text: the author withdraws from the dashboard; the review
  // leaves the public page, and the ledger counts it as withdrawn.
  await visit(low.page, "/user/dashboard");
  await myReview(low.page, name).getByRole("button", { name: en.reviewer.withdraw }).click();
  await low.page
    .getByRole("dialog", { name: en.reviewer.withdrawTitle })
    .getByRole("button", { name: en.reviewer.withdrawConfirm })
    .click();
  await expect(myReview(low.page, name)).toContainText(en.status.withdrawn);
  await reload(reader);
  await expect(cards).toHaveCount(1);
  await expect(reader.getByText(low.review.text)).toHaveCount(0);
  expect(await ledgerCell(reader, 1, en.ledger.withdrawn)).toBe("1");
  expect(await ledgerCell(reader, 1, en.ledger.published)).toBe("0");

  await adminSession.close();
  await businessContext.close();
});

test("a campaign for its city at ₹20 a review with nothing added, spread over days, and each review checked twice by a person with a reason for any rejection", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const reader = await (await browser.newContext()).newPage();
  // landing.features.realUsers.text, landing.features.doubleVerification.text,
  // landing.features.fastDelivery.text, landing.steps.create.text, landing.steps.verify.text,
  // landing.closingText
  await visit(reader, "/");
  await expectTexts(reader, [
    en.landing.features.realUsers.text,
    en.landing.features.doubleVerification.text,
    en.landing.features.fastDelivery.text,
    en.landing.steps.create.text,
    en.landing.steps.verify.text,
    en.landing.closingText,
  ]);
  for (const text of [en.landing.steps.create.text, en.landing.closingText]) {
    expect(text).toContain(formatRupees(PRICE_PER_REVIEW));
  }
  // policies.reviewPolicy.intro, policies.reviewPolicy.sections.criteria.text,
  // policies.reviewPolicy.sections.reasons.text
  await visit(reader, "/review-policy");
  await expectTexts(reader, [
    en.policies.reviewPolicy.intro,
    en.policies.reviewPolicy.sections.criteria.text,
    en.policies.reviewPolicy.sections.reasons.text,
  ]);

  const business = await (await browser.newContext()).newPage();
  await signUp(business, { role: "business" });
  const adminSession = await adminContext(browser);
  const admin = adminSession.request;
  const name = `Promise Dhaba ${Date.now()}${randomInt(1000)}`;
  const target = 100;
  const campaignId = await createApprovedCampaign(business.request, admin, { name, target });

  // ₹20 a review, GST included: what the business spent is the target times the price.
  await visit(business, "/business/dashboard");
  await expect(business.getByTestId(`stat-${en.business.totalSpent}`)).toHaveText(
    formatRupees(target * PRICE_PER_REVIEW),
  );
  // A daily share of the target, over one to four weeks.
  await visit(business, `/campaign/${campaignId}`);
  const pacing = business.getByRole("region", { name: en.campaign.pacingTitle });
  const perDay = (await pacing.locator("tbody tr td:nth-child(3)").allTextContents()).map(Number);
  expect(perDay.length).toBeGreaterThanOrEqual(7);
  expect(perDay.length).toBeLessThanOrEqual(28);
  expect(perDay.reduce((sum, count) => sum + count, 0)).toBe(target);
  expect(Math.max(...perDay)).toBeLessThan(target / 2);

  // Reviewers write about places in their own city: one in Bhopal cannot review it.
  const elsewhere = await reviewerIn(browser, "Bhopal");
  expect(
    await send(elsewhere.request, campaignId, 4, await distinctReview()),
  ).toBeGreaterThanOrEqual(400);

  // At least 30 words of the reviewer's own, with a photo or bill as proof.
  const reviewer = await reviewerIn(browser);
  const review = await distinctReview();
  const short = { ...review, text: review.text.split(" ").slice(0, 29).join(" ") };
  expect(await send(reviewer.request, campaignId, 3, short)).toBeGreaterThanOrEqual(400);
  const unproved = { ...review, photo: Buffer.alloc(0) };
  expect(await send(reviewer.request, campaignId, 3, unproved)).toBeGreaterThanOrEqual(400);
  expect(await send(reviewer.request, campaignId, 3, review)).toBe(200);

  // Two checks by a person: the proof and the text; one alone approves nothing.
  const reviewId = await pendingReviewId(admin, name);
  const oneCheck = await admin.post("/admin/reviews", {
    form: { intent: "approve-review", reviewId, proofChecked: "on" },
    maxRedirects: 0,
  });
  expect(oneCheck.status()).toBe(400);
  await visit(reviewer, "/user/dashboard");
  await expect(myReview(reviewer, name)).toContainText(en.status.pending);

  // Every rejection has a reason the reviewer reads.
  const reject = (reason: string) =>
    admin.post("/admin/reviews", {
      form: { intent: "reject-review", reviewId, category: "other", template: "", reason },
      maxRedirects: 0,
    });
  expect((await reject("")).status()).toBeGreaterThanOrEqual(400);
  const reason = "Please upload the bill of your visit.";
  expect((await reject(reason)).status()).toBeLessThan(400);
  await reload(reviewer);
  const mine = myReview(reviewer, name);
  await expect(mine).toContainText(reason);
  const revise = mine.getByRole("button", { name: reviseButton });
  await expect(revise).toBeVisible();

  // One revision, then no more.
  expect(
    await send(reviewer.request, campaignId, 3, await distinctReview(), "revise-review", reviewId),
  ).toBe(200);
  expect((await reject("The bill is still missing.")).status()).toBeLessThan(400);
  await reload(reviewer);
  await expect(mine).toContainText("The bill is still missing.");
  await expect(mine.getByRole("button", { name: reviseButton })).toHaveCount(0);
  expect(
    await send(reviewer.request, campaignId, 3, await distinctReview(), "revise-review", reviewId),
  ).toBeGreaterThanOrEqual(400);
  await adminSession.close();
});
