import { type FieldMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ParseKeys } from "i18next";
import type { ComponentProps, ReactNode } from "react";
import { formatPhone } from "~/auth/format-phone";
import type { OtpAnswer } from "~/auth/otp-flow.server";
import type { FormChecksName } from "~/forms/field-checks";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useDocumentSubmit } from "~/islands/use-document-submit";
import { PhoneField } from "./auth-fields";
import { RefusalAlert } from "./inline-alert";
import { ResendCode } from "./resend-code";
import { Button } from "./ui/button";
import { Field } from "./ui/field";

export type ErrorText = (errors?: string[]) => string[] | undefined;
export type OtpFields<Extra extends string> = Record<
  "phone" | "code" | Extra,
  FieldMetadata<string, Record<string, unknown>, string[]>
>;

export type OtpStepsProps<Extra extends string> = {
  answer: OtpAnswer | null;
  /** Where the forms post (the screen's own path when not said). */
  action?: string;
  formIds: { phone: string; code: string };
  /** Sent with every form of the flow (the signup's role). */
  hiddenFields?: Record<string, string>;
  sendLabel: ParseKeys;
  /** The code step's submit: its intent ("verify" unless said), label and busy label (keys). */
  codeIntent?: string;
  codeLabel: ParseKeys;
  codeBusyLabel?: ParseKeys;
  autoFocusCode?: boolean;
  /** Fields the code step asks for beside the code (a new password). */
  codeFields?: (fields: OtpFields<Extra>, errorText: ErrorText) => ReactNode;
  /** The browser's checks of the code step (the code's alone unless said). */
  codeChecks?: FormChecksName;
  /** Fields the number step asks for beside the number (the signup's 18+ declaration), and their checks. */
  phoneFields?: (fields: OtpFields<Extra>, errorText: ErrorText) => ReactNode;
  phoneChecks?: FormChecksName;
  /** Where "Change number" leads; without it the code step offers only "Resend". */
  changeNumberTo?: string;
  phoneStepFooter?: ReactNode;
  alertFooter?: (toast: FlashToast) => ReactNode;
};

/**
 * The card's "number → code" forms of an OTP screen (signup, forgot password, admin login), the
 * answers of app/auth/otp-flow.server.ts shown: a failure once, by the alert on the card; a wrong
 * code at its field. Each screen's forms are an island of its static page (decision 141): no
 * router, posted as documents, busy from the submit until the next page.
 */
export function OtpSteps<Extra extends string = never>({
  answer,
  action,
  formIds,
  hiddenFields = {},
  sendLabel,
  codeIntent = "verify",
  codeLabel,
  codeBusyLabel,
  autoFocusCode,
  codeFields,
  codeChecks = "codeStep",
  phoneFields,
  phoneChecks = "phoneStep",
  changeNumberTo,
  phoneStepFooter,
  alertFooter,
}: OtpStepsProps<Extra>) {
  const { t } = useTranslation();
  const phone = answer?.step === "code" ? answer.phone : "";
  const [form, fields] = useForm<Record<"intent" | "phone" | "code" | Extra, string>>({
    id: phone ? formIds.code : formIds.phone,
    lastResult: answer?.result,
    ...useBrowserChecks(phone ? codeChecks : phoneChecks, answer?.result),
  });
  const { onSubmit: check, ...formProps } = getFormProps(form);
  const { busy, onSubmit } = useDocumentSubmit(check);
  const errorText: ErrorText = (errors) => errors?.map((key) => translateKey(t, key));
  const toast = answer?.toast;
  // Each form of the code step carries the number; every form carries the screen's own fields.
  // A form's intent is a field of its own, not its button's: the button is disabled while the
  // post is on its way, in the same event, and a disabled button's value is not sent.
  const hidden = Object.entries(phone ? { phone, ...hiddenFields } : hiddenFields).map(
    ([name, value]) => <input key={name} type="hidden" name={name} value={value} />,
  );
  const formAttributes = { method: "post" as const, action, ...formProps, onSubmit };

  return (
    <>
      {toast && toast.variant === "error" ? (
        <div className="mb-5">
          <RefusalAlert refusal={toast} footer={alertFooter?.(toast)} />
        </div>
      ) : null}
      {phone ? (
        <>
          <form className="space-y-5" {...formAttributes}>
            {hidden}
            <OtpField
              label={t("auth.otp")}
              hint={t("auth.otpHint", { phone: formatPhone(phone) })}
              errors={errorText(fields.code.errors)}
              errorTitle={answer?.codeTitle && translateKey(t, answer.codeTitle)}
              autoFocus={autoFocusCode}
              {...getInputProps(fields.code, { type: "text" })}
            />
            {codeFields?.(fields as OtpFields<Extra>, errorText)}
            <input type="hidden" name="intent" value={codeIntent} />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {t(busy ? (codeBusyLabel ?? "auth.verifying") : codeLabel)}
            </Button>
          </form>
          <div
            className={
              changeNumberTo
                ? "mt-3 flex items-center justify-between gap-2"
                : "mt-3 flex justify-end"
            }
          >
            {changeNumberTo ? (
              // A new document: the number step starts afresh.
              <a
                href={changeNumberTo}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t("auth.changeNumber")}
              </a>
            ) : null}
            <ResendCode
              action={action}
              phone={phone}
              sentAt={answer?.step === "code" ? answer.sentAt : 0}
              busy={busy}
            >
              {hidden}
            </ResendCode>
          </div>
          {changeNumberTo ? (
            <p className="mt-4 text-xs text-ink-600">{t("auth.neverShareOtp")}</p>
          ) : null}
        </>
      ) : (
        <form className="space-y-5" {...formAttributes}>
          {hidden}
          <PhoneField
            label={t("credentials.mobileNumber")}
            errors={errorText(fields.phone.errors)}
            {...getInputProps(fields.phone, { type: "tel" })}
          />
          {phoneFields?.(fields as OtpFields<Extra>, errorText)}
          <input type="hidden" name="intent" value="send" />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {t(busy ? "auth.sendingOtp" : sendLabel)}
          </Button>
          {phoneStepFooter}
        </form>
      )}
    </>
  );
}

/** The 6-digit code from the SMS (only this card asks for it); phones offer it from the message automatically. */
export function OtpField({
  label,
  errors,
  errorTitle,
  type: _type,
  ...props
}: ComponentProps<"input"> & {
  label: string;
  errors?: readonly string[] | undefined;
  hint?: string;
  errorTitle?: string | undefined;
}) {
  return (
    <Field
      label={label}
      errors={errors}
      errorTitle={errorTitle}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      // Room for "123 456" pasted from an SMS; the form reads the six digits.
      maxLength={7}
      className="text-center text-xl tracking-[0.5em]"
      {...props}
    />
  );
}
