import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { DecisionField } from "./decision-form";
import { lazyComponent } from "./lazy-component";
import { Dialog, DialogContent } from "./ui/dialog";

// The form inside is downloaded when a decision dialog first opens, like the dialog itself, and
// asked for at the same moment as the dialog's panel (not once the panel has come: one round
// trip on a phone's line, not two).
const DecisionForm = lazyComponent(() =>
  import("./decision-form").then((module) => module.default),
);

/**
 * An admin's decision that needs one text first (a reason, a payment reference): a dialog with
 * that field, Cancel, and a confirm button that stays off until the field has more than spaces.
 * The text outlives closing the dialog, so reopening it shows what was typed.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  description,
  Form,
  subject,
  field,
  intent,
  cancel,
  confirm,
  destructive = false,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The fetcher's form, so the answer lands where the row reads it. */
  Form: FetcherWithComponents<unknown>["Form"];
  /**
   * The hidden field naming what is decided on, such as `reviewId`, and the version of it shown,
   * when a change since must refuse the decision (decision 102).
   */
  subject: { name: string; value: string; version?: number };
  field: DecisionField;
  intent: string;
  cancel: string;
  confirm: string;
  destructive?: boolean;
  busy: boolean;
}) {
  const [text, setText] = useState("");
  if (open) void DecisionForm.preload();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DecisionForm
          Form={Form}
          subject={subject}
          field={field}
          intent={intent}
          cancel={cancel}
          confirm={confirm}
          destructive={destructive}
          busy={busy}
          text={text}
          onText={setText}
          onClose={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
