import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/textarea-field";
import { MAX_SUSPENSION_REASON_LENGTH, readTypedText } from "~/domain/moderation/suspension-texts";
import { type ActionResult, type AdminIntent, suspensionKey } from "./admin-intents";
import type { AppealTexts } from "./suspension-texts.server";

/**
 * The admin's reply the person reads, with 'Lift suspension' and, answering an appeal, 'Keep
 * suspension' (decision 071): a suspension in force may be lifted with or without an appeal.
 */
export function SuspensionReplyForm({
  suspensionId,
  texts,
  hint,
  withKeep,
}: {
  suspensionId: string;
  texts: AppealTexts;
  /** The language the person reads the answer in (decision 109). */
  hint?: string;
  withKeep: boolean;
}) {
  const fetcher = useFetcher<ActionResult>({ key: suspensionKey });
  const [reply, setReply] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();
  return (
    <fetcher.Form
      method="post"
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        if (!readTypedText(reply, { max: MAX_SUSPENSION_REASON_LENGTH }).ok) {
          event.preventDefault();
          setMissing(true);
          event.currentTarget.querySelector("textarea")?.focus();
        }
      }}
    >
      <input type="hidden" name="suspensionId" value={suspensionId} />
      <TextareaField
        id={`${id}-reply`}
        name="reply"
        label={texts.replyField}
        hint={hint}
        rows={3}
        maxLength={MAX_SUSPENSION_REASON_LENGTH}
        value={reply}
        errors={missing ? [texts.replyRequired] : undefined}
        onChange={(event) => {
          setReply(event.currentTarget.value);
          setMissing(false);
        }}
      />
      <p className="text-sm text-ink-600">{texts.liftNote}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          name="intent"
          value={"lift-suspension" satisfies AdminIntent}
          disabled={fetcher.state !== "idle"}
        >
          {texts.lift}
        </Button>
        {withKeep ? (
          <Button
            type="submit"
            name="intent"
            value={"keep-suspension" satisfies AdminIntent}
            variant="outline"
            disabled={fetcher.state !== "idle"}
          >
            {texts.keep}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
