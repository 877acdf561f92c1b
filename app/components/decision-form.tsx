import type { FetcherWithComponents } from "react-router";
import { Button } from "./ui/button";
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
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
  );
}
