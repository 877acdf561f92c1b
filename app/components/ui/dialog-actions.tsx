import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * A dialog form's two buttons: Cancel, and the one that sends the form's intent. On a phone they
 * stack, the sending one on top; from 640 px they sit side by side at the right.
 */
export function DialogActions({
  cancel,
  onCancel,
  cancelDisabled,
  submit,
  intent,
  destructive = false,
  disabled,
}: {
  cancel: ReactNode;
  onCancel: () => void;
  cancelDisabled?: boolean;
  submit: ReactNode;
  /** The form's `intent`, as the route's intent union names it. */
  intent: string;
  destructive?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancel}
      </Button>
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={destructive ? "destructive" : undefined}
        disabled={disabled}
      >
        {submit}
      </Button>
    </div>
  );
}
