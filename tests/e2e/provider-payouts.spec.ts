import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { financialYearOf } from "~/domain/money/payouts/statement-years";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { payoutEarnings, rewardsForPayout } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { expectNoAxeViolations, phone } from "./support/axe";
import { besideFakeRazorpayx } from "./support/beside-a-fake";
import { clientAddressHeaders, expect, reload, test, visit } from "./support/fixtures";
import { earnRewards, newReviewer, post } from "./support/rewards";
import { toastOn } from "./support/toast";
import { deliverWebhook } from "./support/webhooks";

/** What the reviewer earns and pays out: the fewest rewards that reach the minimum (₹100). */
const earned = formatRupees(payoutEarnings);

/**
 * PAYOUTS=razorpayx against the fake provider (tests/support/fake-razorpayx.ts): a server of its
 * own, on the embedded database or a PostgreSQL database of its own (TEST_DATABASE_URL).
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

const own = besideFakeRazorpayx("razorpayx");

// The admin logs in once for this file's server: a second OTP within a minute would be refused.
const adminOn = adminSessionOn(() => ({
  baseURL: own.server.base,
  extraHTTPHeaders: clientAddressHeaders(),
}));
/** The UPI ID the first test's reviewer was paid to: the second's payout to it is held. */
let paidUpi = "";

const payoutRows = (page: Page) =>
  page.getByRole("list", { name: "Payout history" }).getByTestId("payout-row");

/**
 * Opens the payout screen, types the UPI ID and the name on the bank account (decision 086) and
 * asks the bank for its name.
 */
async function checkName(page: Page, upiId: string, bankName = "Kiran Patel") {
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  const another = dialog.getByRole("button", { name: "Use another UPI ID" });
  if (await another.isVisible()) await another.click();
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByLabel("Name on your bank account").fill(bankName);
  await dialog.getByRole("button", { name: "Check name" }).click();
  return dialog;
}

const mismatchDialog = (page: Page) => page.getByRole("dialog", { name: "The names do not match" });

const confirmation = (page: Page) => page.getByRole("dialog", { name: "Confirm the name" });

async function sendWebhook(page: Page, payoutId: string, status: "processed" | "reversed") {
  const hook = own.fake.webhook(own.fake.settle(payoutId, status));
  const answer = await deliverWebhook(page.request, "/webhooks/razorpayx", hook);
  expect(answer.status()).toBe(200);
}

test("a reviewer confirms the holder's name and watches the minimum payout reach 'Paid · UTR …' without the admin; a failed payout returns it once; the statement adds up", async ({
  page,
  browser,
}) => {
  const options = { baseURL: own.server.base, extraHTTPHeaders: clientAddressHeaders() };
  const { admin: adminBrowser } = await adminOn(browser);
  await newReviewer(page);
  await earnRewards(browser, page, rewardsForPayout, { admin: adminBrowser, options });
  await visit(page, "/user/dashboard");
  await expect(page.getByTestId("wallet-balance")).toHaveText(earned);

  // Somebody else's UPI ID: the names do not match, the bank's masked; the reviewer goes back.
  // (A UPI ID with no account, and the day's limit of new UPI IDs: the name check's own test.)
  const stamp = randomInt(1e9);
  const elses = `suresh.${stamp}@okaxis`;
  own.fake.holders.set(elses, "SURESH MEHTA");
  const dialog = await checkName(page, elses);
  await expect(mismatchDialog(page).getByTestId("name-check")).toContainText("S**** M****");
  await mismatchDialog(page).getByRole("button", { name: "Use another UPI ID" }).click();
  expect(own.fake.payouts.size).toBe(0);

  // A payout the bank fails: ₹100 comes back once, with what to do.
  const failing = `kiran.fail.${stamp}@okaxis`;
  own.fake.holders.set(failing, "KIRAN PATEL");
  own.fake.scripts.set(failing, "failed");
  await dialog.getByLabel("UPI ID").fill(failing);
  await dialog.getByRole("button", { name: "Check name" }).click();
  await expect(confirmation(page).getByTestId("confirm-holder")).toHaveText(
    `Pay ${earned} to K**** P**** (${failing})?`,
  );
  await confirmation(page).getByRole("button", { name: "Yes, pay me" }).click();
  await expect(toastOn(page)).toContainText("Payout on its way");
  await expect(payoutRows(page).first()).toContainText("failed");
  await expect(payoutRows(page).first()).toContainText(`${earned} is back in your wallet`);
  await expect(page.getByTestId("wallet-balance")).toHaveText(earned);

  // The last UPI ID is offered masked and checked without the page ever holding it whole.
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const again = page.getByRole("dialog", { name: "Request Payout" });
  await expect(again.getByTestId("saved-upi")).toHaveText("Send to ki•••@okaxis");
  expect(await page.content()).not.toContain(failing);
  await again.getByRole("button", { name: "Check name" }).click();
  await expect(confirmation(page).getByTestId("confirm-holder")).toHaveText(
    `Pay ${earned} to K**** P**** (ki•••@okaxis)?`,
  );
  await confirmation(page).getByRole("button", { name: "Not my name" }).click();

  // A payout that stays with the bank until its webhook says it was paid.
  const good = `kiran.${stamp}@okaxis`;
  paidUpi = good;
  own.fake.holders.set(good, "KIRAN PATEL");
  own.fake.scripts.set(good, "processing");
  await again.getByRole("button", { name: "Use another UPI ID" }).click();
  await again.getByLabel("UPI ID").fill(good);
  await again.getByRole("button", { name: "Check name" }).click();
  await confirmation(page).getByRole("button", { name: "Yes, pay me" }).click();
  await expect(payoutRows(page).first()).toContainText("processing");
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  const sent = [...own.fake.payouts.values()].find((payout) => payout.vpa === good);
  if (!sent) throw new Error("the provider got no payout");
  // A forged webhook (the body altered after signing) is refused and changes nothing.
  const forged = own.fake.webhook({ ...sent, status: "reversed" });
  const refused = await page.request.post("/webhooks/razorpayx", {
    data: forged.body.replace('"reversed"', '"processed"'),
    headers: forged.headers,
  });
  expect(refused.status()).toBe(400);
  await expect(payoutRows(page).first()).toContainText("processing");
  await sendWebhook(page, sent.id, "processed");
  // Live: no reload, no admin.
  await expect(payoutRows(page).first()).toContainText(`Paid · UTR ${sent.utr}`);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");

  // This financial year on India's calendar, as the statement counts it (not UTC's: from 00:00 to
  // 05:30 IST on 1 April, UTC is still in March and names the year before).
  const year = financialYearOf(new Date()).startYear;
  const csv = await (await page.request.get(`/user/statement/${year}/csv`)).text();
  expect(csv).toContain(`Earned,,${payoutEarnings}`);
  expect(csv).toContain(`Paid out,,-${2 * payoutEarnings}`);
  expect(csv).toContain(`Returned to wallet,,${payoutEarnings}`);
  expect(csv).toContain("Wallet at the end of the year,,0");
  // Issue 46, point 8: each payout line says what became of it.
  expect(csv).toContain(`"Payout requested · paid, UTR ${sent.utr}",-${payoutEarnings}`);
  expect(csv).toContain(`"Payout requested · not paid, returned to wallet",-${payoutEarnings}`);
  const pdf = await page.request.get(`/user/statement/${year}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await adminBrowser.close();
});

test("a payout to a UPI ID another account was paid to is held with its reason in words, in Hindi on a phone too; 'Release' sends it", async ({
  page,
  browser,
}) => {
  expect(paidUpi, "the first test pays a UPI ID").not.toBe("");
  const options = { baseURL: own.server.base, extraHTTPHeaders: clientAddressHeaders() };
  const { admin } = await adminOn(browser);
  await newReviewer(page);
  await earnRewards(browser, page, rewardsForPayout, { admin, options });
  await visit(page, "/user/dashboard");
  await checkName(page, paidUpi);
  await confirmation(page).getByRole("button", { name: "Yes, pay me" }).click();
  await expect(toastOn(page)).toContainText(`${earned} waits for a quick check by our team`);
  await expect(payoutRows(page).first()).toContainText("held for a check");
  // No 'N more reviews to your next payout' while this one is on its way.
  await expect(page.getByTestId("reviews-to-payout")).toHaveCount(0);
  const before = own.fake.payouts.size;

  // The admin reads it in Hindi on a 360 px phone: the reason in words, 'भेजें' (Release).
  const { adminPage } = await adminOn(browser, { ...phone, locale: "hi-IN" });
  await visit(adminPage, "/admin/payouts");
  const held = adminPage.getByRole("region", { name: /रोके गए पेआउट/ });
  const card = held.getByTestId("provider-payout");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("इसी UPI आईडी पर किसी दूसरे खाते को भी भुगतान हुआ है");
  // Issue 46, point 8: the holder's name ends its line; the UPI ID has a line of its own.
  await expect(card.getByTestId("holder-name")).toHaveText(/^UPI आईडी पर नाम: [^·]+$/);
  await card.getByRole("button", { name: "UPI आईडी दिखाएँ" }).click();
  await expect(card.getByTestId("revealed-value")).toHaveText(paidUpi);
  // The QR code's list of payouts to pay by hand is not shown when it is empty.
  await expect(adminPage.getByRole("heading", { name: "बाकी पेआउट" })).toBeHidden();
  await expectNoAxeViolations(adminPage, "held payouts, Hindi, 360 px");
  await card.getByRole("button", { name: "भेजें" }).click();
  await expect(held.getByText("कोई रोका गया पेआउट नहीं।")).toBeVisible();
  await expect.poll(() => own.fake.payouts.size).toBe(before + 1);
  // The reviewer sees it leave the hold without reloading.
  await expect(payoutRows(page).first()).toContainText("processing");
  await adminPage.context().close();
  await admin.close();
});

// Decision 085: the done-when for payouts.
test("a reviewer with a Hindi public name and a Latin bank name is paid, and the UTR that comes after 'processed' is shown to them and to the admin", async ({
  page,
  browser,
}, testInfo) => {
  const options = { baseURL: own.server.base, extraHTTPHeaders: clientAddressHeaders() };
  const { admin } = await adminOn(browser);
  await newReviewer(page);
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: "अनन्या राव",
    reviewerEmail: "ananya.rao@example.com",
  });
  await earnRewards(browser, page, rewardsForPayout, { admin, options });
  await visit(page, "/user/dashboard");
  await expect(page.getByTestId("wallet-balance")).toHaveText(earned);

  // A holder of its own: the other tests' payouts to KIRAN PATEL would hold this one.
  const upiId = `ananya.rao.${randomInt(1e9)}@oksbi`;
  own.fake.holders.set(upiId, "ANANYA RAO");
  own.fake.scripts.set(upiId, "processing");
  await checkName(page, upiId, "Ananya Rao");
  const dialog = confirmation(page);
  await expect(dialog.getByTestId("confirm-holder")).toBeVisible();
  // The account's approval workflow: the payout waits for an approver, and says so.
  own.fake.approvalWorkflow = true;
  try {
    await dialog.getByRole("button", { name: "Yes, pay me" }).click();
    await expect(payoutRows(page).first()).toContainText(
      "Waiting for approval by our team before it is sent.",
    );
  } finally {
    own.fake.approvalWorkflow = false;
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByTestId("payout-row").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("awaiting-approval-en-360.png") });
  const sent = [...own.fake.payouts.values()].find((payout) => payout.vpa === upiId);
  if (!sent) throw new Error("the provider got no payout");
  expect(own.fake.creations.find((creation) => creation.payoutId === sent.id)?.key).toMatch(
    /^[0-9a-f]{32}$/,
  );
  // The admin sees it waiting for the approver among the payouts on their way, in both languages.
  const watch = await admin.newPage();
  await visit(watch, "/admin/payouts");
  const waitingCard = watch
    .getByRole("region", { name: /On their way/ })
    .getByTestId("provider-payout")
    .filter({ hasText: "Awaiting approval in RazorpayX" });
  await expect(waitingCard).toHaveCount(1);
  await waitingCard.scrollIntoViewIfNeeded();
  await watch.screenshot({ path: testInfo.outputPath("admin-awaiting-approval-en-1280.png") });
  await watch.getByRole("button", { name: "हिन्दी" }).click();
  await expect(watch.getByText("RazorpayX में मंज़ूरी का इंतज़ार")).toBeVisible();
  await watch.setViewportSize({ width: 360, height: 800 });
  await watch.getByText("RazorpayX में मंज़ूरी का इंतज़ार").scrollIntoViewIfNeeded();
  await watch.screenshot({ path: testInfo.outputPath("admin-awaiting-approval-hi-360.png") });
  await watch.getByRole("button", { name: "English" }).click();
  await watch.close();
  const approved = own.fake.webhook(own.fake.approve(sent.id));
  expect((await deliverWebhook(page.request, "/webhooks/razorpayx", approved)).status()).toBe(200);
  await expect(payoutRows(page).first()).toContainText("processing");

  // Processed before the bank's UTR: paid, and the UTR said to be on its way.
  const processed = own.fake.webhook(own.fake.settle(sent.id, "processed", { utr: false }));
  expect((await deliverWebhook(page.request, "/webhooks/razorpayx", processed)).status()).toBe(200);
  await expect(payoutRows(page).first()).toContainText("Paid · the bank's UTR is on its way");
  await page.getByTestId("payout-row").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("utr-awaited-en-360.png") });
  // payout.updated brings the UTR: the reviewer sees it without reloading.
  const updated = own.fake.webhook(own.fake.sendUtr(sent.id), "payout.updated");
  expect((await deliverWebhook(page.request, "/webhooks/razorpayx", updated)).status()).toBe(200);
  await expect(payoutRows(page).first()).toContainText(`Paid · UTR ${sent.utr}`);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  // A late payout.initiated changes nothing.
  const late = own.fake.webhook({ ...sent, status: "processing", utr: null }, "payout.initiated");
  await deliverWebhook(page.request, "/webhooks/razorpayx", late);
  await reload(page);
  await expect(payoutRows(page).first()).toContainText(`Paid · UTR ${sent.utr}`);
  for (const language of ["en", "hi"]) {
    if (language === "hi") {
      await page.getByRole("button", { name: "हिन्दी" }).click();
      await expect(page.getByTestId("payout-row").first()).toContainText(
        `भुगतान हुआ · UTR ${sent.utr}`,
      );
    }
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByTestId("payout-row").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`paid-utr-${language}-${width}.png`) });
    }
  }

  // The admin's processed payouts show the UTR too.
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/payouts");
  await expect(adminPage.getByText(`UTR: ${sent.utr}`)).toBeVisible();
  await adminPage.close();
  await admin.close();
});
