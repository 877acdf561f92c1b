import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from "react";
import type { ShownToast, ToastInput, ToastVariant } from "./toast-variants";

export type { ShownToast, ToastInput, ToastVariant } from "./toast-variants";

// Radix toast is a tenth of a page's script: it is downloaded with the first toast, not at start.
const Toaster = lazy(() => import("./toaster"));

const ShowToastContext = createContext<(toast: ToastInput) => void>(() => {});
const ClearToastContext = createContext<(variant?: ToastVariant) => void>(() => {});

/** Shows a toast; the new one replaces whatever toast is on screen. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ShowToastContext);
}

/**
 * Takes the toast on screen away (only one of `variant` when given): a step that has now
 * succeeded clears the error it raised, so no stale 'Upload Failed' stays up (decision 035).
 */
export function useClearToast(): (variant?: ToastVariant) => void {
  return useContext(ClearToastContext);
}

/** One toast at a time; the region stays once the first toast has come. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((toast: ToastInput) => {
    setCurrent((previous) => ({ ...toast, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const closed = useCallback((id: number) => {
    setCurrent((shown) => (shown?.id === id ? null : shown));
  }, []);
  const clear = useCallback((variant?: ToastVariant) => {
    setCurrent((shown) => (!variant || shown?.variant === variant ? null : shown));
  }, []);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);

  return (
    <>
      <ShowToastContext.Provider value={show}>
        <ClearToastContext.Provider value={clear}>{children}</ClearToastContext.Provider>
      </ShowToastContext.Provider>
      {needed ? (
        <Suspense fallback={null}>
          <Toaster current={current} onClosed={closed} />
        </Suspense>
      ) : null}
    </>
  );
}
