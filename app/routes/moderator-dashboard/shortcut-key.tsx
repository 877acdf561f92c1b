import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/**
 * Hidden on a touch screen (a coarse pointer, no hover) and on a phone-sized screen, where
 * there is no key to press (decision 110); a keyboard's screen keeps it.
 */
export const keyboardOnly = "max-sm:hidden pointer-coarse:hidden [@media(hover:none)]:hidden";

/** A key's letter printed beside the control it works, for keyboards only. */
export function ShortcutKey({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <kbd data-shortcut-key className={cn("font-mono text-xs", keyboardOnly, className)}>
      {children}
    </kbd>
  );
}
