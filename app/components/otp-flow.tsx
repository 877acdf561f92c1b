import { type FieldMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ParseKeys } from "i18next";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatPhone } from "~/auth/format-phone";
import type { OtpAnswer } from "~/auth/otp-flow.server";
import type { FormChecksName } from "~/forms/field-checks";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { PhoneField } from "./auth-fields";
import { AuthLayout } from "./auth-layout";
import { FormAlert } from "./inline-alert";
import { ResendCode } from "./resend-code";
import { Button } from "./ui/button";
import { Field } from "./ui/field";
import { useToast } from "./ui/toast";
import { useFlashToast } from "./use-flash-toast";

type ErrorText = (errors?: string[]) => string[] | undefined;
type Fields<Extra extends string> = Record<
  "phone" | "code" | Extra,
  FieldMetadata<string, Record<string, unknown>, string[]>
>;

/**
 * "Number → code → check" on one card (signup, forgot password, admin login), the answers of
 * app/auth/otp-flow.server.ts shown; each screen brings its texts (message keys), extra fields
 * and links.
 */
export function OtpFlow<Extra extends string = never>({
  pageTitle,
  title,
  intro,
  footer,
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
  phoneStepHeader,
  phoneStepFooter,
  alertFooter,
}: {
  pageTitle: ParseKeys;
  title: ParseKeys;
  intro?: ParseKeys;
  footer?: ReactNode;
  answer: OtpAnswer | undefined;
  /** The route's path: the page is busy while a form posts to it. */
  action: string;
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
  codeFields?: (fields: Fields<Extra>, errorText: ErrorText) => ReactNode;
  /** The browser's checks of the code step (the code's alone unless said). */
  codeChecks?: FormChecksName;
  /** Fields the number step asks for beside the number (the signup's 18+ declaration), and their checks. */
  phoneFields?: (fields: Fields<Extra>, errorText: ErrorText) => ReactNode;
  phoneChecks?: FormChecksName;
  /** Where "Change number" leads; without it the code step offers only "Resend". */
  changeNumberTo?: string;
  phoneStepHeader?: ReactNode;
  phoneStepFooter?: ReactNode;
  alertFooter?: (toast: FlashToast) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" ? navigation.formAction : undefined;
  const busy = posting === action || posting?.startsWith(`${action}?`) === true;
  // A failure is said once, by the alert on the card; a toast only says what went well.
  const told = answer?.toast?.variant === "error" ? null : answer?.toast;
  useFlashToast(told);
  // 'OTP Sent' belongs to the code step: once the flow is left (the code was right, or the
  // person went elsewhere) it is taken down, before the next page says anything of its own.
  const showToast = useToast();
  const toldSomething = useRef(false);
  if (told) toldSomething.current = true;
  useEffect(() => () => (toldSomething.current ? showToast(null) : undefined), [showToast]);
  const phone = answer?.step === "code" ? answer.phone : "";
  const [form, fields] = useForm<Record<"intent" | "phone" | "code" | Extra, string>>({
    id: phone ? formIds.code : formIds.phone,
    lastResult: answer?.result,
    ...useBrowserChecks(phone ? codeChecks : phoneChecks, answer?.result),
  });
  const errorText: ErrorText = (errors) => errors?.map((key) => translateKey(t, key));
  const toast = answer?.toast;
  // Each form of the code step carries the number; every form carries the screen's own fields.
  const hidden = Object.entries(phone ? { phone, ...hiddenFields } : hiddenFields).map(
    ([name, value]) => <input key={name} type="hidden" name={name} value={value} />,
  );

  return (
    <AuthLayout pageTitle={t(pageTitle)} title={t(title)} intro={intro && t(intro)} footer={footer}>
      {phone ? null : phoneStepHeader}
      {toast && toast.variant === "error" ? (
        <div className="mb-5">
          <FormAlert>
            <strong className="block">{translateKey(t, toast.title)}</strong>
            {toast.description ? translateKey(t, toast.description, toast.values) : null}
            {alertFooter?.(toast)}
          </FormAlert>
        </div>
      ) : null}
      {phone ? (
        <>
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            {hidden}
            <OtpField
              label={t("auth.otp")}
              hint={t("auth.otpHint", { phone: formatPhone(phone) })}
              errors={errorText(fields.code.errors)}
              errorTitle={answer?.codeTitle && translateKey(t, answer.codeTitle)}
              autoFocus={autoFocusCode}
              {...getInputProps(fields.code, { type: "text" })}
            />
            {codeFields?.(fields as Fields<Extra>, errorText)}
            <Button
              type="submit"
              name="intent"
              value={codeIntent}
              size="lg"
              className="w-full"
              disabled={busy}
            >
              {t(busy ? (codeBusyLabel ?? "auth.verifying") : codeLabel)}
            </Button>
          </Form>
          <div
            className={
              changeNumberTo
                ? "mt-3 flex items-center justify-between gap-2"
                : "mt-3 flex justify-end"
            }
          >
            {changeNumberTo ? (
              <Link
                to={changeNumberTo}
                reloadDocument
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t("auth.changeNumber")}
              </Link>
            ) : null}
            <ResendCode
              sentKey={answer?.step === "code" ? answer.sentAt || null : null}
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
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          {hidden}
          <PhoneField
            label={t("credentials.mobileNumber")}
            errors={errorText(fields.phone.errors)}
            {...getInputProps(fields.phone, { type: "tel" })}
          />
          {phoneFields?.(fields as Fields<Extra>, errorText)}
          <Button
            type="submit"
            name="intent"
            value="send"
            size="lg"
            className="w-full"
            disabled={busy}
          >
            {t(busy ? "auth.sendingOtp" : sendLabel)}
          </Button>
          {phoneStepFooter}
        </Form>
      )}
    </AuthLayout>
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
