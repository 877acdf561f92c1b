import type { ParseKeys } from "i18next";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { AuthLayout } from "./auth-layout";
import { OtpSteps, type OtpStepsProps } from "./otp-steps";
import { useToast } from "./ui/toast";
import { useFlashToast } from "./use-flash-toast";

/**
 * "Number → code → check" on one card of a page React Router hydrates (signup, admin login):
 * the steps (otp-steps.tsx) post through React Router's `Form`, busy while one posts to the
 * route; 'OTP Sent' is a toast. Each screen brings its texts (message keys), extra fields and
 * links.
 */
export function OtpFlow<Extra extends string = never>({
  pageTitle,
  title,
  intro,
  footer,
  action,
  phoneStepHeader,
  ...steps
}: Omit<OtpStepsProps<Extra>, "posting" | "action"> & {
  pageTitle: ParseKeys;
  title: ParseKeys;
  intro?: ParseKeys;
  footer?: ReactNode;
  /** The route's path: the page is busy while a form posts to it. */
  action: string;
  phoneStepHeader?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" ? navigation.formAction : undefined;
  const busy = posting === action || posting?.startsWith(`${action}?`) === true;
  const answer = steps.answer;
  // A failure is said once, by the alert on the card; a toast only says what went well.
  const told = answer?.toast?.variant === "error" ? null : answer?.toast;
  useFlashToast(told);
  // 'OTP Sent' belongs to the code step: once the flow is left (the code was right, or the
  // person went elsewhere) it is taken down, before the next page says anything of its own.
  const showToast = useToast();
  const toldSomething = useRef(false);
  if (told) toldSomething.current = true;
  useEffect(() => () => (toldSomething.current ? showToast(null) : undefined), [showToast]);
  const onPhoneStep = answer?.step !== "code" || !answer.phone;

  return (
    <AuthLayout pageTitle={t(pageTitle)} title={t(title)} intro={intro && t(intro)} footer={footer}>
      {onPhoneStep ? phoneStepHeader : null}
      <OtpSteps<Extra> {...steps} posting={{ Form, busy }} />
    </AuthLayout>
  );
}
