import type { TFunction } from "i18next";
import { useEffect } from "react";
import type { FlashToast, TranslatedToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useToast } from "./ui/toast";
import type { ToastInput } from "./ui/toast-variants";

/**
 * Shows a toast each time it changes: one described by message keys of its own page (from a
 * loader or an action), or one the server has translated (a flash carried across a redirect).
 */
export function useFlashToast(toast: FlashToast | TranslatedToast | null | undefined) {
  const { t } = useTranslation();
  const showToast = useToast();
  useEffect(() => {
    if (toast) showToast(toastInput(t, toast));
  }, [toast, showToast, t]);
}

/** What a toast says, in the reader's language: its keys translated, or as the server wrote it. */
export function toastInput(t: TFunction, toast: FlashToast | TranslatedToast): ToastInput {
  if ("translated" in toast) {
    return { title: toast.title, description: toast.description, variant: toast.variant };
  }
  return {
    title: translateKey(t, toast.title, toast.values),
    description: toast.description ? translateKey(t, toast.description, toast.values) : undefined,
    variant: toast.variant,
  };
}
