/**
 * Icons that repeat on every row of a list, drawn once in public/icons.svg (a cached file) and
 * referenced by id: a page of 50 reviews carries 50 short <use> tags, not 50 copies of a path.
 */
export const spriteIcons = ["star", "badge-check"] as const;
export type SpriteIconName = (typeof spriteIcons)[number];

/** The sprite's address; public/ is served from the site root. */
export const spriteHref = (name: SpriteIconName) => `/icons.svg#${name}`;

/** A decorative icon from the sprite; the star takes its fill from `className` (fill-*). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <use href={spriteHref(name)} />
    </svg>
  );
}
