import { Link } from "react-router";
import { completePasswordReset, startPasswordReset } from "~/auth/accounts.server";
import { otpField, phoneField, withConfirmedPassword } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { otpAction } from "~/auth/otp-flow.server";
import { NewPasswordFields } from "~/components/auth-fields";
import { OtpFlow } from "~/components/otp-flow";
import { z } from "~/forms/zod";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/forgot-password";

const sendSchema = z.object({ intent: z.enum(["send", "resend"]), phone: phoneField });
const resetSchema = withConfirmedPassword({
  intent: z.literal("reset"),
  phone: phoneField,
  code: otpField,
});

const passwordSet: FlashToast = {
  title: "auth.resetSuccessTitle",
  description: "auth.resetSuccessText",
  variant: "success",
};

export const handle: RouteHandle = { messages: ["account"] };

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return null;
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args.context);
  return otpAction(args, {
    sendSchema,
    codeIntent: "reset",
    codeSchema: resetSchema,
    secretFields: ["password", "confirmPassword"],
    // The same answer whether or not the number has an account.
    sentText: "auth.resetCodeSentText",
    failedTitle: "auth.resetFailedTitle",
    send: ({ phone }, { db, deps, ip, language }) =>
      startPasswordReset(db, deps, { phone, ip, language }),
    async check({ phone, code, password }, { db, deps, ip }) {
      const outcome = await completePasswordReset(db, deps, {
        phone,
        code,
        newPassword: password,
        ip,
      });
      return outcome.ok ? redirectWithToast("/login", passwordSet) : outcome;
    },
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();

  return (
    <OtpFlow<"password" | "confirmPassword">
      pageTitle="meta.forgotTitle"
      title="auth.forgotTitle"
      intro={actionData?.step === "code" && actionData.phone ? undefined : "auth.forgotIntro"}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("auth.backToLogin")}
        </Link>
      }
      answer={actionData}
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
