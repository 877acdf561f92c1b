import { type ComponentProps, type ComponentType, type ReactNode, Suspense } from "react";
import { lazyComponent } from "../lazy-component";
import type { DialogContent as PanelContent } from "./dialog-panel";

// Radix's dialog (focus trap, scroll lock) is downloaded when a dialog first opens, not at start.
const DialogRoot = lazyComponent(() => import("./dialog-panel").then((panel) => panel.DialogRoot));
const LazyContent = lazyComponent(() =>
  import("./dialog-panel").then((panel) => panel.DialogContent),
);

/**
 * A dialog whose own code is downloaded when it first opens, together with Radix's panel: the
 * first open waits one round trip, not two (on a phone's 150 ms line the panel was asked for only
 * once the dialog's module had arrived and run), and the panel, already here when the dialog is
 * drawn, does not suspend it again (lazy-component.tsx; BENCHMARKS, issue 50).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyComponent(() =>
    Promise.all([load(), DialogRoot.preload(), LazyContent.preload()]).then(([dialog]) => dialog),
  );
}

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
