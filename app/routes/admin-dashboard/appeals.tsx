import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/textarea-field";
import { MAX_SUSPENSION_REASON_LENGTH, readTypedText } from "~/domain/moderation/suspension-texts";
import { type ActionResult, type AdminIntent, suspensionKey } from "./admin-intents";
import type { AppealRow, AppealsSection } from "./appeals.server";
import type { AppealTexts } from "./suspension-texts.server";

/** The Appeals tab: suspended people's one appeal each, oldest first (decision 071). */
export function Appeals({ list, texts, more }: NonNullable<AppealsSection["appeals"]>) {
  return (
    <section aria-labelledby="appeals-heading" className="space-y-3">
      <h2 id="appeals-heading" className="text-lg font-semibold text-ink-950">
        {texts.title}
      </h2>
      {list.length === 0 ? (
        <p className="text-ink-600">{texts.empty}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((appeal) => (
            <AppealCard key={appeal.id} appeal={appeal} texts={texts} />
          ))}
        </ul>
      )}
      {more ? <p className="text-sm text-ink-600">{more}</p> : null}
    </section>
  );
}

function AppealCard({ appeal, texts }: { appeal: AppealRow; texts: AppealTexts }) {
  const fetcher = useFetcher<ActionResult>({ key: suspensionKey });
  const [reply, setReply] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div>
          <h3 className="font-semibold text-ink-950">{appeal.person}</h3>
          <p className="text-sm text-ink-600">{appeal.suspendedOn}</p>
        </div>
        <div>
          <p className="text-sm font-medium text-ink-600">{texts.reasonLabel}</p>
          <p className="whitespace-pre-line text-ink-900">{appeal.reason}</p>
        </div>
        <div className="rounded-lg bg-ink-50 p-3">
          <p className="text-sm font-medium text-ink-600">{appeal.appealLabel}</p>
          <p className="whitespace-pre-line text-ink-900">{appeal.appealMessage}</p>
        </div>
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
          <input type="hidden" name="suspensionId" value={appeal.id} />
          <TextareaField
            id={`${id}-reply`}
            name="reply"
            label={texts.replyField}
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
            <Button
              type="submit"
              name="intent"
              value={"keep-suspension" satisfies AdminIntent}
              variant="outline"
              disabled={fetcher.state !== "idle"}
            >
              {texts.keep}
            </Button>
          </div>
        </fetcher.Form>
      </Card>
    </li>
  );
}
