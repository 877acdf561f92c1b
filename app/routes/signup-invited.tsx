import { Link, useSearchParams } from "react-router";
import type { OtpAnswer } from "~/auth/otp-flow.server";
import { SignupDeclarations } from "~/components/collection-notice";
import { OtpFlow } from "~/components/otp-flow";
import { useTranslation } from "~/i18n/use-translation";

/**
 * /signup opened from a moderator's invitation SMS (decision 110): it says they are joining the
 * moderation team, with no account types and no reviewer's reward. The account is made as for
 * anyone; the invited number makes it a moderator's (completeSignup).
 */
export function InvitedSignup({ answer }: { answer: OtpAnswer | undefined }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invite = encodeURIComponent(searchParams.get("invite") ?? "");
  return (
    <OtpFlow<"adult">
      pageTitle="meta.signupTitle"
      title="auth.signupModeratorTitle"
      intro="auth.signupModeratorIntro"
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link
            to={`/login?invite=${invite}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("nav.login")}
          </Link>
        </p>
      }
      answer={answer}
      action={`/signup?invite=${invite}`}
      formIds={{ phone: "signup-phone", code: "signup-verify" }}
      hiddenFields={answer?.step === "code" ? { role: "user", adult: "on" } : { role: "user" }}
      phoneChecks="signupPhoneStep"
      phoneFields={(fields, errorText) => (
        <SignupDeclarations
          adult={fields.adult}
          errorText={errorText}
          notice="consent.signupNoticeUser"
        />
      )}
      sendLabel="auth.sendOtp"
      codeLabel="auth.verifyAndSignUp"
      autoFocusCode
      changeNumberTo={`/signup?invite=${invite}`}
      alertFooter={(toast) =>
        toast.title === "auth.accountExistsTitle" ? (
          <Link
            to={`/login?invite=${invite}`}
            className="mt-1 flex min-h-11 items-center font-semibold underline"
          >
            {t("nav.login")}
          </Link>
        ) : null
      }
    />
  );
}
