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

export const toastVariantClass: Record<ToastVariant, string> = {
  default: "border-ink-200 bg-white text-ink-950",
  success: "border-green-300 bg-green-50 text-green-950",
  error: "border-red-300 bg-red-50 text-red-950",
};

/** A swipe right this far dismisses a toast (SPEC section 1: 50 px), on either toaster. */
export const SWIPE_THRESHOLD_PX = 50;
