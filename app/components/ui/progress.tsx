import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cn } from "./cn";

/** A bar from 0 to 100; `label` names it for screen readers. */
export function Progress({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-ink-100", className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-600 transition-transform"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
