import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "./ui/button";
import { Dialog, DialogContent } from "./ui/dialog";
import { Input, Textarea } from "./ui/input";
import { Label } from "./ui/label";

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
  /** The hidden field naming what is decided on, such as `reviewId`. */
  subject: { name: string; value: string };
  field: {
    id: string;
    name: string;
    label: string;
    placeholder: string;
    maxLength: number;
    /** A reason takes a few lines; a reference one. */
    multiline: boolean;
  };
  intent: string;
  cancel: string;
  confirm: string;
  destructive?: boolean;
  busy: boolean;
}) {
  const [text, setText] = useState("");
  const fieldProps = {
    id: field.id,
    name: field.name,
    maxLength: field.maxLength,
    value: text,
    placeholder: field.placeholder,
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <Form method="post" className="space-y-4" onSubmit={() => onOpenChange(false)}>
          <input type="hidden" name={subject.name} value={subject.value} />
          <div className="space-y-1.5">
            <Label htmlFor={field.id}>{field.label}</Label>
            {field.multiline ? (
              <Textarea
                {...fieldProps}
                rows={3}
                onChange={(event) => setText(event.currentTarget.value)}
              />
            ) : (
              <Input
                {...fieldProps}
                autoComplete="off"
                onChange={(event) => setText(event.currentTarget.value)}
              />
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {cancel}
            </Button>
            <Button
              type="submit"
              name="intent"
              value={intent}
              variant={destructive ? "destructive" : undefined}
              disabled={busy || text.trim() === ""}
            >
              {confirm}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
