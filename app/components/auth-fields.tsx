import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type ComponentProps, useId, useState } from "react";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./ui/cn";
import { Field, FieldError } from "./ui/field";
import { Label } from "./ui/label";

/** `type` is accepted (form helpers pass it) but each field sets its own. */
type ControlProps = ComponentProps<"input"> & {
  label: string;
  errors?: readonly string[] | undefined;
};

/** A 10-digit Indian mobile number with '+91' shown as a fixed prefix. */
export function PhoneField({ label, errors, id, className, type: _type, ...props }: ControlProps) {
  const { t } = useTranslation();
  const fallback = useId();
  const inputId = id ?? fallback;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex rounded-lg border border-ink-300 bg-white focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600/30 has-[[aria-invalid=true]]:border-red-600">
        <span
          className="flex items-center border-r border-ink-200 bg-ink-50 px-3 text-base font-medium text-ink-700 rounded-l-lg"
          aria-hidden="true"
        >
          {t("credentials.countryCode")}
        </span>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t("credentials.mobilePlaceholder")}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          className="min-h-11 w-full min-w-0 rounded-r-lg bg-transparent px-3 py-2.5 text-base tracking-wide text-ink-950 placeholder:text-ink-400 focus:outline-none"
          {...props}
        />
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A password with a show/hide toggle (without script it simply stays hidden). */
export function PasswordField({
  label,
  errors,
  id,
  type: _type,
  ...props
}: ControlProps & { hint?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <div className="relative">
      <Field
        id={inputId}
        label={label}
        errors={errors}
        type={visible ? "text" : "password"}
        className="pr-12"
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t("credentials.hidePassword") : t("credentials.showPassword")}
        aria-controls={inputId}
        aria-pressed={visible}
        className="absolute top-7 right-1 flex size-11 items-center justify-center rounded-md text-ink-600 hover:bg-ink-100"
      >
        {visible ? (
          <Icon name="eye-off" className="size-5" />
        ) : (
          <Icon name="eye" className="size-5" />
        )}
      </button>
    </div>
  );
}

type PasswordMetadata = FieldMetadata<string, Record<string, unknown>, string[]>;

/**
 * The new password and the same typed again (the two fields `withConfirmedPassword` checks), as
 * resetting, changing and setting one in the profile ask for it.
 */
export function NewPasswordFields({
  fields,
  errorText,
  required,
  hint,
}: {
  fields: { password: PasswordMetadata; confirmPassword: PasswordMetadata };
  errorText: (errors?: string[]) => string[] | undefined;
  required?: boolean;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t("credentials.newPassword")}
        autoComplete="new-password"
        required={required}
        hint={hint}
        errors={errorText(fields.password.errors)}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <PasswordField
        label={t("credentials.confirmPassword")}
        autoComplete="new-password"
        required={required}
        errors={errorText(fields.confirmPassword.errors)}
        {...getInputProps(fields.confirmPassword, { type: "password" })}
      />
    </>
  );
}
