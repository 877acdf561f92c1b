import { randomInt } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import {
  adminContext,
  askSignupCode,
  clientAddressHeaders,
  expect,
  signUp,
  test,
  visit,
} from "./support/fixtures";
import { queueCard } from "./support/review-steps";
import {
  createApprovedCampaign,
  newReviewer,
  pendingReviewId,
  post,
  reward,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/**
 * On PostgreSQL the admin works on a second server process (another port, same database), so
 * these tests also prove that a change made through one process reaches pages on the other.
 * On the embedded database both addresses are the one server.
 */
const secondServer = () => process.env.E2E_SECOND_URL as string;

/** A page's reload of some of its sections after an event (see app/events/live-sections.ts). */
function isLiveRefresh(request: Request) {
  return new URL(request.url()).searchParams.has("live");
}

function refreshedTopics(request: Request) {
  return new URL(request.url()).searchParams.get("live")?.split(",") ?? [];
}

/** Waits until the page's live-update stream is open, so no event can slip past it. */
async function live(page: Page) {
  await expect(page.locator("html[data-live=on]")).toHaveCount(1);
}

test("open pages follow a review from submission to approval without a reload, across two server processes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Live Dhaba ${Date.now()}${randomInt(1000)}`;
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 10,
  });
  await visit(business, `/campaign/${campaignId}`);
  await expect(business.getByText("0 of 10 reviews completed")).toBeVisible();
  await live(business);

  const adminPage = await admin.newPage();
  await visit(adminPage, `${secondServer()}/admin/reviews`);
  await live(adminPage);
  const queueItem = queueCard(adminPage, name);
  await expect(queueItem).toHaveCount(0);

  await newReviewer(page);
  await visit(page, "/user/dashboard");
  await live(page);
  // Other tests run beside this one and their events reach the admin too (a new campaign
  // reloads the campaign queue): wait for the reload this review causes, the review queue's.
  // Which topics each change sends, and no more, is the integration suite's to prove.
  const reloadsReviewQueue = (request: Request) =>
    isLiveRefresh(request) && refreshedTopics(request).includes("review-queue");
  const adminRefresh = adminPage.waitForRequest(reloadsReviewQueue);
  let refreshStartedAt = 0;
  adminPage.on("request", (request) => {
    if (!refreshStartedAt && reloadsReviewQueue(request)) refreshStartedAt = Date.now();
  });
  await submitReview(page.request, campaignId, 2);
  const committedAt = Date.now();
  // Within a second the admin's page on the other process has started reloading what changed.
  await expect.poll(() => refreshStartedAt, { timeout: 1_000 }).toBeGreaterThan(0);
  expect(refreshStartedAt - committedAt).toBeLessThan(1_000);

  // The admin's queue (on the other process) shows the new review by itself.
  await adminRefresh;
  await expect(queueItem).toBeVisible({ timeout: 2_000 });
  // The reviewer's page may still be reloading after its own submission: wait for the reload the
  // approval causes, the one that carries the wallet.
  const reviewerRefresh = page.waitForRequest(
    (request) => isLiveRefresh(request) && refreshedTopics(request).includes("wallet"),
  );
  await queueItem.getByLabel("Proof shows a visit to this business").check();
  await queueItem.getByLabel("Text is a genuine first-hand review").check();
  await queueItem.getByRole("button", { name: "Approve" }).click();

  // The reviewer's wallet and review, and the business's progress, change within 2 s.
  await expect(page.getByTestId("wallet-balance")).toHaveText(reward, { timeout: 2_000 });
  await expect(
    page
      .getByRole("list", { name: "My Reviews" })
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByText("approved"),
  ).toBeVisible({ timeout: 2_000 });
  // …and the reviewer is told so, once, rather than the wallet changing silently.
  await expect(toastOn(page).filter({ hasText: name })).toContainText(
    `Review approved — ${reward} added to your wallet`,
  );
  await expect(business.getByText("1 of 10 reviews completed")).toBeVisible({ timeout: 2_000 });
  expect(refreshedTopics(await reviewerRefresh)).toEqual(
    expect.arrayContaining(["my-reviews", "wallet"]),
  );
  await expect(toastOn(adminPage)).toContainText("Review Approved");
  await admin.close();
  await businessContext.close();
});

test("a reviewer watching the dashboard is told once when a review is rejected", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `Rejected Dhaba ${Date.now()}${randomInt(1000)}`;
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 5,
  });
  await newReviewer(page);
  await submitReview(page.request, campaignId, 4);
  await visit(page, "/user/dashboard");
  await live(page);
  const reason = "The photo shows a different shop.";
  await post(admin.request, "/admin/reviews", {
    intent: "reject-review",
    reviewId: await pendingReviewId(admin.request, name),
    category: "no_visit_proof",
    template: "proof_other_place",
    reason,
  });

  const told = toastOn(page).filter({ hasText: "Review rejected — see the reason" });
  await expect(told).toContainText(name);
  await expect(page.getByRole("list", { name: "My Reviews" }).getByText(reason)).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  // Said once, though the page re-renders and refreshes more than one section.
  await expect(told).toHaveCount(1);
  // The toast leads to the reason: the template in the reviewer's words, then the admin's note.
  await told.getByRole("link", { name: "See the reason" }).click();
  await expect(page).toHaveURL(/#review-[0-9a-f-]+$/);
  const shown = page.locator("li:target");
  await expect(shown).toContainText("Your proof shows a different business.");
  await expect(shown).toContainText(`Note from the moderator: ${reason}`);
  await expect(shown).toBeInViewport();
  await admin.close();
  await businessContext.close();
});

test("a reviewer's stream never carries another reviewer's events", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Private Cafe ${Date.now()}${randomInt(1000)}`;
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 10,
  });
  // A one-review campaign: the review that takes its only slot closes it for the whole city.
  const single = await createApprovedCampaign(business.request, admin.request, {
    name: `${name} single`,
    target: 1,
  });

  // The author, watching their dashboard.
  await newReviewer(page);
  await visit(page, "/user/dashboard");
  await live(page);
  await submitReview(page.request, campaignId, 4);

  // Another reviewer in the same city records every event their own stream delivers.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await newReviewer(other);
  await visit(other, "/user/dashboard");
  await other.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const received: string[][] = [];
        Object.assign(window, { received });
        const source = new EventSource("/events");
        source.addEventListener("change", (event) => {
          received.push(
            (JSON.parse((event as MessageEvent<string>).data) as { topics: string[] }).topics,
          );
        });
        source.addEventListener("open", () => resolve(), { once: true });
      }),
  );

  const reviewId = await pendingReviewId(admin.request, name);
  await post(admin.request, "/admin/reviews", {
    intent: "approve-review",
    reviewId,
    proofChecked: "on",
    textChecked: "on",
  });
  await expect(page.getByTestId("wallet-balance")).toHaveText(reward, { timeout: 2_000 });

  // Then the author takes the last slot of the one-review campaign: that changes what every
  // reviewer of the city may review, so the other stream hears it. Events arrive in order, so
  // anything the approval had sent this stream would be there before it.
  await submitReview(page.request, single, 2);
  await expect
    .poll(() => other.evaluate(() => (window as unknown as { received: string[][] }).received))
    .toContainEqual(["available-campaigns"]);
  // The approval itself reached nobody else: not the author's reviews, wallet, or anything.
  // (Campaigns other tests open in the city may add more of the same city-wide event.)
  const received = await other.evaluate(
    () => (window as unknown as { received: string[][] }).received,
  );
  expect([...new Set(received.flat())]).toEqual(["available-campaigns"]);
  await expect(other.getByTestId("wallet-balance")).toHaveText("₹0");

  // Signed out, there is no stream at all.
  const anonymous = await browser.newContext();
  const response = await anonymous.request.get("/events");
  expect(response.status()).toBe(401);
  await anonymous.close();
  await otherContext.close();
  await admin.close();
  await businessContext.close();
});

test("sessions and OTP limits hold across both server processes", async ({ page, browser }) => {
  const account = await signUp(page, { role: "user", city: "Indore" });
  await visit(page, `${secondServer()}/user/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${account.username}!`);

  const digits = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const visitor = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const first = await visitor.newPage();
  await askSignupCode(first, { role: "user", digits });
  await expect(first.getByLabel("One-time password (OTP)")).toBeVisible();

  // The same number asks the other process for a code a moment later: one a minute, shared.
  await visit(first, `${secondServer()}/signup?role=user`);
  await first.getByLabel("Mobile number").fill(digits);
  await first.getByLabel("I am 18 or older").check();
  await first.getByRole("button", { name: "Send OTP" }).click();
  // Said once, by the card's alert (decision 035).
  await expect(first.getByRole("alert")).toContainText(/ask for a new one in \d+ seconds\./);
  await visitor.close();
});

test("a live refresh that fails keeps the page as it was and says what the server said", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Failing Refresh Cafe ${Date.now()}${randomInt(1000)}`;
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const campaignId = await createApprovedCampaign(business.request, admin.request, {
    name,
    target: 100,
  });

  // The admin's section refresh and the business page's reload both fail on the server.
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  await live(adminPage);
  const failDataRequests = (path: string) => (route: import("@playwright/test").Route) =>
    new URL(route.request().url()).pathname === `${path}.data`
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Database is busy." })
      : route.fallback();
  await adminPage.route("**/*", failDataRequests("/admin/reviews"));
  await visit(business, `/campaign/${campaignId}`);
  await live(business);
  await business.route("**/*", failDataRequests(`/campaign/${campaignId}`));

  await newReviewer(page);
  await submitReview(page.request, campaignId, 3);

  for (const watcher of [adminPage, business]) {
    await expect(toastOn(watcher)).toContainText("Something went wrong.");
    await expect(toastOn(watcher)).toContainText("Database is busy.");
    await expect(watcher.getByText("Unexpected Application Error!")).toHaveCount(0);
    await expect(watcher.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(business.getByText("0 of 100 reviews completed")).toBeVisible();

  // Once the server answers again, the next change comes through.
  await adminPage.unrouteAll();
  const queueItem = queueCard(adminPage, name);
  const second = await browser.newContext();
  const secondReviewer = await second.newPage();
  await newReviewer(secondReviewer);
  await submitReview(secondReviewer.request, campaignId, 5);
  await expect(queueItem).toHaveCount(2);
  await second.close();
  await admin.close();
  await businessContext.close();
});

test("a page whose session ended elsewhere goes to the login page instead of retrying its stream", async ({
  page,
}) => {
  await newReviewer(page);
  // Until the session ends elsewhere, every stream is held open; then it drops (as the server
  // drops it at its next heartbeat), and the reconnect reaches the real server, which says 401.
  // Held by phase, not by count: the dashboard newReviewer left may still open a stream of its
  // own while the page below replaces it.
  let signedOut: () => void = () => {};
  const sessionEnded = new Promise<void>((resolve) => {
    signedOut = resolve;
  });
  let ended = false;
  let held = 0;
  let afterEnd = 0;
  await page.route("**/events", async (route) => {
    if (ended) {
      afterEnd += 1;
      return route.fallback();
    }
    held += 1;
    await sessionEnded;
    // A stream of a page already gone cannot be answered any more.
    await route
      .fulfill({ status: 200, contentType: "text/event-stream", body: ": hello\n\n" })
      .catch(() => {});
  });
  await visit(page, "/user/dashboard");
  await expect.poll(() => held).toBeGreaterThanOrEqual(1);
  await page.context().clearCookies();
  ended = true;
  signedOut();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fdashboard$/);
  // At most one reconnect, refused, then the login page: no retrying for ever.
  expect(afterEnd).toBeLessThanOrEqual(1);
});
