import {
  type ComponentProps,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useEffect,
  useState,
} from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "./ui/button";

const cooldownSeconds = 60;

/** How a form of the OTP steps posts: React Router's `Form` takes these as a plain `<form>` does. */
export type PostForm = ComponentType<
  Pick<ComponentProps<"form">, "id" | "className" | "noValidate" | "children"> & {
    method: "post";
    action?: string | undefined;
    onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  }
>;

/**
 * 'Resend OTP', usable again 60 s after a code was sent (`sentKey` changes with each send).
 * Without script it is always usable; the server's limit still applies. `children` are the
 * hidden fields the resend carries (the number, the signup's role). `Form` is how it posts: React
 * Router's `Form` on a hydrated page, a plain form in an island (otp-steps.tsx).
 */
export function ResendCode({
  Form,
  action,
  sentKey,
  busy,
  children,
}: {
  Form: PostForm;
  action?: string | undefined;
  sentKey: unknown;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  // A failed verification answers without a send time: the countdown of the last send goes on.
  const [lastSentKey, setLastSentKey] = useState<unknown>(null);
  if (sentKey && sentKey !== lastSentKey) setLastSentKey(sentKey);
  useEffect(() => {
    if (!lastSentKey) return;
    const until = Date.now() + cooldownSeconds * 1000;
    setRemaining(cooldownSeconds);
    // A countdown shown to the person: a timer is the right tool here.
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [lastSentKey]);

  return (
    <Form method="post" action={action} className="text-center">
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
    </Form>
  );
}
