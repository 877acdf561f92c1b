import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { payoutEarnings, rewardsForPayout } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { contextIn, phone } from "./support/axe";
import { besideFakeRazorpayx } from "./support/beside-a-fake";
import { clientAddressHeaders, expect, test, visit } from "./support/fixtures";
import { earnRewards, newReviewer } from "./support/rewards";
import { toastOn } from "./support/toast";

/** What the reviewer earns and pays out: the fewest rewards that reach the minimum (₹100). */
const earned = formatRupees(payoutEarnings);

/**
 * Decision 100, in the browser: the first payout goes out; the next one to another UPI ID waits
 * for the admin, who reads why in English and Hindi — PAYOUTS=razorpayx against the fake, on a
 * server of its own.
 */

test.describe.configure({ mode: "serial", timeout: 300_000 });

const own = besideFakeRazorpayx("payoutdetailschanged");

const adminOn = adminSessionOn(() => ({
  baseURL: own.server.base,
  extraHTTPHeaders: clientAddressHeaders(),
}));

const payoutRows = (page: Page) =>
  page.getByRole("list", { name: "Payout history" }).getByTestId("payout-row");

/** Checks the name for a UPI ID held by 'MEENA IYER' and asks for the payout. */
async function payTo(page: Page, upiId: string) {
  own.fake.holders.set(upiId, "MEENA IYER");
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  await expect(dialog.getByLabel("Name on your bank account")).toBeVisible();
  const another = dialog.getByRole("button", { name: "Use another UPI ID" });
  if (await another.isVisible()) await another.click();
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByLabel("Name on your bank account").fill("Meena Iyer");
  await dialog.getByRole("button", { name: "Check name" }).click();
  await page
    .getByRole("dialog", { name: "Confirm the name" })
    .getByRole("button", { name: "Yes, pay me" })
    .click();
}

test("a payout to a new UPI ID waits for the admin, with the reason in words; the first one does not", async ({
  page,
  browser,
}, testInfo) => {
  const options = { baseURL: own.server.base, extraHTTPHeaders: clientAddressHeaders() };
  const { admin } = await adminOn(browser);
  await newReviewer(page);
  const stamp = randomInt(1e9);

  await earnRewards(browser, page, rewardsForPayout, { admin, options });
  await visit(page, "/user/dashboard");
  await payTo(page, `meena.${stamp}@oksbi`);
  await expect(payoutRows(page).first()).toContainText("Paid · UTR");

  await earnRewards(browser, page, rewardsForPayout, { admin, options });
  await visit(page, "/user/dashboard");
  await payTo(page, `98${String(stamp).padStart(9, "0").slice(0, 8)}@ybl`);
  await expect(toastOn(page)).toContainText(`${earned} waits for a quick check by our team`);
  await expect(payoutRows(page).first()).toContainText("held for a check");

  const reason =
    "The UPI ID or the name given for the bank account is not the one of this reviewer's last paid payout";
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/payouts");
  const card = adminPage
    .getByRole("region", { name: /Held payouts/ })
    .getByTestId("provider-payout")
    .filter({ hasText: reason });
  await expect(card).toHaveCount(1);
  for (const width of [360, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: testInfo.outputPath(`details-changed-en-${width}.png`) });
  }
  await adminPage.close();

  const hindi = await contextIn(browser, "hi", admin, { ...options, ...phone });
  const hindiPage = await hindi.newPage();
  await visit(hindiPage, "/admin/payouts");
  const hindiReason = hindiPage.getByText(
    "UPI आईडी या बैंक खाते का दिया गया नाम इस रिव्यूअर के पिछले भुगतान किए गए पेआउट से अलग है",
  );
  await expect(hindiReason).toBeVisible();
  for (const width of [360, 1280]) {
    await hindiPage.setViewportSize({ width, height: 900 });
    await hindiReason.scrollIntoViewIfNeeded();
    await hindiPage.screenshot({ path: testInfo.outputPath(`details-changed-hi-${width}.png`) });
  }
  await hindi.close();
  await admin.close();
});
