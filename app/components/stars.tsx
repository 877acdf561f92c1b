import { Star } from "lucide-react";
import { cn } from "./ui/cn";

/** A rating shown as five stars; `label` is what screen readers hear instead. */
export function Stars({
  rating,
  label,
  className,
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={label}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            "size-4",
            value <= Math.round(rating)
              ? "fill-saffron-400 text-saffron-500"
              : "fill-ink-100 text-ink-300",
          )}
        />
      ))}
    </span>
  );
}
