import type { Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * The page as a person sees it, at a phone's 360 px and a desktop's 1280 px, kept with the test's
 * results (`test-results/…/{name}-{width}.png`) for a person to look at; the viewport comes back.
 */
export async function shootBothWidths(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
