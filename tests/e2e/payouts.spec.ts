import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminContext, expect, reload, test, visit } from "./fixtures";
import { earnRewards, newReviewer } from "./rewards";
import { toastOn } from "./toast";

function payoutHistory(page: Page) {
  return page.getByRole("list", { name: "Payout history" }).getByRole("listitem");
}

async function requestPayout(page: Page, upiId: string) {
  await page.getByRole("button", { name: "Request Payout (Min ₹100)" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(toastOn(page)).toContainText("Payout Requested");
}

function pendingPayout(page: Page, upiId: string) {
  return page
    .getByRole("list", { name: "Pending payouts" })
    .getByRole("listitem")
    .filter({ hasText: upiId });
}

test("a reviewer pays out ₹100 by UPI, the admin pays it from the QR code, and a rejected payout comes back", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await newReviewer(page);
  await reload(page);
  const button = page.getByRole("button", { name: "Request Payout (Min ₹100)" });
  await expect(button).toBeDisabled();
  await expect(page.getByText("Earn ₹100 more to request a payout.")).toBeVisible();
  await expect(page.getByText("No payouts yet.")).toBeVisible();

  await earnRewards(browser, page, 20);
  await reload(page);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹100");
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  await expect(dialog.getByLabel("UPI ID")).toHaveAttribute("placeholder", "yourname@upi");
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(dialog.getByText("UPI ID required")).toBeVisible();
  await dialog.getByLabel("UPI ID").fill("kiran@");
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(dialog.getByText("Invalid UPI ID")).toBeVisible();
  await expect(dialog.getByLabel("UPI ID")).toHaveValue("kiran@");
  const upiId = `kiran.${randomInt(1e9)}@okaxis`;
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByRole("button", { name: "Send Payout Request" }).click();
  await expect(toastOn(page)).toContainText("Payout Requested");
  await expect(toastOn(page)).toContainText(`₹100 will be sent to ${upiId}.`);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  await expect(payoutHistory(page).filter({ hasText: upiId }).getByText("pending")).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(page.getByText("Your payout of ₹100 is being processed.")).toBeVisible();

  // The server refuses too: nothing left to pay out, and one payout is already pending.
  const again = await page.request.post("/user/dashboard", {
    form: { intent: "request-payout", upiId },
  });
  expect(again.status()).toBe(409);

  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/dashboard?tab=payouts");
  const item = pendingPayout(adminPage, upiId);
  await expect(item.getByText("₹100", { exact: true })).toBeVisible();
  await expect(item.getByText("Kiran P.")).toBeVisible();
  await expect(
    item.getByRole("img", { name: `UPI QR code to pay ₹100 to ${upiId}` }),
  ).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(item.getByRole("link", { name: "Pay in a UPI app" })).toHaveAttribute(
    "href",
    `upi://pay?pa=${encodeURIComponent(upiId)}&am=100&cu=INR&tn=ReviewKaro%20payout`,
  );
  await item.getByRole("button", { name: "Mark Paid" }).click();
  const markPaid = adminPage.getByRole("dialog", { name: "Mark this payout paid?" });
  await expect(markPaid.getByRole("button", { name: "Mark Paid" })).toBeDisabled();
  await markPaid.getByLabel("UPI transaction reference").fill("412345678901");
  await markPaid.getByRole("button", { name: "Mark Paid" }).click();
  await expect(toastOn(adminPage)).toContainText("Payout Marked Paid");
  await expect(item).toHaveCount(0);
  await expect(
    adminPage
      .getByRole("list", { name: "Processed payouts" })
      .getByRole("listitem")
      .filter({ hasText: upiId }),
  ).toContainText("UPI reference: 412345678901");

  await reload(page);
  const paid = payoutHistory(page).filter({ hasText: upiId });
  await expect(paid.getByText("paid", { exact: true })).toBeVisible();
  await expect(paid.getByText("UPI reference: 412345678901")).toBeVisible();

  // A second payout, rejected by the admin: the money goes back to the wallet.
  await earnRewards(browser, page, 20);
  await reload(page);
  const secondUpi = `kiran.${randomInt(1e9)}@ybl`;
  await requestPayout(page, secondUpi);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  await reload(adminPage);
  await pendingPayout(adminPage, secondUpi).getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this payout?" });
  await expect(reject.getByRole("button", { name: "Reject payout" })).toBeDisabled();
  await reject.getByLabel("Reason (the reviewer sees it)").fill("This UPI ID does not exist.");
  await reject.getByRole("button", { name: "Reject payout" }).click();
  await expect(toastOn(adminPage)).toContainText("Payout Rejected");
  await admin.close();

  await reload(page);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹100");
  const rejected = payoutHistory(page).filter({ hasText: secondUpi });
  await expect(rejected.getByText("rejected", { exact: true })).toBeVisible();
  await expect(rejected.getByText("Reason: This UPI ID does not exist.")).toBeVisible();
  await expect(rejected.getByText("₹100 is back in your wallet.")).toBeVisible();
  await expect(button).toBeEnabled();
});
