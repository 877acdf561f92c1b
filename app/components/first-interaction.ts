import { useEffect } from "react";

const events = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
let releaseWaiting: (() => void) | undefined;

/**
 * For a part of a page whose script is downloaded on use: when the server's HTML already shows it
 * (the element with this id is in the document before any script drew it), resolves when the page
 * is first touched (pointer, key, focus); until then that part is plain HTML, and its form posts
 * without script. Otherwise (the server, or a part opened after the page loaded) at once.
 */
export function firstInteraction(serverRenderedId: string): Promise<void> {
  if (import.meta.env.SSR || !document.getElementById(serverRenderedId)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true);
      releaseWaiting = undefined;
      resolve();
    };
    releaseWaiting = done;
    for (const name of events)
      window.addEventListener(name, done, { capture: true, passive: true });
  });
}

/**
 * The Suspense fallback of such a part. React keeps the server's HTML while the part waits, but
 * drops it when the page around it changes before it has hydrated (a router update): then this
 * fallback is shown, and the part's script is fetched at once instead of waiting for a touch.
 */
export function LoadWhenDropped() {
  useEffect(() => releaseWaiting?.(), []);
  return null;
}
