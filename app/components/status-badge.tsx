import { useTranslation } from "~/i18n/use-translation";
import { Badge } from "./ui/badge";

type Tone = "neutral" | "success" | "warning" | "danger";

const campaignTones: Record<string, Tone> = {
  active: "success",
  pending_approval: "warning",
  rejected: "danger",
};
const reviewTones: Record<string, Tone> = {
  approved: "success",
  rejected: "danger",
  removed: "danger",
};
const payoutTones: Record<string, Tone> = {
  paid: "success",
  processed: "success",
  rejected: "danger",
  failed: "danger",
  reversed: "danger",
  pending: "warning",
  held: "warning",
  queued: "warning",
  processing: "warning",
};

/**
 * A status in words (underscores shown as spaces). Campaigns: active green, pending approval
 * amber, rejected red, others grey. Reviews: approved green, rejected red, others neutral.
 */
export function StatusBadge({
  kind,
  status,
}: {
  kind: "campaign" | "review" | "payout";
  status: string;
}) {
  const { t } = useTranslation();
  const tones = kind === "campaign" ? campaignTones : kind === "review" ? reviewTones : payoutTones;
  // A pending payout is being processed, not waiting for a check: its words are its own.
  const key = kind === "payout" ? `payoutStatus.${status}` : `status.${status}`;
  const known = t(key as "status.active", { defaultValue: status.replace(/_/g, " ") });
  return (
    <Badge tone={tones[status] ?? "neutral"} data-status={status}>
      {known}
    </Badge>
  );
}
