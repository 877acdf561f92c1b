import { useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { type ActionResult, type AdminIntent, complaintKey } from "./admin-intents";
import type { ContactMessageRow, ContactMessagesList } from "./complaints.server";

/**
 * Messages from the contact page that wait for an answer, oldest first (decision 099), below the
 * complaints: the admin writes back by email, then marks the message answered.
 */
export function ContactMessages({ list, texts, lateCount, more }: ContactMessagesList) {
  return (
    <section aria-labelledby="contact-messages-heading" className="space-y-3">
      <div>
        <h2 id="contact-messages-heading" className="text-lg font-semibold text-ink-950">
          {texts.title}
          {lateCount ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
              {lateCount}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-ink-600">{texts.intro}</p>
      </div>
      {list.length === 0 ? (
        <p className="text-ink-600">{texts.empty}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((message) => (
            <ContactMessageCard key={message.id} message={message} texts={texts} />
          ))}
        </ul>
      )}
      {more ? <p className="text-sm text-ink-600">{more}</p> : null}
    </section>
  );
}

function ContactMessageCard({
  message,
  texts,
}: {
  message: ContactMessageRow;
  texts: ContactMessagesList["texts"];
}) {
  // The complaints' fetcher: the page shows its toast (route.tsx).
  const fetcher = useFetcher<ActionResult>({ key: complaintKey });
  return (
    <li>
      <Card
        className={cn("space-y-3 p-4", message.late && "border-amber-300")}
        data-testid="contact-message-card"
      >
        <div>
          <p className="font-semibold break-words text-ink-950">{message.from}</p>
          <p className="text-sm text-ink-600">
            {message.received} · {message.inLanguage}
          </p>
          {message.late ? <p className="text-sm font-medium text-amber-900">{texts.late}</p> : null}
        </div>
        <p className="whitespace-pre-line break-words text-ink-900">{message.message}</p>
        <fetcher.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="messageId" value={message.id} />
          <a href={message.mailto} className={buttonVariants({ variant: "outline" })}>
            {texts.replyByEmail}
          </a>
          <Button
            type="submit"
            name="intent"
            value={"mark-contact-answered" satisfies AdminIntent}
            disabled={fetcher.state !== "idle"}
          >
            {texts.markAnswered}
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}
