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
};

/** The decision dialog's form: its one text, Cancel, and confirm once the text has more than spaces. */
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
  subject: { name: string; value: string };
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
  const fieldProps = {
    id: field.id,
    name: field.name,
    maxLength: field.maxLength,
    value: text,
    placeholder: field.placeholder,
  };
  return (
    <Form method="post" className="space-y-4" onSubmit={onClose}>
      <input type="hidden" name={subject.name} value={subject.value} />
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>{field.label}</Label>
        {field.multiline ? (
          <Textarea
            {...fieldProps}
            rows={3}
            onChange={(event) => onText(event.currentTarget.value)}
          />
        ) : (
          <Input
            {...fieldProps}
            autoComplete="off"
            onChange={(event) => onText(event.currentTarget.value)}
          />
        )}
      </div>
      <DialogActions
        cancel={cancel}
        onCancel={onClose}
        submit={confirm}
        intent={intent}
        destructive={destructive}
        disabled={busy || text.trim() === ""}
      />
    </Form>
  );
}
