import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import {
  approvedCampaign,
  availableCampaign,
  fillVisit,
  honestText,
  pageToQueueCard,
  proofPhoto,
  queueCard,
} from "./support/review-steps";
import { toastOn } from "./support/toast";

const fixedText =
  "We went for dinner on Saturday with my parents and I kept the bill this time. The paneer was cold and the naan came twenty minutes after the curry, though the staff apologised politely. Prices are fair but the service needs real work.";

test("a rejected reviewer sees the reason, revises once, and the admin sees the review back with its history", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Revision Dhaba ${Date.now()}`;
  const { close } = await approvedCampaign(browser, name);

  await signUp(page, { role: "user", city: "Indore" });
  await (await availableCampaign(page, name)).getByRole("button", { name: "Write Review" }).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Ravi S.");
  await info.getByLabel("Your email").fill("ravi@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  await expect(toastOn(page)).toContainText("Info Saved!");
  // Once saved, the info dialog gives way to this campaign's review dialog.
  const write = page.getByRole("dialog", { name: `Submit Your Review for ${name}` });
  await write.getByRole("radio", { name: "2 stars" }).check({ force: true });
  await write.getByLabel("Your review").fill(honestText);
  await write.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await fillVisit(write);
  await write.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Submitted!");

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/reviews");
  const item = await pageToQueueCard(adminPage, queueCard(adminPage, name));
  await expect(item.getByText("Revised after rejection")).toHaveCount(0);
  await item.getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this review?" });
  await reject.getByRole("radio", { name: "Other" }).check();
  await reject.getByLabel("Reason (the reviewer sees it)").fill("Please upload the bill.");
  await reject.getByRole("button", { name: "Reject review" }).click();
  await expect(toastOn(adminPage)).toContainText("Review Rejected");
  await expect(item).toHaveCount(0);

  await reload(page);
  const mine = page
    .getByRole("list", { name: "My Reviews" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mine.getByText("Reason: Please upload the bill.")).toBeVisible();
  const revise = mine.getByRole("button", { name: /^Revise by / });
  await expect(revise).toBeVisible();
  await revise.click();

  const dialog = page.getByRole("dialog", { name: `Revise your review for ${name}` });
  await expect(dialog.getByText("Please upload the bill.")).toBeVisible();
  // It starts from what was sent: the text and the rating.
  await expect(dialog.getByLabel("Your review")).toHaveValue(honestText);
  await expect(dialog.getByRole("radio", { name: "2 stars" })).toBeChecked();
  // A refusal keeps what was typed.
  await dialog.getByLabel("Your review").fill("Still too short.");
  await fillVisit(dialog);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(dialog.getByText("Review Too Short")).toBeVisible();
  await expect(dialog.getByLabel("Your review")).toHaveValue("Still too short.");
  await dialog.getByLabel("Your review").fill(fixedText);
  await dialog.getByRole("radio", { name: "3 stars" }).check({ force: true });
  await dialog.getByLabel("Proof of your visit").setInputFiles({
    name: "bill.jpg",
    mimeType: "image/jpeg",
    buffer: await proofPhoto(),
  });
  await fillVisit(dialog);
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toastOn(page)).toContainText("Review Revised!");
  await expect(dialog).toHaveCount(0);
  await expect(mine.getByText("pending")).toBeVisible();
  await expect(mine.getByRole("button", { name: /^Revise by / })).toHaveCount(0);

  await reload(adminPage);
  await expect(item.getByText("Revised after rejection")).toBeVisible();
  await expect(item.getByText("Reason: Please upload the bill.")).toBeVisible();
  // No rating on the card, nor on its earlier version, until 'Show rating' (decision 091).
  await expect(item.getByText(/^Rating: /)).toHaveCount(0);
  await expect(item.getByText(fixedText).first()).toBeVisible();
  // The earlier version is folded until asked for. (A copy flag may show other reviews' texts
  // in the card too: the tests' reviews are alike.)
  const history = item.getByRole("group").filter({ hasText: "Earlier version" });
  await expect(history.getByText(honestText)).toBeHidden();
  await history.getByText("Earlier version").click();
  await expect(history.getByText(honestText)).toBeVisible();
  await expect(history.getByText(/Rating: \d of 5/)).toHaveCount(0);
  await item.getByRole("button", { name: "Show rating" }).click();
  await expect(item.getByTestId("revealed-rating")).toHaveText("Rating: 3 of 5");
  await expect(history.getByText(/Submitted .+ · Rejected .+ by \S+/)).toBeVisible();
  const earlierProof = history.getByRole("img", { name: "Earlier proof" });
  await expect(earlierProof).toBeVisible();
  await earlierProof.scrollIntoViewIfNeeded();
  await expect
    .poll(() => earlierProof.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const earlierHref = (await earlierProof.getAttribute("src")) ?? "";
  expect((await adminPage.request.get(earlierHref)).status()).toBe(200);
  expect((await page.request.get(earlierHref)).status()).toBe(200);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signUp(strangerPage, { role: "user", city: "Indore" });
  expect((await strangerPage.request.get(earlierHref)).status()).toBe(404);
  await stranger.close();
  await admin.close();
  await close();
});
