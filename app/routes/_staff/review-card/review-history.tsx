import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { EarlierVersion } from "~/domain/reviews/revision-history.server";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A revised review's earlier versions on its queue card (decision 028): the badge and the
 * reason it was rejected for in sight, the rest (text, rating, who and when, proof) folded. A
 * rating-blind reader gets no rating (decision 060).
 */
/** An earlier version as the card shows it: the reason already worded in the admin's language. */
export type EarlierVersionRow = Omit<EarlierVersion, "rejectionTemplate">;

export function ReviewHistory({
  reviewId,
  versions,
}: {
  reviewId: string;
  versions: readonly EarlierVersionRow[] | undefined;
}) {
  const { t } = useTranslation();
  if (!versions?.length) return null;
  return (
    <div className="space-y-2">
      <Badge tone="warning">{t("revisionHistory.revised")}</Badge>
      {versions.map((earlier) => (
        <EarlierVersionView key={earlier.version} reviewId={reviewId} earlier={earlier} />
      ))}
    </div>
  );
}

function EarlierVersionView({
  reviewId,
  earlier,
}: {
  reviewId: string;
  earlier: EarlierVersionRow;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  // Like the queue's own text: a preview, the rest when asked for.
  const wholeText = useFetcher<{ reviewText: string }>();
  const proof = `/proof/${reviewId}?version=${earlier.version}`;
  return (
    <div className="space-y-2">
      {earlier.rejectionReason ? (
        <p className="text-sm break-words whitespace-pre-line text-ink-900">
          {t("revisionHistory.reason", { reason: earlier.rejectionReason })}
        </p>
      ) : null}
      <details className="rounded-lg border border-ink-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">
          {t("revisionHistory.earlierVersion")}
        </summary>
        <div className="mt-2 space-y-2">
          <p className="text-ink-600">
            {t("revisionHistory.submitted", {
              date: formatDateTime(earlier.submittedAt, language),
            })}
            {earlier.rejectedAt ? (
              <>
                {" · "}
                {earlier.rejectedBy
                  ? t("revisionHistory.rejected", {
                      date: formatDateTime(earlier.rejectedAt, language),
                      name: earlier.rejectedBy,
                    })
                  : t("revisionHistory.rejectedNoAdmin", {
                      date: formatDateTime(earlier.rejectedAt, language),
                    })}
              </>
            ) : null}
          </p>
          {earlier.rating === null ? null : (
            <p className="font-medium text-ink-800">
              {t("revisionHistory.rating", { count: earlier.rating })}
            </p>
          )}
          <div className="space-y-1 rounded-lg bg-ink-50 p-3">
            <p className="break-words whitespace-pre-line text-ink-900">
              {wholeText.data?.reviewText ??
                (earlier.truncated ? `${earlier.reviewText}…` : earlier.reviewText)}
            </p>
            {earlier.truncated && !wholeText.data ? (
              <Button
                variant="link"
                size="sm"
                disabled={wholeText.state !== "idle"}
                onClick={() =>
                  wholeText.load(`/admin/reviews/${reviewId}/text?version=${earlier.version}`)
                }
              >
                {t("queue.readWholeReview")}
              </Button>
            ) : null}
          </div>
          <a href={proof} target="_blank" rel="noopener noreferrer" className="inline-block">
            <img
              src={proof}
              alt={t("revisionHistory.earlierProof")}
              loading="lazy"
              className="h-24 w-auto max-w-full rounded-md border border-ink-200 object-contain"
            />
          </a>
        </div>
      </details>
    </div>
  );
}
