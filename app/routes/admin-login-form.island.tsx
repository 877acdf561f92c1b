import type { OtpAnswer } from "~/auth/otp-flow.server";
import { OtpSteps } from "~/components/otp-steps";

export type AdminLoginFormProps = { answer: OtpAnswer | null };

/** The admin's OTP forms, an island of the static /admin/login page (decision 141). */
export default function AdminLoginForm({ answer }: AdminLoginFormProps) {
  return (
    <OtpSteps
      answer={answer}
      action="/admin/login"
      formIds={{ phone: "admin-phone", code: "admin-verify" }}
      sendLabel="auth.sendOtp"
      codeLabel="auth.verifyAndLogin"
    />
  );
}
