import * as DialogPrimitive from "@radix-ui/react-dialog";
import { type ComponentProps, type ReactNode, useState } from "react";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./cn";
import { focusOpener, rememberOpener } from "./dialog-opener";

/** Radix's dialog, loaded by ./dialog.tsx only when a dialog opens. */
export const DialogRoot = DialogPrimitive.Root;

/**
 * A centred panel on a dimmed page; on phones it fills the width and sits at the bottom, leaving
 * the top of the screen to a toast (decision 055).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  const [opener] = useState(rememberOpener);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink-950/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed bottom-3 left-1/2 z-50 max-h-[calc(100dvh-9rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:max-h-[90dvh] sm:-translate-y-1/2",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={focusFirstField}
        onCloseAutoFocus={(event) => {
          if (focusOpener(opener)) event.preventDefault();
        }}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-lg font-semibold text-ink-950">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-600 hover:bg-ink-100"
            aria-label={t("common.close")}
          >
            <Icon name="x" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mb-4 text-sm text-ink-700">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog opens on its first field, not on ✕ (Radix's default is the first focusable element). */
function focusFirstField(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  let field = content.querySelector<HTMLElement>(
    "input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])",
  );
  if (!field) return;
  // A radio group is entered at its chosen option, as Tab would.
  if (field instanceof HTMLInputElement && field.type === "radio") {
    field =
      content.querySelector<HTMLElement>(`input[name="${CSS.escape(field.name)}"]:checked`) ??
      field;
  }
  event.preventDefault();
  field.focus();
}
