import type { OtpAnswer } from "~/auth/otp-flow.server";
import { NewPasswordFields } from "~/components/auth-fields";
import { OtpSteps } from "~/components/otp-steps";

export type ForgotPasswordFormProps = { answer: OtpAnswer | null };

/**
 * The forgot-password card's forms, an island of the static page (decision 141): the number, then
 * the code with the new password, posted as documents.
 */
export default function ForgotPasswordForm({ answer }: ForgotPasswordFormProps) {
  return (
    <OtpSteps<"password" | "confirmPassword">
      answer={answer}
      action="/forgot-password"
      formIds={{ phone: "reset-phone", code: "reset-password" }}
      sendLabel="auth.sendVerificationCode"
      codeIntent="reset"
      codeLabel="auth.resetPassword"
      codeBusyLabel="auth.resetting"
      changeNumberTo="/forgot-password"
      codeChecks="resetStep"
      codeFields={(fields, errorText) => (
        <NewPasswordFields fields={fields} errorText={errorText} />
      )}
    />
  );
}
