import type { IconName } from "./icon-names";
import sprite from "./icons.svg?no-inline";
import { cn } from "./ui/cn";

export type { IconName };

/**
 * An icon's address in the sprite: a file with a hashed name, downloaded once and cached for a
 * year, so a page of 25 rows carries 25 short <use> tags, not 25 copies of a drawing.
 */
export const iconHref = (name: IconName) => `${sprite}#${name}`;

/**
 * A decorative Lucide icon (screen readers skip it; the text beside it says what it means),
 * 24 px unless `className` sizes it. A `fill-*` class fills it, as the rating stars are.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn("lucide shrink-0", className)}
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
