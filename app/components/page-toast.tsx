import type { FlashToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import StaticToast from "./ui/static-toast";
import { toastInput, useFlashToast } from "./use-flash-toast";
import { useStaticPage } from "./use-static-page";

/**
 * A toast of the page's own answer (an action's 'OTP Sent'): on a page React Router hydrates,
 * Radix's; on a static page, the static toast, drawn by the server (decision 142). A failure is
 * said once, by the alert at the form (decision 035), so it is no toast unless `failuresToo`
 * (a page whose refusals have no alert of their own).
 */
export function PageToast({
  toast: answer,
  failuresToo = false,
}: {
  toast: FlashToast | null | undefined;
  failuresToo?: boolean;
}) {
  const { t } = useTranslation();
  const toast = answer?.variant === "error" && !failuresToo ? null : answer;
  useFlashToast(toast);
  const isStatic = useStaticPage();
  if (!import.meta.env.SSR || !isStatic || !toast) return null;
  return <StaticToast toast={toastInput(t, toast)} />;
}
