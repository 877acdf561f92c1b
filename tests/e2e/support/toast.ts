import type { Page } from "@playwright/test";

/**
 * The toast on screen (Radix renders one list item in the "Notifications (F8)" region, "सूचनाएँ
 * (F8)" in Hindi). Found by its label rather than its role: while a modal dialog is open the
 * region is hidden from the accessibility tree, yet still shown.
 */
export function toastOn(page: Page) {
  return page.locator('[role="region"][aria-label$="(F8)"] li');
}
