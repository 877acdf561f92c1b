import type { ComponentProps } from "react";
import { cn } from "./cn";

export const fieldClass =
  "block w-full rounded-lg border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950 placeholder:text-ink-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-ink-100 aria-[invalid=true]:border-red-600";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "min-h-11", className)} {...props} />;
}
