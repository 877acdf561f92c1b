import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./cn";
import { type ToastInput, toastVariantClass } from "./toast-variants";

/**
 * A toast on a page that ships no script (landing, public reviews; decision 016): the same region,
 * look and 5 s as the Radix toaster, in plain HTML and CSS, so a flash such as the welcome after
 * a sign-in does not make the page download 13 KB of toast script (decision 015). The close
 * control is a label of a hidden checkbox; the toast hides itself after 5 s (app.css).
 */
export default function StaticToast({ toast }: { toast: ToastInput }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same region element as Radix's toaster, which the browser tests find by role
    <div
      role="region"
      aria-label={t("common.notifications").replace("{hotkey}", "F8")}
      className="toast-region"
    >
      <ol>
        <li
          className={cn(
            "static-toast pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 shadow-lg sm:p-4 has-checked:hidden",
            toastVariantClass[toast.variant ?? "default"],
          )}
        >
          <input type="checkbox" id="static-toast-dismiss" className="sr-only" />
          {/* The news is read out from here: an item of a list cannot itself be a status. */}
          <div role="status" className="min-w-0 flex-1">
            <div className="text-sm font-semibold sm:text-base">{toast.title}</div>
            {toast.description ? (
              <div className="mt-1 text-sm opacity-90">{toast.description}</div>
            ) : null}
          </div>
          <label
            htmlFor="static-toast-dismiss"
            className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <Icon name="x" className="size-4" />
            {/* A label's name is its text (axe: no aria-label on a label without a role). */}
            <span className="sr-only">{t("common.dismiss")}</span>
          </label>
        </li>
      </ol>
    </div>
  );
}
