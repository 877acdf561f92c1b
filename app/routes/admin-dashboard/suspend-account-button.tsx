import { createContext, type ReactNode, Suspense, useContext, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/dialog";
import { type ActionResult, suspensionKey } from "./admin-intents";
import type { SuspendSubject } from "./suspend-account-dialog";
import type { SuspensionTexts } from "./suspension-texts.server";

// The dialog comes when an admin first suspends someone, not with every visit.
const SuspendAccountDialog = lazyDialog(() =>
  import("./suspend-account-dialog").then((module) => module.SuspendAccountDialog),
);

const TextsContext = createContext<SuspensionTexts | null>(null);

/** The dashboard's suspension words, translated by the server, for every row's button. */
export function SuspensionTextsProvider({
  texts,
  children,
}: {
  texts: SuspensionTexts;
  children: ReactNode;
}) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** 'Suspend reviewer' / 'Suspend business' on a row, with its dialog (decision 071). */
export function SuspendAccountButton({
  subject,
  who,
  account,
}: {
  subject: SuspendSubject;
  who: "reviewer" | "business";
  /** Names the account for screen readers, as the row shows it. */
  account: string;
}) {
  const texts = useContext(TextsContext);
  // One fetcher for every row, read by the page: a suspended reviewer's review leaves the queue.
  const fetcher = useFetcher<ActionResult>({ key: suspensionKey });
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so what was typed and closed is still there.
  const [opened, setOpened] = useState(false);
  if (!texts) return null;
  const label = who === "reviewer" ? texts.suspendReviewer : texts.suspendBusiness;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="text-red-800"
        aria-label={`${label}: ${account}`}
        disabled={fetcher.state !== "idle"}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {open || opened ? (
        <Suspense fallback={null}>
          <SuspendAccountDialog
            open={open}
            onOpenChange={setOpen}
            Form={fetcher.Form}
            subject={subject}
            texts={texts}
            busy={fetcher.state !== "idle"}
          />
        </Suspense>
      ) : null}
    </>
  );
}
