import { useId } from "react";
import { Icon } from "~/components/icon";
import { useNonce } from "~/components/nonce";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./cn";
import { SWIPE_THRESHOLD_PX, type ToastInput, toastVariantClass } from "./toast-variants";

/**
 * A toast on a page that ships no script (landing, public reviews; decision 016): the same region,
 * look and 5 s as the Radix toaster, in plain HTML and CSS, so a flash such as the welcome after
 * a sign-in does not make the page download 13 KB of toast script (decision 015). The close
 * control is a label of a hidden checkbox; the toast hides itself after 5 s, a pause while the
 * pointer is over it or the focus in it (app.css), as the toaster's do. The SPEC's other two
 * (section 1): F8 focuses the list and a swipe right of 50 px dismisses it, by a few lines of
 * script drawn with the toast alone.
 */
export default function StaticToast({ toast }: { toast: ToastInput }) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const dismiss = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same region element as Radix's toaster, which the browser tests find by role
    <div
      role="region"
      aria-label={t("common.notifications").replace("{hotkey}", "F8")}
      className="toast-region"
      data-static-toast
    >
      {/* Focusable as Radix's list is, for F8; not in the tab order. */}
      <ol tabIndex={-1} className="outline-none">
        <li
          className={cn(
            "static-toast pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-xl border p-3 shadow-lg sm:p-4 has-checked:hidden",
            toastVariantClass[toast.variant ?? "default"],
          )}
        >
          <input type="checkbox" id={dismiss} className="sr-only" />
          {/* The news is read out from here: an item of a list cannot itself be a status. */}
          <div role="status" className="min-w-0 flex-1">
            <div className="text-sm font-semibold sm:text-base">{toast.title}</div>
            {toast.description ? (
              <div className="mt-1 text-sm opacity-90">{toast.description}</div>
            ) : null}
          </div>
          <label
            htmlFor={dismiss}
            className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <Icon name="x" className="size-4" />
            {/* A label's name is its text (axe: no aria-label on a label without a role). */}
            <span className="sr-only">{t("common.dismiss")}</span>
          </label>
        </li>
      </ol>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, under the nonce */}
      <script nonce={nonce} data-enhancement dangerouslySetInnerHTML={{ __html: TOAST_KEYS }} />
    </div>
  );
}

/**
 * F8 (no modifier) focuses the list; a pointer dragged right moves the toast with it, and let go
 * past SWIPE_THRESHOLD_PX ticks the dismiss box, short of it snaps back. Touch scrolls the page
 * up and down over the toast (touch-pan-y) and swipes it sideways.
 */
const TOAST_KEYS = `(()=>{const r=document.currentScript.parentElement,l=r.querySelector("ol"),t=r.querySelector("li"),c=r.querySelector("input");let x=null;addEventListener("keydown",e=>{if(e.key==="F8"&&!e.altKey&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey){e.preventDefault();l.focus()}});t.addEventListener("pointerdown",e=>{if(e.button||e.target.closest("label"))return;x=e.clientX;t.setPointerCapture(e.pointerId)});t.addEventListener("pointermove",e=>{if(x!==null)t.style.translate=Math.max(0,e.clientX-x)+"px"});const end=e=>{if(x===null)return;if(e.type==="pointerup"&&e.clientX-x>=${SWIPE_THRESHOLD_PX})c.checked=true;x=null;t.style.translate=""};t.addEventListener("pointerup",end);t.addEventListener("pointercancel",end)})()`;
