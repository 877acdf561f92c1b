import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn";

/**
 * A page's sections as links (each its own route, e.g. `/admin/payouts`): each section is read
 * by its loader when it is shown, so switching is a navigation, and a link says so to every
 * reader, with or without script. (Radix Tabs cost the page 6 KB of gzip JavaScript for the same
 * row; decision 015.)
 */
export function TabLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-ink-100 p-1">{children}</ul>
    </nav>
  );
}

/** One section's link; the shown one is the current page. */
export function TabLink({
  to,
  active,
  children,
}: {
  to: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    // Each tab as wide as its name needs, the rest shared, so no name breaks onto two lines.
    <li className="flex min-w-11 flex-auto">
      <Link
        to={to}
        replace
        preventScrollReset
        aria-current={active ? "page" : undefined}
        className={cn(
          "inline-flex min-h-11 w-full min-w-11 flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold text-ink-700 sm:px-3",
          active && "bg-white text-ink-950 shadow-sm",
        )}
      >
        {children}
      </Link>
    </li>
  );
}
