import type { Browser } from "@playwright/test";
import { adminContext, expect, signUp, test, visit } from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  honestText,
  openMyCampaign,
  pageToQueueCard,
  proofPhoto,
  queueCard,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

/** A new reviewer in Indore who saves their info and sends a review of `name`; returns its page. */
async function reviewerWrites(browser: Browser, name: string, who: string, stars: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { role: "user", city: "Indore" });
  // Reviewer Info is asked for first, then this campaign's review form opens.
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill(who);
  await info.getByLabel("Your email").fill(`${who.toLowerCase().replace(/\W/g, "")}@example.com`);
  await info.getByRole("button", { name: "Save and Continue" }).click();
  await expect(toastOn(page)).toContainText("Info Saved!");
  const write = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await write
    .getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars` })
    .check({ force: true });
  await write.getByLabel("Your review").fill(honestText);
  await write.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await fillVisit(write);
  await write.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Submitted!");
  return context;
}

test("the business replies to a published review and edits it; the public page shows the reply with its edit date and the ledger with a rejected category", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Reply Sweets ${Date.now()}`;
  const { business, close } = await approvedCampaign(browser, name);
  const five = await reviewerWrites(browser, name, "Meera K.", 5);
  const one = await reviewerWrites(browser, name, "Tarun P.", 1);

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  const cards = queueCard(adminPage, name);
  // The queue shows no rating (decision 091): the test asks for it, logged, to tell the two apart.
  const first = await pageToQueueCard(adminPage, cards.first());
  await first.getByRole("button", { name: "Show rating" }).click();
  const firstIsFive =
    (await first.getByTestId("revealed-rating").textContent()) === "Rating: 5 of 5";
  const approveShown = async () => {
    const card = await pageToQueueCard(adminPage, cards.first());
    await card.getByLabel("Proof shows a visit to this business").check();
    await card.getByLabel("Text is a genuine first-hand review").check();
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toastOn(adminPage)).toContainText("Review Approved");
  };
  if (firstIsFive) await approveShown();
  const oneCard = await pageToQueueCard(adminPage, cards.first());
  await oneCard.getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this review?" });
  await reject.getByRole("radio", { name: "Copied" }).check();
  await reject
    .getByRole("radio", { name: /^Your review repeats text from another review/ })
    .check();
  await reject.getByRole("button", { name: "Reject review" }).click();
  await expect(toastOn(adminPage)).toContainText("Review Rejected");
  if (!firstIsFive) await approveShown();
  await admin.close();

  await openMyCampaign(business, name);
  const rows = business.getByRole("list", { name: "Submitted reviews" }).getByRole("listitem");
  // Only the published review can be answered.
  await expect(
    rows.filter({ hasText: "Tarun P." }).getByRole("button", { name: "Reply" }),
  ).toHaveCount(0);
  const meera = rows.filter({ hasText: "Meera K." });
  // The owner reads each review's text on the campaign page; a rejected one's is not shown.
  await expect(meera.getByText(honestText)).toBeVisible();
  await expect(rows.filter({ hasText: "Tarun P." }).getByText(honestText)).toHaveCount(0);
  await meera.getByRole("button", { name: "Reply" }).click();
  const dialog = business.getByRole("dialog", { name: "Your public reply" });
  // The dialog shows the review it answers.
  await expect(dialog.getByTestId("replied-review")).toHaveText(honestText);
  await dialog.getByRole("button", { name: "Publish reply" }).click();
  await expect(dialog.getByText("Write your reply.")).toBeVisible();
  await dialog.getByLabel("Reply").fill("Thank you, Meera! Come back for the rasmalai.");
  await dialog.getByRole("button", { name: "Publish reply" }).click();
  await expect(toastOn(business)).toContainText("Reply published");
  await expect(meera.getByText("Thank you, Meera! Come back for the rasmalai.")).toBeVisible();

  await meera.getByRole("button", { name: "Edit reply" }).click();
  const edit = business.getByRole("dialog", { name: "Your public reply" });
  await expect(edit.getByLabel("Reply")).toHaveValue(
    "Thank you, Meera! Come back for the rasmalai.",
  );
  await edit.getByLabel("Reply").fill("Thank you, Meera! The rasmalai is fresh every morning.");
  await edit.getByRole("button", { name: "Publish reply" }).click();
  await expect(toastOn(business)).toContainText("Reply published");
  await expect(meera.getByText("The rasmalai is fresh every morning.")).toBeVisible();

  await business.getByRole("link", { name: "Public review page" }).click();
  await expect(business.getByRole("heading", { level: 1 })).toHaveText(name);
  const reply = business.getByTestId("business-reply");
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText(`Reply from ${name}`);
  await expect(reply).toContainText("edited ");
  await expect(reply).toContainText("Thank you, Meera! The rasmalai is fresh every morning.");
  // The review it answers is shown whole, above the reply.
  await expect(business.getByText(honestText)).toBeVisible();

  const ledger = business.getByTestId("ledger-table");
  // Rating | submitted | published | rejected | withdrawn | waiting.
  await expect(ledger.getByRole("row", { name: "1 star 1 0 1 0 0" })).toBeVisible();
  await expect(ledger.getByRole("row", { name: "5 stars 1 1 0 0 0" })).toBeVisible();
  await expect(business.getByTestId("ledger-share")).toHaveText(
    "Of the reviews moderation decided, 0% of 1★ and 100% of 5★ ones were published.",
  );
  const rejections = business.getByTestId("ledger-rejections");
  await expect(rejections.getByRole("row", { name: "Copied 1 0 0 0 0 1" })).toBeVisible();
  await five.close();
  await one.close();
  await close();
});
