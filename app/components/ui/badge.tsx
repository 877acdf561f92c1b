import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

// .badge and its tones are in app.css (decision 137): a page's own classes win over them.
const badgeVariants = cva("badge", {
  variants: {
    tone: {
      neutral: "badge-neutral",
      success: "badge-success",
      warning: "badge-warning",
      danger: "badge-danger",
      brand: "badge-brand",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
