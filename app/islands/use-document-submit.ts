import { type FormEvent, useEffect, useState } from "react";

/**
 * A form of an island posts as a document (no router): `busy` from the submit the browser goes
 * on with until the next page arrives, a second submit meanwhile dropped, and the form usable
 * again when the back/forward cache brings the page back. `check` is the form's own submit
 * handler (Conform's, which stops a submit its browser checks refuse).
 */
export function useDocumentSubmit(check?: (event: FormEvent<HTMLFormElement>) => void) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    addEventListener("pageshow", restored);
    return () => removeEventListener("pageshow", restored);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    check?.(event);
    if (!event.defaultPrevented) setBusy(true);
  };
  return { busy, onSubmit };
}
