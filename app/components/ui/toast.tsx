import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";

export type ToastVariant = "default" | "success" | "error";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

const ShowToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast; the new one replaces whatever toast is on screen. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ShowToastContext);
}

const variantClass: Record<ToastVariant, string> = {
  default: "border-ink-200 bg-white text-ink-950",
  success: "border-green-300 bg-green-50 text-green-950",
  error: "border-red-300 bg-red-50 text-red-950",
};

/** One toast at a time, 5 s each, swiped away right after 50 px, F8 focuses the region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const show = useCallback((toast: ToastInput) => {
    setCurrent((previous) => ({ ...toast, id: (previous?.id ?? 0) + 1 }));
  }, []);

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <ShowToastContext.Provider value={show}>{children}</ShowToastContext.Provider>
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) setCurrent((shown) => (shown?.id === current.id ? null : shown));
          }}
          className={cn(
            "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            variantClass[current.variant ?? "default"],
          )}
        >
          <div className="min-w-0 flex-1">
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("common.dismiss")}
            className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={t("common.notifications")}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col p-3 outline-none sm:right-2 sm:bottom-2"
      />
    </ToastPrimitive.Provider>
  );
}
