import type { VerificationPurpose } from "~/db/schema";
import { OTP_TTL_MS } from "./verification.server";

const otpMinutes = OTP_TTL_MS / 60_000;

const purposeWords: Record<"en" | "hi", Record<VerificationPurpose, string>> = {
  en: {
    signup: "sign-up",
    reset: "password reset",
    admin_login: "admin login",
    delete_account: "account deletion",
  },
  hi: {
    signup: "साइन-अप",
    reset: "पासवर्ड रीसेट",
    admin_login: "एडमिन लॉगिन",
    delete_account: "खाता हटाने का",
  },
};

/** The text of an OTP SMS; it warns against sharing the code, since OTP scams are common. */
export function otpMessage(options: {
  code: string;
  purpose: VerificationPurpose;
  language: "en" | "hi";
}): string {
  const what = purposeWords[options.language][options.purpose];
  if (options.language === "hi") {
    return `आपका ReviewKaro ${what} कोड ${options.code} है। यह ${otpMinutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें। ReviewKaro कभी पैसे नहीं माँगता।`;
  }
  return `Your ReviewKaro ${what} code is ${options.code}. It is valid for ${otpMinutes} minutes. Do not share it with anyone. ReviewKaro never asks for money.`;
}
