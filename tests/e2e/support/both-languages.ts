import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { post } from "./rewards";

/** Switches the language of the page's session (the cookie /set-language writes). */
export async function setLanguage(request: APIRequestContext, language: "en" | "hi") {
  await post(request, "/set-language", { lang: language, redirectTo: "/" });
}

/**
 * Screenshots of `url` in English and Hindi at 360 and 1280 px, in the test's output folder,
 * checking that nothing is wider than the screen; the page is left in English at 1280 px.
 */
export async function screenshots(page: Page, url: string, name: string) {
  for (const language of ["en", "hi"] as const) {
    await setLanguage(page.request, language);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, url);
      // Nothing may be wider than the screen, the report's tables included.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${url} at ${width} px in ${language}`).toBeLessThanOrEqual(0);
      const file = test.info().outputPath(`${name}-${language}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
  }
  await setLanguage(page.request, "en");
  await page.setViewportSize({ width: 1280, height: 900 });
}
