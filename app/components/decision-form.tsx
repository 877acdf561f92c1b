import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { DialogActions } from "./ui/dialog-actions";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { Textarea } from "./ui/textarea-field";

/** The one text a decision asks for. */
export type DecisionField = {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** A reason takes a few lines; a reference one. */
  multiline: boolean;
  /** Said at the field when the confirm button is pressed with nothing typed. */
  required: string;
};

/**
 * The decision dialog's form: its one text, Cancel, and confirm; confirming with only spaces says
 * at the field what is missing (decision 054), as the review dialogs do, instead of a grey button.
 */
export default function DecisionForm({
  Form,
  subject,
  field,
  intent,
  cancel,
  confirm,
  destructive,
  busy,
  text,
  onText,
  onClose,
}: {
  Form: FetcherWithComponents<unknown>["Form"];
  subject: { name: string; value: string; version?: number };
  field: DecisionField;
  intent: string;
  cancel: string;
  confirm: string;
  destructive: boolean;
  busy: boolean;
  text: string;
  onText: (text: string) => void;
  onClose: () => void;
}) {
  const [missing, setMissing] = useState(false);
  const errorId = `${field.id}-error`;
  const fieldProps = {
    id: field.id,
    name: field.name,
    maxLength: field.maxLength,
    value: text,
    placeholder: field.placeholder,
    "aria-invalid": missing ? true : undefined,
    "aria-describedby": missing ? errorId : undefined,
  };
  return (
    <Form
      method="post"
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        if (text.trim() === "") {
          event.preventDefault();
          setMissing(true);
          event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(field.id)}`)?.focus();
          return;
        }
        onClose();
      }}
    >
      <input type="hidden" name={subject.name} value={subject.value} />
      {subject.version === undefined ? null : (
        <input type="hidden" name="version" value={subject.version} />
      )}
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>{field.label}</Label>
        {field.multiline ? (
          <Textarea
            {...fieldProps}
            rows={3}
            onChange={(event) => {
              onText(event.currentTarget.value);
              setMissing(false);
            }}
          />
        ) : (
          <Input
            {...fieldProps}
            autoComplete="off"
            onChange={(event) => {
              onText(event.currentTarget.value);
              setMissing(false);
            }}
          />
        )}
        {missing ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {field.required}
          </p>
        ) : null}
      </div>
      <DialogActions
        cancel={cancel}
        onCancel={onClose}
        submit={confirm}
        intent={intent}
        destructive={destructive}
        disabled={busy}
      />
    </Form>
  );
}
