/**
 * Where focus goes back when a dialog closes: the control that opened it. Our dialogs have no
 * Radix trigger (they open from state, some from a menu or from another dialog), so Radix alone
 * would leave focus on the page. A trigger re-rendered into a new element is found again by its
 * tag, name and the heading of the card or section it sits in.
 */
export type DialogOpener = { element: HTMLElement; signature: string };

let lastOpener: DialogOpener | null = null;

function signatureOf(element: Element): string {
  const container = element.closest("li, article, section, [id]");
  const heading = container?.querySelector("h1, h2, h3, h4")?.textContent ?? "";
  const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
  return [element.tagName, name.trim(), container?.id ?? "", heading.trim()].join("|");
}

/**
 * The control focused as a dialog opens. Focus still inside a dialog (one dialog leading to the
 * next) or on the page's body (a dialog opened by the address) keeps the opener already known.
 */
export function rememberOpener(): DialogOpener | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  if (
    active instanceof HTMLElement &&
    active !== document.body &&
    !active.closest("[role=dialog]")
  ) {
    lastOpener = { element: active, signature: signatureOf(active) };
  }
  return lastOpener;
}

/** Focuses the opener, or the control that now stands in its place; false when neither is there. */
export function focusOpener(opener: DialogOpener | null): boolean {
  if (!opener) return false;
  const target = opener.element.isConnected
    ? opener.element
    : [...document.querySelectorAll<HTMLElement>(opener.element.tagName)].find(
        (candidate) => signatureOf(candidate) === opener.signature,
      );
  if (!target) return false;
  target.focus();
  return true;
}
