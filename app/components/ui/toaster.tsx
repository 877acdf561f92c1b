import * as ToastPrimitive from "@radix-ui/react-toast";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./cn";
import { type ShownToast, SWIPE_THRESHOLD_PX, toastVariantClass } from "./toast-variants";

/**
 * The toast region (Radix): 5 s each, ✕ or a swipe right of 50 px takes it away, F8 focuses the
 * region. Loaded only once a page has something to say (see ToastProvider). At the bottom of a
 * phone's screen, compact, clear of the page's heading and first button, and bottom-left from
 * 640 px: never over a dialog's title, ✕ or actions (decisions 035, 055, 111).
 */
export default function Toaster({
  current,
  onClosed,
}: {
  current: ShownToast | null;
  onClosed: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t("common.notification")}
    >
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
          }}
          className={cn(
            "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 shadow-lg sm:p-4 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            toastVariantClass[current.variant ?? "default"],
          )}
        >
          <div className="min-w-0 flex-1">
            <ToastPrimitive.Title className="text-sm font-semibold sm:text-base">
              {current.title}
            </ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
            {current.link ? (
              <ToastPrimitive.Action asChild altText={current.link.label}>
                <a
                  href={current.link.href}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline"
                >
                  {current.link.label}
                </a>
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("common.dismiss")}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <Icon name="x" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={t("common.notifications")}
        className="toast-region outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
