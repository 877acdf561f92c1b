// SPEC section 1 on a page that ships no script (decision 016): the toast waits while it is
// pointed at, F8 focuses the toasts, a swipe right of 50 px dismisses one, a shorter one does not.
import type { Locator, Page } from "@playwright/test";
import { expect, logOut, signUp, test, visit } from "./support/fixtures";

/** Drags the toast right by `distance` px with the mouse (pointer events, as a finger makes). */
async function swipe(page: Page, toast: Locator, distance: number) {
  const box = await toast.boundingBox();
  if (!box) throw new Error("the toast has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 20 + distance, y, { steps: 6 });
  await page.mouse.up();
}

for (const language of ["en", "hi"] as const) {
  test(`a toast on a static page (${language}): paused while pointed at, F8 focuses it, a swipe of 50 px dismisses it`, async ({
    page,
  }) => {
    await signUp(page, { role: "user", city: "Bhopal" });
    if (language === "hi") {
      await page.getByRole("button", { name: "हिन्दी" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await page.getByRole("button", { name: "लॉगआउट" }).click();
      await expect(page).toHaveURL(/\/$/);
    } else {
      await logOut(page);
    }
    // The landing page: no script but its inline enhancements.
    await expect(page.locator("script:not([data-enhancement])")).toHaveCount(0);
    const region = page.getByRole("region", {
      name: language === "hi" ? "सूचनाएँ (F8)" : "Notifications (F8)",
    });
    const toast = region.locator("li");
    await expect(toast).toContainText(language === "hi" ? "लॉगआउट हो गया" : "Logged out");

    // Its 5 s stop while the pointer is over it.
    await toast.hover();
    await expect(toast).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCSS("animation-play-state", "running");

    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused();
    // The focus in it holds it too, until it leaves.
    await expect(toast).toHaveCSS("animation-play-state", "paused");

    // Short of 50 px it comes back; past it, it is gone.
    await swipe(page, toast, 30);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS("translate", "none");
    await swipe(page, toast, 80);
    await expect(toast).toBeHidden();
  });
}

test("a finger's swipe on a phone dismisses the toast", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signUp(page, { role: "user", city: "Indore" });
  await logOut(page);
  const toast = page.getByRole("region", { name: "Notifications (F8)" }).locator("li");
  await expect(toast).toBeVisible();
  // Sideways only: up and down stay the page's (touch-action: pan-y).
  await expect(toast).toHaveCSS("touch-action", "pan-y");
  // A finger, as Chromium's touch input gives it (pointer events of type touch).
  const box = await toast.boundingBox();
  if (!box) throw new Error("the toast has no box");
  const [x, y] = [box.x + 20, box.y + box.height / 2];
  const touch = await context.newCDPSession(page);
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step++) {
    await touch.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + step * 15, y }],
    });
  }
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(toast).toBeHidden();
  await context.close();
});

test("the landing page with no toast draws no toast script", async ({ page }) => {
  await visit(page, "/");
  await expect(page.locator("[data-static-toast]")).toHaveCount(0);
  await expect(page.locator("script:not([data-enhancement])")).toHaveCount(0);
});
