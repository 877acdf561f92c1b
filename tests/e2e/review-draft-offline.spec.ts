import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { setLanguage } from "./support/both-languages";
import { adminContext, expect, logOut, signUp, test, visit } from "./support/fixtures";
import { availableCampaign, fillVisit, honestText, proofPhoto } from "./support/review-steps";
import { createApprovedCampaign, newReviewer } from "./support/rewards";
import { toastOn } from "./support/toast";

/*
 * Issue 50 (decision 131): a review being written survives a lost network and a closed tab, and
 * is sent once when the network is back, with the server's answer shown.
 */

/** A campaign of 100 reviews in `city`; Jabalpur is this spec's alone, so its list is one page. */
async function campaignFor(
  browser: import("@playwright/test").Browser,
  label: string,
  city = "Indore",
) {
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await signUp(business, { role: "business" });
  const admin = await adminContext(browser);
  const name = `${label} ${Date.now()}${randomInt(1000)}`;
  await createApprovedCampaign(business.request, admin.request, { name, target: 100, city });
  await admin.close();
  await businessContext.close();
  return name;
}

/** The drafts this browser keeps, read from IndexedDB in the page: each one's photo's name. */
function draftsOnPhone(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes("reviewkaro-review-drafts")) return [];
    return new Promise<(string | null)[]>((resolve, reject) => {
      const opening = indexedDB.open("reviewkaro-review-drafts");
      opening.onsuccess = () => {
        const db = opening.result;
        const reading = db.transaction("drafts").objectStore("drafts").getAll();
        reading.onsuccess = () => {
          db.close();
          resolve(reading.result.map((draft: { photo: File | null }) => draft.photo?.name ?? null));
        };
        reading.onerror = () => reject(reading.error);
      };
      opening.onerror = () => reject(opening.error);
    });
  });
}
const draftsKept = async (page: Page) => (await draftsOnPhone(page)).length;

/**
 * Holds the answers of the phone's draft store (IndexedDB's open) until the returned function
 * is called, as a slow phone's store answers late; the held answers are then given in order.
 */
async function holdDraftStore(page: Page) {
  await page.evaluate(() => {
    const open = IDBFactory.prototype.open;
    const held: (() => void)[] = [];
    const slow = window as unknown as { releaseDraftStore: () => void };
    slow.releaseDraftStore = () => {
      IDBFactory.prototype.open = open;
      for (const answer of held.splice(0)) answer();
    };
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<typeof open>) {
      const request = open.apply(this, args);
      let answering = false;
      request.addEventListener("success", (event) => {
        if (answering) return;
        event.stopImmediatePropagation();
        held.push(() => {
          answering = true;
          request.dispatchEvent(new Event("success"));
        });
      });
      return request;
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { releaseDraftStore: () => void }).releaseDraftStore(),
    );
}

/** Write Review of the campaign, in either language (its card's one button). */
async function openWrite(page: Page, name: string, onePage = false) {
  const card = onePage
    ? page
        .locator("section[aria-labelledby=available-campaigns] li")
        .filter({ has: page.getByRole("heading", { name, exact: true }) })
    : await availableCampaign(page, name);
  await card.getByRole("button").first().click();
  return page.getByRole("dialog");
}

async function fillReview(page: Page, name: string, onePage = false) {
  const dialog = await openWrite(page, name, onePage);
  await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await dialog.getByLabel("Your review").fill(honestText);
  await fillVisit(dialog);
  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await expect(dialog.getByRole("button", { name: "Submit for Approval" })).toBeEnabled();
  return dialog;
}

/** The reviewer's review of the campaign in My Reviews (each item is `review-<id>`), in either language. */
const myReview = (page: Page, name: string) =>
  page.locator('li[id^="review-"]').filter({ hasText: name });

test("a review submitted offline is kept on the phone, and sent once when the dashboard opens online after the tab was closed", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await newReviewer(page);
  const name = await campaignFor(browser, "Offline Chai");
  await visit(page, "/user/dashboard");
  const dialog = await fillReview(page, name);

  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Saved on this phone. No internet now: your review will be sent when you are back online.",
  );
  await page.screenshot({ path: test.info().outputPath("draft-offline-en-360.png") });
  expect(await draftsKept(page)).toBe(1);
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await visit(again, "/user/dashboard");
  await expect(toastOn(again)).toContainText("Review Submitted!");
  await expect(myReview(again, name)).toHaveCount(1);
  await expect(myReview(again, name)).toContainText(/pending/i);
  await expect.poll(() => draftsKept(again)).toBe(0);

  // Opened again, nothing is sent twice: still one review, and no second answer.
  await visit(again, "/user/dashboard");
  await expect(myReview(again, name)).toHaveCount(1);
  await expect(toastOn(again)).toHaveCount(0);
});

test("a draft comes back after the tab was closed, is sent in Hindi when the network returns, and goes at logout", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await newReviewer(page, "Jabalpur");
  const name = await campaignFor(browser, "Draft Dhaba", "Jabalpur");
  await visit(page, "/user/dashboard");
  const dialog = await fillReview(page, name, true);
  await expect(dialog.getByRole("status")).toHaveText("Draft saved on this phone.");
  // Saved a moment after the last change, the photo with it.
  await expect.poll(() => draftsOnPhone(page)).toEqual(["bill.jpg"]);
  await page.close();

  // A new tab, in Hindi on a phone: the words, the stars and the photo are back.
  await setLanguage(context.request, "hi");
  const again = await context.newPage();
  await again.setViewportSize({ width: 360, height: 800 });
  await visit(again, "/user/dashboard");
  const restored = await openWrite(again, name, true);
  await expect(restored.locator('textarea[name="reviewText"]')).toHaveValue(honestText);
  await expect(restored.locator('input[name="rating"][value="4"]')).toBeChecked();
  await expect(restored.getByText("bill.jpg")).toBeVisible();
  await expect(restored.getByRole("status")).toHaveText("ड्राफ़्ट इस फ़ोन में सेव है।");

  // Offline, Submit keeps it; the network back with the page open sends it.
  await context.setOffline(true);
  await restored.locator('button[type="submit"]').click();
  await expect(restored.getByRole("status")).toHaveText(
    "इस फ़ोन में सेव हो गया। अभी इंटरनेट नहीं है: इंटरनेट वापस आते ही आपका रिव्यू भेज दिया जाएगा।",
  );
  await again.screenshot({ path: test.info().outputPath("draft-offline-hi-360.png") });
  await context.setOffline(false);
  await expect(toastOn(again)).toContainText("रिव्यू भेज दिया गया!");
  await expect(restored).toHaveCount(0);
  await expect(myReview(again, name)).toHaveCount(1);
  await expect.poll(() => draftsKept(again)).toBe(0);

  // On a slow phone, words typed before its store has answered are saved once it has; that
  // draft, of another campaign, is forgotten at logout.
  await setLanguage(context.request, "en");
  const other = await campaignFor(browser, "Logout Lassi", "Jabalpur");
  await visit(again, "/user/dashboard");
  const release = await holdDraftStore(again);
  const writing = await openWrite(again, other, true);
  await writing.getByLabel("Your review").fill("Kept until logout");
  await release();
  await expect(writing.getByRole("status")).toHaveText("Draft saved on this phone.");
  await writing.getByRole("button", { name: "Cancel" }).click();
  expect(await draftsKept(again)).toBe(1);
  await logOut(again);
  await expect.poll(() => draftsKept(again)).toBe(0);
});
