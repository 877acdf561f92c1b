import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { payoutEarnings, rewardsForPayout } from "../support/reward-amounts";
import { adminContext, expect, reload, test, visit } from "./support/fixtures";
import { earnRewards, newReviewer } from "./support/rewards";
import { toastOn } from "./support/toast";

/** What the reviewer earns and pays out: the fewest rewards that reach the minimum (₹100). */
const earned = formatRupees(payoutEarnings);

function payoutHistory(page: Page) {
  return page.getByRole("list", { name: "Payout history" }).getByRole("listitem");
}

async function requestPayout(page: Page, upiId: string) {
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  await expect(dialog).toBeVisible();
  // After a first payout its UPI ID is offered; another one is typed after 'Use another UPI ID'.
  const another = dialog.getByRole("button", { name: "Use another UPI ID" });
  if (await another.isVisible()) await another.click();
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(toastOn(page)).toContainText("Payout Requested");
}

/** A pending payout on the admin's Payouts tab, by its masked UPI ID (a handle of its own). */
function pendingPayout(page: Page, masked: string) {
  return page
    .getByRole("list", { name: "Pending payouts" })
    .getByRole("listitem")
    .filter({ hasText: masked });
}

test("a reviewer pays out the minimum by UPI, the admin pays it from the QR code, and a rejected payout comes back", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await newReviewer(page);
  await reload(page);
  const button = page.getByRole("button", {
    name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})`,
  });
  await expect(button).toBeDisabled();
  await expect(
    page.getByText(`Earn ${formatRupees(MIN_PAYOUT)} more to request a payout.`),
  ).toBeVisible();
  await expect(page.getByTestId("reviews-to-payout")).toHaveText(
    `${rewardsForPayout} more approved reviews to your first payout.`,
  );
  await expect(page.getByText("No payouts yet.")).toBeVisible();

  await earnRewards(browser, page, rewardsForPayout);
  await reload(page);
  await expect(page.getByTestId("wallet-balance")).toHaveText(earned);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  await expect(dialog.getByLabel("UPI ID")).toHaveAttribute("placeholder", "yourname@upi");
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(dialog.getByText("UPI ID required")).toBeVisible();
  await dialog.getByLabel("UPI ID").fill("kiran@");
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(dialog.getByText("Invalid UPI ID")).toBeVisible();
  await expect(dialog.getByLabel("UPI ID")).toHaveValue("kiran@");
  // A handle of its own: the admin's Payouts tab shows only the masked ID (decision 104).
  const handle = `okaxis${randomInt(1e9)}`;
  const upiId = `kiran.${randomInt(1e9)}@${handle}`;
  const masked = `ki•••@${handle}`;
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(toastOn(page)).toContainText("Payout Requested");
  // Outside the admin's payout view the UPI ID is shown masked, in the page's data too.
  await expect(toastOn(page)).toContainText(`${earned} will be sent to ${masked}.`);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  await expect(payoutHistory(page).filter({ hasText: masked }).getByText("pending")).toBeVisible();
  expect(await page.content()).not.toContain(upiId);
  await expect(button).toBeDisabled();
  await expect(page.getByText(`Your payout of ${earned} is being processed.`)).toBeVisible();

  // The server refuses too: nothing left to pay out, and one payout is already pending.
  const again = await page.request.post("/user/dashboard", {
    form: { intent: "request-payout", upiId },
  });
  expect(again.status()).toBe(409);

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/payouts");
  const item = pendingPayout(adminPage, masked);
  await expect(item.getByText(earned, { exact: true })).toBeVisible();
  await expect(item.getByText("Kiran P.")).toBeVisible();
  // The UPI ID is masked, with no QR code or pay link, in the page and its data (decision 104).
  await expect(item.getByRole("img")).toHaveCount(0);
  await expect(item.getByRole("link", { name: "Pay in a UPI app" })).toHaveCount(0);
  const maskedTab = await (await adminPage.request.get("/admin/payouts")).text();
  expect(maskedTab).toContain(masked);
  expect(maskedTab).not.toContain(upiId);
  const maskedData = await adminPage.request.get("/admin/reviews.data?tab=payouts");
  expect(await maskedData.text()).not.toContain(upiId);
  // 'Show UPI ID' answers the whole ID, then the QR code is drawn: each a row of the access log.
  await item.getByRole("button", { name: "Show UPI ID" }).click();
  // From here the card shows the whole ID, and is found by it.
  const card = pendingPayout(adminPage, upiId);
  await expect(card.getByTestId("revealed-value")).toHaveText(upiId);
  const qr = card.getByRole("img", { name: `UPI QR code to pay ${earned} to ${upiId}` });
  const qrPath = (await qr.getAttribute("src")) ?? "";
  expect(qrPath).toMatch(/^\/admin\/payouts\/[0-9a-f-]{36}\/qr$/);
  await qr.scrollIntoViewIfNeeded();
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const drawn = await adminPage.request.get(qrPath);
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(drawn.headers()["cache-control"]).toBe("private, no-store");
  expect(drawn.headers().etag).toBeUndefined();
  expect(await drawn.text()).toMatch(/^<svg[\s>]/);
  // No one but the admin gets the code: a reviewer and an anonymous visitor are sent away.
  const asReviewer = await page.request.get(qrPath, { maxRedirects: 0 });
  expect(asReviewer.status()).toBe(302);
  expect(asReviewer.headers().location).toBe("/user/dashboard");
  const asAnonymous = await request.get(qrPath, { maxRedirects: 0 });
  expect(asAnonymous.status()).toBe(302);
  expect(asAnonymous.headers().location).toBe("/login");
  // The Payouts tab carries no QR data, in its HTML or its hydration data; another tab carries
  // no payout at all (only the count on the tab's badge).
  const payoutsTab = await (await adminPage.request.get("/admin/payouts")).text();
  expect(payoutsTab).not.toContain(upiId);
  expect(payoutsTab).not.toContain("data:image");
  expect(payoutsTab).not.toMatch(/qrDataUrl|payLink/);
  const reviewsTab = await (await adminPage.request.get("/admin/reviews")).text();
  expect(reviewsTab).not.toContain(upiId);
  expect(reviewsTab).not.toContain(qrPath);
  await expect(card.getByRole("link", { name: "Pay in a UPI app" })).toHaveAttribute(
    "href",
    `upi://pay?pa=${encodeURIComponent(upiId)}&pn=Kiran%20P.&am=${payoutEarnings}&cu=INR&tn=ReviewKaro%20payout`,
  );
  await card.getByRole("button", { name: "Mark Paid" }).click();
  const markPaid = adminPage.getByRole("dialog", { name: "Mark this payout paid?" });
  // Confirming with nothing typed says what is missing at the field, instead of a grey button.
  await markPaid.getByRole("button", { name: "Mark Paid" }).click();
  await expect(
    markPaid.getByText("Enter the UPI transaction reference.", { exact: true }),
  ).toBeVisible();
  await expect(markPaid.getByLabel("UPI transaction reference")).toBeFocused();
  // A reference of its own: other tests mark payouts paid on the same server.
  const reference = String(randomInt(100_000_000_000, 999_999_999_999));
  await markPaid.getByLabel("UPI transaction reference").fill(reference);
  await markPaid.getByRole("button", { name: "Mark Paid" }).click();
  await expect(toastOn(adminPage)).toContainText("Payout Marked Paid");
  await expect(card).toHaveCount(0);
  // A decided payout has no QR code any more.
  expect((await adminPage.request.get(qrPath)).status()).toBe(404);
  // A decided payout's UPI ID is masked until 'Show UPI ID', which the access log records.
  const processedItem = adminPage
    .getByRole("list", { name: "Processed payouts" })
    .getByRole("listitem")
    .filter({ hasText: `UPI reference: ${reference}` });
  await expect(processedItem).toContainText(masked);
  // Its row's data carries the masked ID only: the whole one comes with the logged answer.
  const afterPaying = await adminPage.request.get("/admin/payouts");
  expect(await afterPaying.text()).not.toContain(upiId);
  await processedItem.getByRole("button", { name: "Show UPI ID" }).click();
  await expect(processedItem.getByTestId("revealed-value")).toHaveText(upiId);

  await reload(page);
  const paid = payoutHistory(page).filter({ hasText: masked });
  await expect(paid.getByText("paid", { exact: true })).toBeVisible();
  await expect(paid.getByText(`UPI reference: ${reference}`)).toBeVisible();

  // A second payout, rejected by the admin: the money goes back to the wallet.
  await earnRewards(browser, page, rewardsForPayout);
  await reload(page);
  const secondHandle = `ybl${randomInt(1e9)}`;
  const secondUpi = `kiran.${randomInt(1e9)}@${secondHandle}`;
  const secondMasked = `ki•••@${secondHandle}`;
  await requestPayout(page, secondUpi);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  await reload(adminPage);
  await pendingPayout(adminPage, secondMasked).getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this payout?" });
  await reject.getByRole("button", { name: "Reject payout" }).click();
  await expect(reject.getByText("Write the reason the reviewer will read.")).toBeVisible();
  await reject.getByLabel("Reason (the reviewer sees it)").fill("This UPI ID does not exist.");
  await reject.getByRole("button", { name: "Reject payout" }).click();
  await expect(toastOn(adminPage)).toContainText("Payout Rejected");
  await admin.close();

  await reload(page);
  await expect(page.getByTestId("wallet-balance")).toHaveText(earned);
  const rejected = payoutHistory(page).filter({ hasText: secondMasked });
  await expect(rejected.getByText("rejected", { exact: true })).toBeVisible();
  await expect(rejected.getByText("Reason: This UPI ID does not exist.")).toBeVisible();
  await expect(rejected.getByText(`${earned} is back in your wallet.`)).toBeVisible();
  await expect(button).toBeEnabled();

  // The last UPI ID is remembered, shown masked, and sent again without typing it.
  await button.click();
  const remembered = page.getByRole("dialog", { name: "Request Payout" });
  await expect(remembered.getByTestId("saved-upi")).toHaveText(`Send to ${secondMasked}`);
  await expect(remembered.getByLabel("UPI ID")).toHaveCount(0);
  expect(await page.content()).not.toContain(secondUpi);
  await remembered.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(toastOn(page)).toContainText(`${earned} will be sent to ${secondMasked}.`);
  await expect(payoutHistory(page).filter({ hasText: secondMasked }).first()).toContainText(
    "pending",
  );
});
