import type { Page } from "@playwright/test";

/** The toast on screen (Radix renders one list item in the "Notifications (F8)" region). */
export function toastOn(page: Page) {
  return page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
}
