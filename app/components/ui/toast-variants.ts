// What a toast is and how each variant looks, apart from toast.tsx (the provider, on every page)
// and toaster.tsx (Radix, loaded with the first toast), so that neither imports the other.
export type ToastVariant = "default" | "success" | "error";
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link to what the toast is about, on the same page (an `#id`). */
  link?: { label: string; href: string };
};
export type ShownToast = ToastInput & { id: number };

/**
 * Where toasts sit (decision 055): on a phone just below the 64 px header, or at the top while a
 * dialog is open (app.css), the dialog then at the bottom; bottom-left from 640 px.
 */
export const toastRegionClass =
  "toast-region pointer-events-none fixed top-16 left-0 z-[100] flex w-full max-w-sm flex-col p-3 sm:top-auto sm:bottom-2 sm:left-2";

export const toastVariantClass: Record<ToastVariant, string> = {
  default: "border-ink-200 bg-white text-ink-950",
  success: "border-green-300 bg-green-50 text-green-950",
  error: "border-red-300 bg-red-50 text-red-950",
};
