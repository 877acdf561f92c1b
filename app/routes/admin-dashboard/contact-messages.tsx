import { useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { type ActionResult, type AdminIntent, complaintKey } from "./admin-intents";
import type { ContactMessageRow, ContactMessagesList } from "./complaints.server";
import { ListSection } from "./list-section";

/**
 * Messages from the contact page that wait for an answer, oldest first (decision 099), below the
 * complaints: the admin writes back by email, then marks the message answered.
 */
export function ContactMessages({ list, texts, lateCount, more }: ContactMessagesList) {
  return (
    <ListSection
      id="contact-messages-heading"
      title={texts.title}
      late={lateCount}
      lateClassName="bg-amber-100 text-amber-900"
      intro={texts.intro}
      empty={texts.empty}
      more={more}
    >
      {list.map((message) => (
        <ContactMessageCard key={message.id} message={message} texts={texts} />
      ))}
    </ListSection>
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
