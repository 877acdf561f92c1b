import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "./ui/button";

const cooldownSeconds = 60;
const storageKey = "reviewkaro.resend-after";

type Countdown = { phone: string; sentAt: number; until: number };

/**
 * When 'Resend OTP' is usable again, by this browser's clock, for the code sent to `phone` at
 * `sentAt` (the server's time of the send): kept in the tab's session storage, because each
 * answer of the OTP screens is a new page (decision 141) and a wrong code's answer carries no send
 * time. Without storage the countdown starts at each send and a wrong code ends it (the server's
 * limit still holds).
 */
export function resendAfter(phone: string, sentAt: number): number {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as Countdown | null;
    if (stored?.phone === phone && (sentAt === 0 || stored.sentAt === sentAt)) return stored.until;
    if (sentAt === 0) return 0;
    const until = Date.now() + cooldownSeconds * 1000;
    sessionStorage.setItem(storageKey, JSON.stringify({ phone, sentAt, until }));
    return until;
  } catch {
    return sentAt === 0 ? 0 : Date.now() + cooldownSeconds * 1000;
  }
}

/**
 * 'Resend OTP', usable again 60 s after a code was sent to `phone` (`sentAt`, the server's time
 * of the send; 0 when the answer does not say, as after a wrong code: the last send's countdown
 * goes on). Without script it is always usable; the server's limit still applies. `children` are
 * the hidden fields the resend carries (the number, the signup's role). It posts as a document,
 * as the rest of an OTP screen's island (otp-steps.tsx).
 */
export function ResendCode({
  action,
  phone,
  sentAt,
  busy,
  children,
}: {
  action?: string | undefined;
  phone: string;
  sentAt: number;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    const until = resendAfter(phone, sentAt);
    const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
    setRemaining(left());
    if (left() === 0) return;
    // A countdown shown to the person: a timer is the right tool here.
    const timer = setInterval(() => {
      setRemaining(left());
      if (left() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [phone, sentAt]);

  return (
    <form method="post" action={action} className="text-center">
      {children}
      <Button
        type="submit"
        name="intent"
        value="resend"
        variant="link"
        disabled={remaining > 0 || busy}
      >
        {remaining > 0 ? t("auth.resendIn", { count: remaining }) : t("auth.resendOtp")}
      </Button>
    </form>
  );
}
