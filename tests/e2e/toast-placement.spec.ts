import type { Locator, Page } from "@playwright/test";
import { phone } from "./support/axe";
import { expect, signUp, test } from "./support/fixtures";
import { toastOn } from "./support/toast";

/**
 * Issue 46 point 15 (decision 111), on a 360 px phone: the toast after sign-up sits at the
 * bottom of the screen, compact, clear of the page's heading and first action, and ✕ ends it.
 */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not shown");
  return box;
}

/** The toast and `covered` do not overlap, once both are up. */
async function expectToastClearOf(page: Page, covered: Locator) {
  await expect(covered).toBeVisible();
  await expect(async () => {
    const toast = await boxOf(toastOn(page));
    const other = await boxOf(covered);
    const apart = toast.y >= other.y + other.height || toast.y + toast.height <= other.y;
    expect(apart, `toast ${JSON.stringify(toast)} clear of ${JSON.stringify(other)}`).toBe(true);
  }).toPass({ timeout: 5000 });
}

for (const role of ["business", "user"] as const) {
  test(`on a phone, the toast after a ${role}'s sign-up leaves the greeting and the first action uncovered, and ✕ ends it`, async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await signUp(page, { role, city: "Indore", billing: false });
    const toast = toastOn(page);
    await expect(toast).toContainText("Profile setup complete!");
    // Radix holds a toast's 5 s while the window is blurred: a slow machine still sees it here.
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));

    const main = page.locator("main");
    await expectToastClearOf(page, main.getByRole("heading", { level: 1 }));
    await expectToastClearOf(page, main.locator("a:visible, button:visible").first());

    // At the bottom of the screen, and compact: at most a fifth of a 740 px screen.
    const box = await boxOf(toast);
    const height = phone.viewport.height;
    expect(box.y + box.height, "the toast's bottom").toBeGreaterThan(height - 40);
    expect(box.height, "the toast's height").toBeLessThanOrEqual(height / 5);
    await page.screenshot({ path: test.info().outputPath(`toast-${role}-360.png`) });

    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toHaveCount(0);
    await context.close();
  });
}
