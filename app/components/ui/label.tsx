import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A form label. Plain HTML: Radix Label adds only a guard against selecting text on a double
 * click, and brought Radix Slot into every page with a form (decision 015).
 */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers give htmlFor or wrap the control
  return <label className={cn("block text-sm font-medium text-ink-800", className)} {...props} />;
}
