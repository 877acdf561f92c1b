import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { kolkataDateKey } from "~/domain/shared/dates";
import { kolkataMonth } from "~/domain/transparency/report-month";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { screenshots, setLanguage } from "./support/both-languages";
import { adminLogIn, clientAddressHeaders, expect, signUp, test, visit } from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";
import {
  createApprovedCampaign,
  distinctReview,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/*
 * The transparency report (decision 096) and the warning on a business (decision 097), on a
 * server of its own so that the test alone knows every review of the month: its figures must be
 * what the test counted as it seeded. Promise register entries (tests/promises/transparency.ts)
 * proved here: transparency.intro, transparency.starsNote, transparency.openMonth,
 * transparency.download, transparency.decisionTooFew, transparency.countedAt, businessWarning.publicTitle,
 * businessWarning.publicGround, businessWarning.publicReviewsUntouched, businessWarning.publicDates,
 * businessWarning.publicGrievance, businessWarning.dashboardText, businessWarning.dashboardComplain,
 * policies.privacy.sections.report.text.
 */

let server: OwnServer;
test.describe.configure({ mode: "serial", timeout: 480_000 });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer("transparency");
});
test.afterAll(async () => {
  await server?.close();
});
test.use({ baseURL: async ({ baseURL: _shared }, use) => use(server?.base) });

/**
 * The admin of this spec's server, signed in once and the session kept for the next test: a
 * second code within a minute is refused (one OTP a minute for a number, decision 006), which a
 * test that follows a short one would meet.
 */
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
async function signedInAdmin(browser: Browser) {
  const adminContext = await browser.newContext({
    baseURL: server.base,
    extraHTTPHeaders: clientAddressHeaders(),
    storageState: adminState,
  });
  const admin = await adminContext.newPage();
  if (!adminState) {
    await adminLogIn(admin);
    adminState = await adminContext.storageState();
  }
  return { adminContext, admin };
}

const month = kolkataMonth(new Date());
type Stars = [number, number, number, number, number];
const zero = (): Stars => [0, 0, 0, 0, 0];
const sum = (stars: Stars) => stars.reduce((total, count) => total + count, 0);

/** The test's own count, kept as it seeds: what the report must show. */
const tally = {
  received: zero(),
  published: zero(),
  rejected: { copied: zero(), no_visit_proof: zero() } as Record<string, Stars>,
  removed: { personal_data: zero() } as Record<string, Stars>,
};
const add = (stars: Stars, rating: number) => {
  stars[rating - 1] = (stars[rating - 1] ?? 0) + 1;
};

let campaignIds: string[] = [];
let businessName = "";
let removedReviewId = "";

/** The six numbers (five stars and the total) of a row of the reviews table. */
async function starRow(page: Page, key: string): Promise<number[]> {
  const cells = page.locator(`tr[data-key="${key}"] td`);
  return (await cells.allInnerTexts()).map((text) => Number(text.replaceAll(",", "")));
}

async function seed(browser: Browser, admin: APIRequestContext) {
  const options = { baseURL: server.base, extraHTTPHeaders: clientAddressHeaders() };
  const businessContext = await browser.newContext(options);
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const reviewerContext = await browser.newContext(options);
  const reviewer = await reviewerContext.newPage();
  await newReviewer(reviewer);
  businessName = `Honest Chai ${Date.now()}`;
  // One review per campaign: published 1, 3, 5 and 5 stars; rejected 2 and 4; one 5 left pending.
  const plan: { rating: number; decide: "approve" | "copied" | "no_visit_proof" | "pending" }[] = [
    { rating: 1, decide: "approve" },
    { rating: 2, decide: "copied" },
    { rating: 3, decide: "approve" },
    { rating: 4, decide: "no_visit_proof" },
    { rating: 5, decide: "approve" },
    { rating: 5, decide: "pending" },
  ];
  campaignIds = [];
  for (const [index, step] of plan.entries()) {
    const name = `${businessName} ${index + 1}`;
    const campaignId = await createApprovedCampaign(business.request, admin, { name, target: 1 });
    campaignIds.push(campaignId);
    await submitReview(reviewer.request, campaignId, step.rating, await distinctReview());
    add(tally.received, step.rating);
    if (step.decide === "pending") continue;
    const reviewId = await pendingReviewId(admin, name);
    if (step.decide === "approve") {
      await post(admin, "/admin/reviews", {
        intent: "approve-review",
        reviewId,
        proofChecked: "on",
        textChecked: "on",
      });
      add(tally.published, step.rating);
      if (step.rating === 1) removedReviewId = reviewId;
    } else {
      await post(admin, "/admin/reviews", {
        intent: "reject-review",
        reviewId,
        category: step.decide,
        template: step.decide === "copied" ? "copied_text" : "proof_unreadable",
        reason: "",
      });
      add(tally.rejected[step.decide] ?? zero(), step.rating);
    }
  }
  await reviewerContext.close();
  return { businessContext, business };
}

test("the report for the current month matches the data, its CSV has the same figures, and a removed review is counted with its ground", async ({
  page,
  browser,
}) => {
  const { adminContext, admin } = await signedInAdmin(browser);
  const { businessContext, business } = await seed(browser, admin.request);
  const firstPage = `/b/${campaignIds[0]}`;

  // policies.privacy.sections.report.text: anyone reports without an account, the admin decides,
  // the removal is counted on the public page with its ground; a business cannot remove it.
  await visit(page, "/privacy");
  await expect(page.locator("main")).toContainText(en.policies.privacy.sections.report.text);
  await visit(page, `${firstPage}/report/${removedReviewId}`);
  await page.getByLabel(en.complaints.reportGround.personal_data).check();
  await page.getByRole("button", { name: en.complaints.sendReport }).click();
  await expect(page.getByText(en.complaints.sentTitle)).toBeVisible();
  const refused = await business.request.post("/admin/reports", {
    form: {
      intent: "remove-review",
      reviewId: removedReviewId,
      ground: "personal_data",
      note: "x",
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBeGreaterThanOrEqual(300);
  await post(admin.request, "/admin/reports", {
    intent: "remove-review",
    reviewId: removedReviewId,
    ground: "personal_data",
    note: "The review names the cashier and her phone number.",
  });
  add(tally.removed.personal_data ?? zero(), 1);
  await visit(page, firstPage);
  await expect(page.locator("main")).toContainText(
    en.ledger.removedLine_one
      .replace("{{count}}", "1")
      .replace("{{ground}}", en.removalGround.personal_data),
  );

  // transparency.intro, transparency.starsNote, transparency.openMonth: this month's figures, by
  // star, are what the test counted. The job counts them a moment after every start (and every
  // 10 minutes, on one server: on PostgreSQL its last run is aged as if the period had passed).
  await server.stop();
  await server.query(
    "update job_runs set started_at = started_at - interval '1 hour' where name = 'transparency_months'",
  );
  await server.start();
  await expect(async () => {
    await visit(page, "/transparency");
    expect(await starRow(page, "reviews.removed.total")).toEqual([1, 0, 0, 0, 0, 1]);
  }).toPass({ timeout: 60_000 });
  const main = page.locator("main");
  await expect(main).toContainText(en.transparency.intro);
  await expect(main).toContainText(en.transparency.starsNote);
  await expect(main).toContainText(en.transparency.openMonth);
  // transparency.countedAt: counted when the page was opened, on India's calendar.
  await expect(page.getByTestId("counted-at")).toContainText(
    en.transparency.countedAt.split("{{time}}")[0] ?? "",
  );
  await expect(page.getByTestId("counted-at")).toContainText(
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date()),
  );
  const expected: Record<string, Stars> = {
    "reviews.received": tally.received,
    "reviews.published": tally.published,
    "reviews.rejected.copied": tally.rejected.copied ?? zero(),
    "reviews.rejected.no_visit_proof": tally.rejected.no_visit_proof ?? zero(),
    "reviews.rejected.total": [0, 1, 0, 1, 0],
    "reviews.removed.personal_data": tally.removed.personal_data ?? zero(),
    "reviews.removed.total": tally.removed.personal_data ?? zero(),
  };
  for (const [key, stars] of Object.entries(expected)) {
    expect(await starRow(page, key), key).toEqual([...stars, sum(stars)]);
  }
  // The last row: rejected or removed per 100 decisions of each star (1★: removed 1 of 1).
  await expect(page.locator('tr[data-key="reviews.refused_share"] td').first()).toHaveText("100%");
  await expect(page.locator('[data-key="payouts_made.count"] dd')).toHaveText("0");
  // transparency.decisionTooFew: five decisions this month, fewer than 20: no typical time.
  await expect(page.getByTestId("decision-times")).toHaveText(
    en.transparency.decisionTooFew.replace("{{count}}", "5").replace("{{min}}", "20"),
  );

  // transparency.download: the CSV says the same, in the reader's language, with a header row.
  await expect(page.getByRole("link", { name: en.transparency.download })).toHaveAttribute(
    "href",
    `/transparency/${month}.csv`,
  );
  const csv = await page.request.get(`/transparency/${month}.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv; charset=utf-8");
  const text = (await csv.text()).replace(/^\uFEFF/, "");
  const lines = text
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
  expect(lines[0]).toEqual([
    "key",
    "item",
    "1 star",
    "2 stars",
    "3 stars",
    "4 stars",
    "5 stars",
    "Total",
  ]);
  for (const [key, stars] of Object.entries(expected)) {
    const line = lines.find((cells) => cells[0] === key);
    expect(line?.slice(-6).map(Number), key).toEqual([...stars, sum(stars)]);
  }
  await setLanguage(page.request, "hi");
  const hindi = (await (await page.request.get(`/transparency/${month}.csv`)).text()).replace(
    /^\uFEFF/,
    "",
  );
  expect(hindi.split("\r\n")[0]).toContain(hi.transparency.total);
  await setLanguage(page.request, "en");
  expect((await page.request.get("/transparency/2099-01.csv")).status()).toBe(404);
  expect((await page.request.get("/transparency?month=2099-01")).status()).toBe(404);

  await screenshots(page, "/transparency", "transparency");
  await businessContext.close();
  await adminContext.close();
});

test("an admin's warning shows on the business's public page in English and Hindi, changes no review, and reaches its dashboard", async ({
  page,
  browser,
}) => {
  const { adminContext, admin } = await signedInAdmin(browser);
  const { businessContext, business } = await seed(browser, admin.request);
  const publicPage = `/b/${campaignIds[4]}`;
  await visit(page, publicPage);
  const reviewsBefore = await page.locator("main ol").first().textContent();
  await expect(page.getByTestId("business-warning")).toHaveCount(0);

  const publicText = "The owner offered reviewers ₹200 to change their one-star reviews.";
  const today = kolkataDateKey(new Date());
  await visit(admin, "/admin/warnings");
  await admin.getByLabel(en.businessWarning.admin.page).fill(`${server.base}${publicPage}`);
  await admin.getByLabel(en.businessWarning.admin.groundLabel).selectOption("money_for_change");
  // Too short a text: said at its field, in the admin's language, with nothing lost or stored.
  await admin.getByLabel(en.businessWarning.admin.text).fill("Bad shop.");
  await admin.getByRole("button", { name: en.businessWarning.admin.issue }).click();
  await expect(
    admin.getByText(en.businessWarning.admin.textTooShort.replace("{{min}}", "20")),
  ).toBeVisible();
  await expect(admin.getByLabel(en.businessWarning.admin.page)).toHaveValue(
    `${server.base}${publicPage}`,
  );
  await expect(admin.getByTestId("admin-warning")).toHaveCount(0);
  await admin.getByLabel(en.businessWarning.admin.text).fill(publicText);
  await admin.getByLabel(en.businessWarning.admin.startsOn).fill(today);
  await admin.getByLabel(en.businessWarning.admin.endsOn).fill(today);
  await admin.getByRole("button", { name: en.businessWarning.admin.issue }).click();
  await expect(toastOn(admin)).toContainText(en.businessWarning.admin.issued);
  await expect(admin.getByTestId("admin-warning").first()).toContainText(businessName);

  // Shown on every page of the business, with its ground, text, dates and the way to contest it.
  for (const id of [campaignIds[4], campaignIds[0]]) {
    await visit(page, `/b/${id}`);
    const warning = page.getByTestId("business-warning");
    await expect(warning).toContainText(en.businessWarning.publicTitle);
    await expect(warning).toContainText(en.businessWarning.ground.money_for_change);
    await expect(warning).toContainText(publicText);
    await expect(warning).toContainText(en.businessWarning.publicReviewsUntouched);
    await expect(
      warning.getByRole("link", { name: en.businessWarning.publicGrievance }),
    ).toHaveAttribute("href", "/grievance");
  }
  await visit(page, publicPage);
  // businessWarning.publicReviewsUntouched: the same reviews, in the same order, as before.
  expect(await page.locator("main ol").first().textContent()).toBe(reviewsBefore);
  // businessWarning.publicDates: from today to its last day (today), as India's calendar says.
  const dates = en.businessWarning.publicDates.split("{{start}}")[0] ?? "";
  await expect(page.getByTestId("business-warning")).toContainText(dates);
  await setLanguage(page.request, "hi");
  await visit(page, publicPage);
  await expect(page.getByTestId("business-warning")).toContainText(hi.businessWarning.publicTitle);
  await expect(page.getByTestId("business-warning")).toContainText(
    hi.businessWarning.ground.money_for_change,
  );
  await setLanguage(page.request, "en");
  await screenshots(page, publicPage, "warning");

  // businessWarning.dashboardText, businessWarning.dashboardComplain: the business sees it.
  await visit(business, "/business/dashboard");
  const notice = business.getByTestId("warnings-notice");
  await expect(notice).toContainText(en.businessWarning.dashboardTitle);
  await expect(notice).toContainText(publicText);
  await expect(
    notice.getByRole("link", { name: en.businessWarning.dashboardComplain }),
  ).toHaveAttribute("href", "/grievance");

  // Withdrawn, it leaves the page at once; a page opened before says so, above its form.
  const stale = await adminContext.newPage();
  for (const on of [stale, admin]) await visit(on, "/admin/warnings");
  const words = en.businessWarning.admin;
  const ours = `[data-testid="admin-warning"]:has-text("${publicText.slice(0, 30)}")`;
  await admin.locator(ours).getByRole("button", { name: words.withdraw }).click();
  await expect(toastOn(admin)).toContainText(words.withdrawn);
  await stale.locator(ours).getByRole("button", { name: words.withdraw }).click();
  await expect(stale.getByRole("alert")).toContainText(words.alreadyWithdrawn);
  await visit(page, publicPage);
  await expect(page.getByTestId("business-warning")).toHaveCount(0);
  await businessContext.close();
  await adminContext.close();
});
