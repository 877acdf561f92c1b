import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export const buttonVariants = cva(
  // .btn and each variant's and size's class are in app.css: ~25 characters on each of a list
  // page's 80 buttons instead of ~110 (decision 137). A page's own classes (utilities) win over
  // them. Icons inside are 16 px.
  "btn [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "btn-primary",
        secondary: "btn-secondary",
        outline: "btn-outline",
        ghost: "btn-ghost",
        destructive: "btn-destructive",
        link: "btn-link",
      },
      size: { sm: "btn-sm", md: "btn-md", lg: "btn-lg", icon: "btn-icon" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button; a link that looks like one uses `buttonVariants` on the link itself. */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      className={cn(buttonVariants({ variant, size }), className)}
      type={type ?? "button"}
      {...props}
    />
  );
}
