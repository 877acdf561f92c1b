import { StaffNote } from "~/components/staff-note";
import type {
  OwnerDispute,
  OwnerReviewAnswer,
} from "~/domain/moderation/review-reports/owner-review-answers.server";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

const decided = {
  kept: ["ownerReviewAnswers.decidedKept", "ownerReviewAnswers.decidedKeptText"],
  removed_review: ["ownerReviewAnswers.decidedRemoved", "ownerReviewAnswers.decidedRemovedText"],
  removed_reply: [
    "ownerReviewAnswers.decidedReplyRemoved",
    "ownerReviewAnswers.decidedReplyRemovedText",
  ],
} as const;

/**
 * The answer to the business's dispute of this review (decision 108): 'Dispute sent' while the
 * team has not decided, then the decision and the admin's note in their own words.
 */
export function DisputeAnswer({ dispute }: { dispute: OwnerDispute | null }) {
  const { t, i18n } = useTranslation();
  if (!dispute) return null;
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  if (dispute.state === "open") {
    return (
      <div className="rounded-md bg-brand-50 px-3 py-2 text-sm" data-testid="dispute-answer">
        <p className="font-medium text-ink-950">{t("ownerReviewAnswers.disputeSent")}</p>
        <p className="text-ink-700">{t("ownerReviewAnswers.disputeSentText")}</p>
      </div>
    );
  }
  const [title, text] = decided[dispute.decision];
  return (
    <div className="space-y-2 rounded-md bg-ink-100 px-3 py-2 text-sm" data-testid="dispute-answer">
      <div>
        <p className="font-medium text-ink-950">{t(title)}</p>
        <p className="text-ink-700">{t(text)}</p>
        <p className="text-xs text-ink-600">
          {t("ownerReviewAnswers.decidedOn", {
            date: formatDateTime(dispute.decidedAt, language),
          })}
        </p>
      </div>
      <StaffNote text={dispute.note} />
    </div>
  );
}

/** Why a removed review's text is gone: removed by the team after a report, with its ground. */
export function RemovedAfterReport({ ground }: { ground: OwnerReviewAnswer["removalGround"] }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-ink-700 italic" data-testid="removed-after-report">
      {ground
        ? t("ownerReviewAnswers.removedAfterReport", { ground: t(`removalGround.${ground}`) })
        : t("ownerReviewAnswers.removedAfterReportNoGround")}
    </p>
  );
}
