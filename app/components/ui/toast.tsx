import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from "react";
import type { ShownToast, ToastInput } from "./toast-variants";

export type { ShownToast, ToastInput, ToastVariant } from "./toast-variants";

// Radix toast is a tenth of a page's script: it is downloaded with the first toast, not at start.
const Toaster = lazy(() => import("./toaster"));

const ShowToastContext = createContext<(toast: ToastInput | null) => void>(() => {});

/**
 * Shows a toast; the new one replaces whatever toast is on screen. `null` takes it away: a step
 * that has now succeeded clears what it raised, so no stale 'Upload Failed' stays up (decision 035).
 */
export function useToast(): (toast: ToastInput | null) => void {
  return useContext(ShowToastContext);
}

/** One toast at a time; the region stays once the first toast has come. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // Every toast a new id, even right after a `null`: a reused id keeps Radix's element, whose
  // timer then closes the new toast when the old one's 5 s end (a flash lost after a redirect).
  const lastId = useRef(0);
  const show = useCallback((toast: ToastInput | null) => {
    lastId.current += 1;
    const id = lastId.current;
    setCurrent(toast && { ...toast, id });
  }, []);
  const closed = useCallback((id: number) => {
    setCurrent((shown) => (shown?.id === id ? null : shown));
  }, []);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);

  return (
    <>
      <ShowToastContext.Provider value={show}>{children}</ShowToastContext.Provider>
      {needed ? (
        <Suspense fallback={null}>
          <Toaster current={current} onClosed={closed} />
        </Suspense>
      ) : null}
    </>
  );
}
