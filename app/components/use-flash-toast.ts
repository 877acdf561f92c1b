import { useEffect } from "react";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { FlashToast } from "~/toast.server";
import { useToast } from "./ui/toast";

/** Shows a toast described by message keys (from a loader or an action) each time it changes. */
export function useFlashToast(toast: FlashToast | null | undefined) {
  const { t } = useTranslation();
  const showToast = useToast();
  useEffect(() => {
    if (!toast) return;
    showToast({
      title: translateKey(t, toast.title, toast.values),
      description: toast.description ? translateKey(t, toast.description, toast.values) : undefined,
      variant: toast.variant,
    });
  }, [toast, showToast, t]);
}
