import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A box that scrolls on its own (a wide table on a phone, a long schedule): a named region that
 * the keyboard can focus and scroll with the arrow keys, with a shadow on each side that still
 * has more to show (`.scroll-hint` in app.css, plain CSS so pages without script have it too).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus for the keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      className={cn(
        "scroll-hint overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      {children}
    </section>
  );
}
