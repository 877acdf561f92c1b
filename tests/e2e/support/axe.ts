import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import en from "../../../app/i18n/locales/en/index.ts";
import hi from "../../../app/i18n/locales/hi/index.ts";
import { expect, visit } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];

/** The messages of a language, to find a control by the words a person of that language reads. */
export const messagesOf = { en, hi } as const;

/** A 360 px phone, as most of ReviewKaro's people hold. */
export const phone = { viewport: { width: 360, height: 740 } };

/**
 * The screen each language's pass is seen on: English at 1280 px, Hindi on a 360 px phone (the
 * shop owner in Indore); both widths are checked once without loading every page twice.
 */
export const screenOf = { en: {}, hi: phone } as const;

/** A new context with the session cookies of `from`, reading in `language`. */
export async function contextIn(
  browser: Browser,
  language: Language,
  from?: BrowserContext,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext({ ...options, locale: `${language}-IN` });
  if (from) await context.addCookies(await from.cookies());
  return context;
}

/**
 * Runs axe-core (every rule, WCAG 2.2 AA and best practices, contrast included) on what the page
 * shows now and expects no violation; the message names each rule, element and why. Soft, so one
 * run lists every page's findings.
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
  expect.soft(found, `axe-core on ${what} (${page.url()})`).toEqual([]);
  // On a phone, every control is also a 44 px target.
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    expect.soft(await smallTapTargets(page), `targets under 44 px on ${what}`).toEqual([]);
  }
}

/** Opens `url` and checks it with axe-core. */
export async function visitAndCheck(page: Page, url: string, what = url) {
  await visit(page, url);
  await expectNoAxeViolations(page, what);
}
