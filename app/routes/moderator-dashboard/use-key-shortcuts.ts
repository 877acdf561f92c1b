import { useEffect, useRef } from "react";

/** True when the key goes into a field the person is typing in, not to the page. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(target.type)
  );
}

/**
 * Single-key shortcuts for the page: `onKey` gets the key and says whether it used it. Keys
 * typed into a field, with a modifier, or while a dialog is open stay where they were going.
 */
export function useKeyShortcuts(onKey: (key: string) => boolean) {
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || document.querySelector("[role=dialog]")) return;
      if (latest.current(event.key)) event.preventDefault();
    };
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
