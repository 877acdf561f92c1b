import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { useTranslation } from "~/i18n/use-translation";
import type { RejectionTexts } from "~/routes/_staff/review-card/rejection-texts.server";
import { HeldReviewCard, type WorkbenchReview } from "./held-review-card";
import { keyboardOnly, ShortcutKey } from "./shortcut-key";
import { ShortcutList } from "./shortcut-list";
import { useKeyShortcuts } from "./use-key-shortcuts";
import {
  type WorkbenchIntent,
  type WorkbenchResult,
  workbenchFetcherKey,
} from "./workbench-intents";

type Order = "oldest" | "risk";

/** 'Next review', the held review's card, the rating revealed after a check, the shortcuts. */
export function Workbench({
  held,
  waiting,
  rejectionTexts,
  order,
}: {
  held: WorkbenchReview | null;
  waiting: number;
  rejectionTexts: RejectionTexts | null;
  order: Order;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WorkbenchResult>({ key: workbenchFetcherKey });
  const [showShortcuts, setShowShortcuts] = useState(false);
  const shortcutsId = useId();
  const busy = fetcher.state !== "idle";
  const takeNext = () => {
    const intent: WorkbenchIntent = "next-review";
    fetcher.submit({ intent, order }, { method: "post" });
  };
  useKeyShortcuts((key) => {
    if (key === "?") {
      setShowShortcuts((shown) => !shown);
      return true;
    }
    if (key === "Escape" && showShortcuts) {
      setShowShortcuts(false);
      return true;
    }
    if (key === "n" && !held && !busy) {
      takeNext();
      return true;
    }
    return false;
  });
  const revealed = fetcher.data?.revealed;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-ink-700">{t("workbench.waiting", { count: waiting })}</p>
        <nav aria-label={t("workbench.order")} className="flex gap-1">
          {(["oldest", "risk"] as const).map((choice) => (
            <Link
              key={choice}
              to={choice === "risk" ? "?order=risk" : "?"}
              aria-current={order === choice ? "page" : undefined}
              className={cn(
                buttonVariants({ variant: order === choice ? "primary" : "outline", size: "sm" }),
                "min-h-11",
              )}
            >
              {t(choice === "risk" ? "workbench.riskiestFirst" : "workbench.oldestFirst")}
            </Link>
          ))}
        </nav>
        <Button
          variant="ghost"
          size="sm"
          className={cn("min-h-11", keyboardOnly)}
          aria-expanded={showShortcuts}
          aria-controls={shortcutsId}
          onClick={() => setShowShortcuts((shown) => !shown)}
        >
          {t("workbench.showShortcuts")}
        </Button>
      </div>
      {showShortcuts ? <ShortcutList id={shortcutsId} /> : null}
      {revealed && revealed.reviewId !== held?.id ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-ink-900">
          {revealed.rating === 1
            ? t("workbench.revealedOne")
            : t("workbench.revealed", { count: revealed.rating })}
        </p>
      ) : null}
      {held && rejectionTexts ? (
        <HeldReviewCard key={held.id} review={held} rejectionTexts={rejectionTexts} />
      ) : (
        <Card className="space-y-3 p-4">
          {waiting === 0 ? <p className="text-ink-700">{t("workbench.empty")}</p> : null}
          <Button className="min-h-11" disabled={busy} onClick={takeNext}>
            <Icon name="check" />
            {t("workbench.nextReview")}
            <ShortcutKey className="ml-1 opacity-80">n</ShortcutKey>
          </Button>
        </Card>
      )}
    </div>
  );
}
