import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/i18n/use-translation";
import type { WorkbenchIntent } from "./workbench-intents";

/**
 * A new moderator's first screen (decision 110): what the job is and how the two checks work,
 * once; 'Got it' closes it for good.
 */
export function ModeratorWelcome({ words, holdMinutes }: { words: number; holdMinutes: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  if (fetcher.state !== "idle") return null;
  return (
    <Card className="space-y-3 border-brand-200 bg-brand-50 p-4" data-testid="moderator-welcome">
      <h2 className="text-lg font-semibold text-ink-950">{t("workbench.welcomeHeading")}</h2>
      <p className="text-ink-800">{t("workbench.welcomeIntro")}</p>
      <ol className="list-decimal space-y-1 pl-5 text-ink-800">
        <li>{t("workbench.welcomeCheckOne")}</li>
        <li>{t("workbench.welcomeCheckTwo", { words })}</li>
      </ol>
      <ul className="list-disc space-y-1 pl-5 text-ink-800">
        <li>{t("workbench.welcomeRating")}</li>
        <li>{t("workbench.welcomeApprove")}</li>
        <li>{t("workbench.welcomeReject")}</li>
        <li>{t("workbench.welcomeHold", { minutes: holdMinutes })}</li>
      </ul>
      <fetcher.Form method="post">
        <Button
          type="submit"
          name="intent"
          value={"dismiss-welcome" satisfies WorkbenchIntent}
          className="min-h-11"
        >
          {t("workbench.welcomeDismiss")}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
