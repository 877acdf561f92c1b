import type { ComponentProps } from "react";
import { cn } from "./cn";
import { describedBy, FieldFooter, type FieldProps, useFieldIds } from "./field";
import { fieldClass } from "./input";
import { Label } from "./label";

/** A multi-line input; apart from input.tsx (in every page's shell), with the few forms that have one. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-32", className)} {...props} />;
}

/** A multi-line Field; apart from field.tsx so pages without one do not download it. */
export function TextareaField({
  label,
  errors,
  errorTitle,
  hint,
  id,
  ...textareaProps
}: FieldProps & React.ComponentProps<typeof Textarea>) {
  const ids = useFieldIds(id);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={ids.control}>{label}</Label>
      <Textarea
        id={ids.control}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(ids, errors, hint)}
        {...textareaProps}
      />
      <FieldFooter ids={ids} errors={errors} errorTitle={errorTitle} hint={hint} />
    </div>
  );
}
