import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import type { DialogContent as PanelContent } from "./dialog-panel";

// Radix's dialog (focus trap, scroll lock) is downloaded when a dialog first opens, not at start.
const DialogRoot = lazy(() =>
  import("./dialog-panel").then((panel) => ({ default: panel.DialogRoot })),
);
const LazyContent = lazy(() =>
  import("./dialog-panel").then((panel) => ({ default: panel.DialogContent })),
);

/** A dialog shown while `open`; closed, it renders nothing (as Radix's does without a trigger). */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogRoot open onOpenChange={onOpenChange}>
        {children}
      </DialogRoot>
    </Suspense>
  );
}

/** A centred panel on a dimmed page; on phones it fills the width. */
export function DialogContent(props: ComponentProps<typeof PanelContent>) {
  return <LazyContent {...props} />;
}
