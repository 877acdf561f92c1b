import { completePasswordReset, startPasswordReset } from "~/auth/accounts.server";
import { otpField, phoneField, withConfirmedPassword } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { otpAction } from "~/auth/otp-flow.server";
import { AuthLayout } from "~/components/auth-layout";
import { PageToast } from "~/components/page-toast";
import { z } from "~/forms/zod";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/forgot-password";
import ForgotPasswordForm from "./forgot-password-form.island";

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

/*
 * A static page with one island, its forms (decision 141), as /login. In development the page
 * hydrates as any other (islands are built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["account"],
} satisfies RouteHandle;

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
  const onCodeStep = actionData?.step === "code" && Boolean(actionData.phone);
  return (
    <AuthLayout
      pageTitle={t("meta.forgotTitle")}
      title={t("auth.forgotTitle")}
      intro={onCodeStep ? undefined : t("auth.forgotIntro")}
      footer={
        <a
          href="/login"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("auth.backToLogin")}
        </a>
      }
    >
      {/* 'OTP Sent' (a failure is the card's alert). */}
      <PageToast toast={actionData?.toast} />
      <Island
        name="forgot-password-form"
        component={ForgotPasswordForm}
        messages={handle.messages}
        props={{ answer: actionData ?? null }}
      />
    </AuthLayout>
  );
}
