import { type ReactNode, useId } from "react";
import { Input } from "./input";
import { Label } from "./label";

export type FieldProps = {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  /** The error's title, when the SPEC gives it one ('Invalid OTP'). */
  errorTitle?: string | undefined;
  hint?: ReactNode;
};

/** A label, its control and the control's error, wired together for screen readers. */
export function Field({
  label,
  errors,
  errorTitle,
  hint,
  id,
  ...inputProps
}: FieldProps & React.ComponentProps<typeof Input>) {
  const ids = useFieldIds(id);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={ids.control}>{label}</Label>
      <Input
        id={ids.control}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(ids, errors, hint)}
        {...inputProps}
      />
      <FieldFooter ids={ids} errors={errors} errorTitle={errorTitle} hint={hint} />
    </div>
  );
}

export type FieldIds = { control: string; error: string; hint: string };

export function useFieldIds(id: string | undefined): FieldIds {
  const fallback = useId();
  const control = id ?? fallback;
  return { control, error: `${control}-error`, hint: `${control}-hint` };
}

export function describedBy(ids: FieldIds, errors: FieldProps["errors"], hint: ReactNode) {
  const parts = [hint ? ids.hint : null, errors?.length ? ids.error : null].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

export function FieldFooter({
  ids,
  errors,
  errorTitle,
  hint,
}: { ids: FieldIds } & Omit<FieldProps, "label">) {
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} errors={errors} title={errorTitle} />
    </>
  );
}

/**
 * The one way a field's error is shown: red text under the field, named by the control's
 * `aria-describedby`; a title in bold when the SPEC gives the message one ('Rating Required').
 */
export function FieldError({
  id,
  errors,
  title,
}: {
  id: string;
  errors?: readonly string[] | undefined;
  title?: string | undefined;
}) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {title ? <strong className="font-semibold">{title} </strong> : null}
      {errors.join(" ")}
    </p>
  );
}
