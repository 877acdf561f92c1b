import { useEffect } from "react";
import type { FlashToast, TranslatedToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useToast } from "./ui/toast";

/**
 * Shows a toast each time it changes: one described by message keys of its own page (from a
 * loader or an action), or one the server has translated (a flash carried across a redirect).
 */
export function useFlashToast(toast: FlashToast | TranslatedToast | null | undefined) {
  const { t } = useTranslation();
  const showToast = useToast();
  useEffect(() => {
    if (!toast) return;
    if ("translated" in toast) {
      showToast({ title: toast.title, description: toast.description, variant: toast.variant });
      return;
    }
    showToast({
      title: translateKey(t, toast.title, toast.values),
      description: toast.description ? translateKey(t, toast.description, toast.values) : undefined,
      variant: toast.variant,
    });
  }, [toast, showToast, t]);
}
