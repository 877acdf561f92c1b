import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useFlashToast } from "~/components/use-flash-toast";
import { useTranslation } from "~/i18n/use-translation";
import type { AdminIntent, RevealAnswer } from "./admin-intents";

/**
 * A phone number or UPI ID shown masked ('98xxxxxx10', 'ki•••@okaxis') with a 'Show' button: the
 * server answers with the whole value once it has logged the view (decision 083).
 */
export function RevealValue({
  masked,
  intent,
  field,
  format = (value) => value,
  className,
  fetcherKey,
}: {
  masked: string;
  intent: Extract<AdminIntent, "reveal-phone" | "reveal-upi">;
  /** The form field naming what to show: the team member's, complaint's or payout's id. */
  field: { name: "memberId" | "complaintId" | "payoutId"; value: string };
  /** How the whole value is written once shown ('+91 98765 43210'). */
  format?: (value: string) => string;
  className?: string;
  /** Shares the answer with a card that shows more once the value is shown (a payout's QR). */
  fetcherKey?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RevealAnswer>(fetcherKey ? { key: fetcherKey } : undefined);
  useFlashToast(fetcher.data?.toast);
  const revealed = fetcher.data?.revealed;
  if (revealed) {
    return (
      <span className={className} data-testid="revealed-value">
        {format(revealed)}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" className="inline-flex flex-wrap items-center gap-x-2">
      <span className={className} title={t("accessLog.revealHint")}>
        {masked}
      </span>
      <input type="hidden" name={field.name} value={field.value} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="link"
        size="sm"
        disabled={fetcher.state !== "idle"}
      >
        {intent === "reveal-phone" ? t("accessLog.showPhone") : t("accessLog.showUpi")}
      </Button>
    </fetcher.Form>
  );
}
