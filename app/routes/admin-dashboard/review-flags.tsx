import { Icon } from "~/components/icon";
import { formatDate } from "~/domain/dates";
import type { QueueFlag } from "~/domain/review-flag-lists.server";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Resizing and re-saving move a perceptual hash by 0–2 of 64 bits, crops and edits by more
 * (decision 026); the admin reads which in words, not in bits.
 */
const RESAVED_PROOF_DISTANCE = 2;

/**
 * A queued review's copy and reuse flags, for the admin only: each reason in words, the earlier
 * text beside this one and both proofs side by side (stacked on a narrow screen).
 */
export function ReviewFlags({
  reviewId,
  reviewText,
  flags,
}: {
  reviewId: string;
  reviewText: string;
  flags: QueueFlag[];
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  if (flags.length === 0) return null;
  const reasonOf = (flag: QueueFlag) =>
    flag.kind === "copied_text"
      ? t("reviewFlags.copiedText", {
          percent: flag.score,
          business: flag.earlier.businessName,
          date: formatDate(flag.earlier.createdAt, language),
        })
      : flag.sameBytes
        ? t("reviewFlags.reusedProofSameFile")
        : flag.score <= RESAVED_PROOF_DISTANCE
          ? t("reviewFlags.reusedProofResaved")
          : t("reviewFlags.reusedProofEdited");
  return (
    <section
      aria-label={t("reviewFlags.heading")}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <h4 className="flex items-center gap-2 font-semibold text-amber-950">
        <Icon name="shield-alert" />
        {t("reviewFlags.heading")}
      </h4>
      <p className="text-sm text-amber-950">{t("reviewFlags.hint")}</p>
      {(["copied_text", "reused_proof"] as const).map((kind) => {
        // The closest match side by side; the others of its kind as one line each, folded.
        const [closest, ...others] = flags.filter((flag) => flag.kind === kind);
        if (!closest) return null;
        const business = closest.earlier.businessName;
        const date = formatDate(closest.earlier.createdAt, language);
        return (
          <div key={kind} className="space-y-2">
            <p className="font-medium text-ink-950">{reasonOf(closest)}</p>
            {kind === "copied_text" ? (
              <div className="grid gap-2 md:grid-cols-2">
                <Compared title={t("reviewFlags.thisReview")}>
                  <p className="whitespace-pre-line">{reviewText}</p>
                </Compared>
                <Compared title={t("reviewFlags.earlierReview", { business, date })}>
                  <p className="whitespace-pre-line">
                    {closest.earlier.truncated ? `${closest.earlier.text}…` : closest.earlier.text}
                  </p>
                </Compared>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Compared title={t("reviewFlags.thisProof")}>
                  <ProofThumbnail reviewId={reviewId} alt={t("reviewFlags.thisProofAlt")} />
                </Compared>
                <Compared title={t("reviewFlags.earlierProof", { business, date })}>
                  <ProofThumbnail
                    reviewId={closest.earlier.id}
                    alt={t("reviewFlags.earlierProofAlt", { business })}
                  />
                </Compared>
              </div>
            )}
            {others.length > 0 ? (
              <details className="text-sm text-ink-900">
                <summary className="flex min-h-10 cursor-pointer items-center font-medium text-brand-700">
                  {t(kind === "copied_text" ? "reviewFlags.moreTexts" : "reviewFlags.moreProofs", {
                    count: others.length,
                  })}
                </summary>
                <ul className="space-y-1 pl-4">
                  {others.map((flag) => (
                    <li key={flag.earlier.id} className="list-disc">
                      {kind === "copied_text" ? (
                        reasonOf(flag)
                      ) : (
                        <a
                          href={`/proof/${flag.earlier.id}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand-700 underline"
                        >
                          {t("reviewFlags.earlierProof", {
                            business: flag.earlier.businessName,
                            date: formatDate(flag.earlier.createdAt, language),
                          })}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

function Compared({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1 rounded-md bg-white p-2 text-sm text-ink-900">
      <figcaption className="text-xs font-semibold text-ink-700 [overflow-wrap:anywhere]">
        {title}
      </figcaption>
      {children}
    </figure>
  );
}

/** Through the proof route, which shows a proof to admins and its author only. */
function ProofThumbnail({ reviewId, alt }: { reviewId: string; alt: string }) {
  return (
    // mt-auto: both thumbnails line up whatever the length of their captions.
    <a
      href={`/proof/${reviewId}`}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-auto block"
    >
      <img
        src={`/proof/${reviewId}`}
        alt={alt}
        loading="lazy"
        className="h-32 w-full rounded border border-ink-200 object-contain"
      />
    </a>
  );
}
