import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formatPhone } from "~/auth/format-phone";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { TextareaField } from "~/components/ui/textarea-field";
import { ComplaintClocks } from "~/routes/_complaints/complaint-clocks";
import { type ActionResult, type AdminIntent, complaintKey } from "./admin-intents";
import type { ComplaintRow, ComplaintsList } from "./complaints.server";
import { ListSection } from "./list-section";
import { RevealValue } from "./reveal-value";

/** The most a reply may hold (answer-complaint.server.ts), said by the textarea itself. */
const MAX_REPLY = 1000;

/** The Complaints tab: open complaints, overdue first, then by deadline (decision 078). */
export function Complaints({ list, texts, overdue, more }: ComplaintsList) {
  return (
    <ListSection
      id="complaints-heading"
      title={texts.title}
      late={overdue}
      lateClassName="bg-red-100 text-red-800"
      intro={texts.intro}
      empty={texts.empty}
      more={more}
    >
      {list.map((complaint) => (
        <ComplaintCard key={complaint.id} complaint={complaint} texts={texts} />
      ))}
    </ListSection>
  );
}

function ComplaintCard({
  complaint,
  texts,
}: {
  complaint: ComplaintRow;
  texts: ComplaintsList["texts"];
}) {
  const fetcher = useFetcher<ActionResult>({ key: complaintKey });
  const [reply, setReply] = useState("");
  const [outcome, setOutcome] = useState("");
  const [problem, setProblem] = useState<"reply" | "outcome" | null>(null);
  const id = useId();
  // The shared fetcher answers every card: only the card that sent clears its message.
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || !sent.current || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.toast?.variant === "success") setReply("");
  }, [fetcher.state, fetcher.data]);
  return (
    <li>
      <Card
        className={cn("space-y-3 p-4", complaint.overdue && "border-red-300")}
        data-testid="complaint-card"
      >
        <div>
          <h3 className="font-mono font-semibold text-ink-950">{complaint.ticketNumber}</h3>
          <p className="text-sm text-ink-600">{complaint.about}</p>
          <p className="text-sm text-ink-800">
            {texts.from}: {complaint.from}
          </p>
          <div className="text-sm text-ink-800">
            <RevealValue
              masked={complaint.maskedPhone}
              intent="reveal-phone"
              field={{ name: "complaintId", value: complaint.id }}
              format={formatPhone}
            />
          </div>
        </div>
        <ComplaintClocks clocks={complaint.clocks} />
        <p className="whitespace-pre-line break-words text-ink-900">{complaint.text}</p>
        {complaint.link ? (
          <p className="text-sm break-all text-ink-700">
            {texts.linkLabel}: {complaint.link}
          </p>
        ) : null}
        {complaint.acknowledgement ? (
          <div className="rounded-lg bg-ink-50 p-3">
            <p className="text-sm font-medium text-ink-600">{texts.acknowledgedWith}</p>
            <p className="whitespace-pre-line text-ink-900">{complaint.acknowledgement}</p>
          </div>
        ) : null}
        <fetcher.Form
          method="post"
          className="space-y-3"
          noValidate
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent)
              .submitter as HTMLButtonElement | null;
            const deciding = submitter?.value === ("decide-complaint" satisfies AdminIntent);
            const missing = reply.trim() === "" ? "reply" : deciding && !outcome ? "outcome" : null;
            if (missing) {
              event.preventDefault();
              setProblem(missing);
            } else sent.current = true;
          }}
        >
          <input type="hidden" name="complaintId" value={complaint.id} />
          <TextareaField
            id={`${id}-reply`}
            name="reply"
            label={texts.reply}
            hint={complaint.replyHint}
            rows={3}
            maxLength={MAX_REPLY}
            value={reply}
            errors={problem === "reply" ? [texts.replyRequired] : undefined}
            onChange={(event) => {
              setReply(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <fieldset
            className="flex flex-wrap gap-x-4"
            aria-describedby={problem === "outcome" ? `${id}-outcome-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink-800">{texts.outcome}</legend>
            {texts.outcomes.map((choice) => (
              <label key={choice.value} className="flex min-h-11 items-center gap-2 text-ink-900">
                <input
                  type="radio"
                  name="outcome"
                  value={choice.value}
                  checked={outcome === choice.value}
                  className="size-5 accent-brand-600"
                  onChange={() => {
                    setOutcome(choice.value);
                    setProblem(null);
                  }}
                />
                {choice.label}
              </label>
            ))}
            {problem === "outcome" ? (
              <p id={`${id}-outcome-error`} className="w-full text-sm font-medium text-red-700">
                {texts.outcomeRequired}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            {complaint.open ? (
              <Button
                type="submit"
                name="intent"
                value={"acknowledge-complaint" satisfies AdminIntent}
                variant="outline"
                disabled={fetcher.state !== "idle"}
              >
                {texts.acknowledge}
              </Button>
            ) : null}
            <Button
              type="submit"
              name="intent"
              value={"decide-complaint" satisfies AdminIntent}
              disabled={fetcher.state !== "idle"}
            >
              {texts.decide}
            </Button>
          </div>
        </fetcher.Form>
      </Card>
    </li>
  );
}
