import type { Page } from "@playwright/test";

export type SmallTarget = { name: string; width: number; height: number };

/**
 * Every control shown on the page that is smaller than 44 × 44 px (WCAG 2.5.5): links, buttons,
 * menus, form controls and the labels that stand for hidden inputs (star radios). A link inside
 * a sentence is exempt (WCAG 2.5.8's inline exception), as are hidden and screen-reader-only ones.
 */
export async function smallTapTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const selector =
      "a[href], button, summary, select, textarea, input:not([type=hidden]), label:has(> input.sr-only), label:has(> input.peer)";
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== "hidden" && box.width > 2 && box.height > 2;
    };
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === "inline" &&
      (element.parentElement?.closest("p, li, span, td, dd") ?? null) !== null &&
      (element.parentElement?.textContent?.trim().length ?? 0) >
        (element.textContent?.trim().length ?? 0);
    return [...document.querySelectorAll(selector)]
      .filter((element) => shown(element) && !inSentence(element))
      .filter((element) => !(element instanceof HTMLInputElement && element.type === "radio"))
      .map((element) => {
        // A checkbox inside its label is tapped anywhere on the label.
        const target =
          element instanceof HTMLInputElement ? (element.closest("label") ?? element) : element;
        const box = target.getBoundingClientRect();
        return {
          name: `${element.tagName.toLowerCase()} ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      })
      .filter(({ width, height }) => width < 44 || height < 44);
  });
}
