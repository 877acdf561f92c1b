import type { Browser, Page } from "@playwright/test";
import en from "~/i18n/locales/en";
import { billPhoto, halfSizePng, platesPhoto } from "../support/proof-photos";
import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  openMyCampaign,
  pageToQueueCard,
  queueCardWith,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

const original =
  "We went to the dhaba on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Service was a bit slow because it was crowded, but the staff were polite and the bill was reasonable for six people.";
const lightlyEdited =
  "We visited the dhaba on Sunday evening with friends. The dal makhani was rich and creamy, the butter naan came hot from the tandoor and the lassi was really thick. Service was a little slow since it was crowded, but the staff were polite and the bill was fair for six people.";
const honest =
  "Visited for lunch on a weekday. The place was clean and quiet, and the food arrived in fifteen minutes. The chole bhature were fluffy and the chole were spicy, just how I like them. Washrooms could be cleaner. Overall a good experience, and the staff were polite.";

/** A new reviewer in Indore writes a review of the campaign with the given proof file. */
async function reviewerWrites(
  browser: Browser,
  campaign: string,
  review: { text: string; proof: { name: string; mimeType: string; buffer: Buffer } },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, { role: "user", city: "Indore" });
  await (await availableCampaign(page, campaign))
    .getByRole("button", { name: "Write Review" })
    .click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Test Reviewer");
  await info.getByLabel("Your email").fill("reviewer@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: `Submit Your Review for ${campaign}` }),
  ).toBeVisible();
  await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await dialog.getByLabel("Your review").fill(review.text);
  await dialog.getByLabel("Proof of your visit").setInputFiles(review.proof);
  await fillVisit(dialog);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  // The submitter is told nothing of a flag: the usual confirmation only.
  await expect(toastOn(page)).toContainText("Review Submitted!");
  return page;
}

function queueItem(admin: Page, phrase: string) {
  return pageToQueueCard(admin, queueCardWith(admin, phrase));
}

test("a copied text and a reused proof are flagged to the admin, and to no one else", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The promise register (decision 098): policies.terms.sections.accounts.text and
  // policies.reviewPolicy.sections.criteria.text say copied texts and proofs are not approved;
  // below each copy reaches the admin flagged.
  const policy = await browser.newPage();
  await visit(policy, "/terms");
  await expect(policy.getByRole("main")).toContainText(en.policies.terms.sections.accounts.text);
  await visit(policy, "/review-policy");
  await expect(policy.getByRole("main")).toContainText(
    en.policies.reviewPolicy.sections.criteria.text,
  );
  await policy.close();
  const name = `Sharma Dhaba ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);
  const bill = await billPhoto();

  await reviewerWrites(browser, name, {
    text: original,
    proof: { name: "bill.jpg", mimeType: "image/jpeg", buffer: bill },
  });
  const admin = await (await adminContext(browser)).newPage();
  await visit(admin, "/admin/reviews");
  const first = await queueItem(admin, "Saturday evening with family");
  await expect(first.getByRole("group", { name: "Looks like another review" })).toHaveCount(0);
  await first.getByLabel("Proof shows a visit to this business").check();
  await first.getByLabel("Text is a genuine first-hand review").check();
  await first.getByRole("button", { name: "Approve" }).click();
  await expect(toastOn(admin)).toContainText("Review Approved");

  const copier = await reviewerWrites(browser, name, {
    text: lightlyEdited,
    proof: { name: "plates.jpg", mimeType: "image/jpeg", buffer: await platesPhoto(1) },
  });
  await reviewerWrites(browser, name, {
    text: honest,
    proof: { name: "bill.png", mimeType: "image/png", buffer: await halfSizePng(bill) },
  });

  await reload(admin);
  const copied = await queueItem(admin, "Sunday evening with friends");
  const copyFlags = copied.getByRole("group", { name: "Looks like another review" });
  await expect(
    copyFlags.getByText(new RegExp(`^Text \\d+% like a review of ${name} from `)),
  ).toBeVisible();
  await expect(copyFlags.getByRole("figure").filter({ hasText: "This review" })).toContainText(
    lightlyEdited,
  );
  await expect(
    copyFlags.getByRole("figure").filter({ hasText: `Earlier review: ${name}` }),
  ).toContainText(original);

  const reused = await queueItem(admin, "chole bhature were fluffy");
  const proofFlags = reused.getByRole("group", { name: "Looks like another review" });
  await expect(
    proofFlags.getByText(
      "Proof looks like the photo of an earlier review — the same picture, resized or saved again",
    ),
  ).toBeVisible();
  const thumbnail = proofFlags.getByRole("img", { name: `Proof of the earlier review of ${name}` });
  await expect(thumbnail).toBeVisible();
  // Thumbnails load lazily, when the admin scrolls to them.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The copier and the business see nothing of it.
  await reload(copier);
  await expect(copier.locator("body")).not.toContainText("like a review of");
  await expect(copier.locator("body")).not.toContainText("Looks like another review");
  await openMyCampaign(business, name);
  await expect(business.getByRole("list", { name: "Submitted reviews" })).toBeVisible();
  await expect(business.locator("body")).not.toContainText("like a review of");
  await expect(business.locator("body")).not.toContainText("Proof looks like");
  await close();
});
