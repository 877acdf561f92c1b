import type { ParseKeys } from "i18next";
import type { OtpAnswer } from "~/auth/otp-flow.server";
import { SignupDeclarations } from "~/components/collection-notice";
import { OtpSteps } from "~/components/otp-steps";
import { useTranslation } from "~/i18n/use-translation";

export type SignupFormProps = {
  answer: OtpAnswer | null;
  role: "user" | "business";
  notice: "consent.signupNoticeUser" | "consent.signupNoticeBusiness";
  changeNumberTo: string;
  /** Where 'Log In' leads when the number already has an account. */
  loginHref: string;
  /** The number step's link to the other account type (none for an invited moderator). */
  switchTo: { href: string; label: ParseKeys } | null;
};

/**
 * The signup's forms, an island of the static /signup page (decision 141): the number with
 * 'I am 18 or older' and what is collected, then the code. The code step carries the number
 * step's declaration; the account is made with it.
 */
export default function SignupForm({
  answer,
  role,
  notice,
  changeNumberTo,
  loginHref,
  switchTo,
}: SignupFormProps) {
  const { t } = useTranslation();
  return (
    <OtpSteps<"adult">
      answer={answer}
      // No action: each form posts to the page's own address, its `?role=` or `?invite=` kept
      // (the loader reads the account type, or the invitation, from it).
      formIds={{ phone: "signup-phone", code: "signup-verify" }}
      hiddenFields={answer?.step === "code" ? { role, adult: "on" } : { role }}
      phoneChecks="signupPhoneStep"
      phoneFields={(fields, errorText) => (
        <SignupDeclarations adult={fields.adult} errorText={errorText} notice={notice} />
      )}
      sendLabel="auth.sendOtp"
      codeLabel="auth.verifyAndSignUp"
      autoFocusCode
      changeNumberTo={changeNumberTo}
      phoneStepFooter={
        switchTo ? (
          <p className="text-center text-sm">
            <a
              href={switchTo.href}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t(switchTo.label)}
            </a>
          </p>
        ) : null
      }
      alertFooter={(toast) =>
        toast.title === "auth.accountExistsTitle" ? (
          <a href={loginHref} className="mt-1 flex min-h-11 items-center font-semibold underline">
            {t("nav.login")}
          </a>
        ) : null
      }
    />
  );
}
