import { iconHref } from "./icon";
import { cn } from "./ui/cn";

/** One star is 24 units wide (16 px) and stars are 3 units (2 px) apart, as five size-4 icons were. */
const STAR_STEP = 27;

/**
 * A rating shown as five stars in one small SVG that references the sprite's star five times;
 * `label` is what screen readers hear instead.
 */
export function Stars({
  rating,
  label,
  className,
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  const filled = Math.round(rating);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${STAR_STEP * 4 + 24} 24`}
      className={cn("inline-block h-4 w-[5.5rem] align-baseline", className)}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <use
          key={index}
          href={iconHref("star")}
          x={index * STAR_STEP}
          width={24}
          height={24}
          className={
            index < filled ? "fill-saffron-400 text-saffron-500" : "fill-ink-100 text-ink-300"
          }
        />
      ))}
    </svg>
  );
}
