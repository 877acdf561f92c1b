import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import type { QueueCard } from "./queue-cards.server";

/**
 * A queued review's copy and reuse flags, for the admin only: each reason in words, the earlier
 * text beside this one and both proofs side by side (stacked on a narrow screen).
 */
export function ReviewFlags({
  reviewId,
  reviewText,
  flags,
  headingLevel = 4,
}: {
  reviewId: string;
  reviewText: string;
  flags: QueueCard["flags"];
  /** One below the card's own heading: h3 in the admin's list, h2 on the moderator's workbench. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    // A group, not a landmark: twenty queue cards would make forty regions of the same names.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a card's part
    <div
      role="group"
      aria-label={t("reviewFlags.heading")}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <Heading className="flex items-center gap-2 font-semibold text-amber-950">
        <Icon name="shield-alert" />
        {t("reviewFlags.heading")}
      </Heading>
      <p className="text-sm text-amber-950">{t("reviewFlags.hint")}</p>
      {(["copied_text", "reused_proof"] as const).map((kind) => {
        // The closest match side by side; the others of its kind as one line each, folded.
        const [closest, ...others] = flags.filter((flag) => flag.kind === kind);
        if (!closest) return null;
        return (
          <div key={kind} className="space-y-2">
            <p className="font-medium text-ink-950">{closest.reason}</p>
            {kind === "copied_text" ? (
              <div className="grid gap-2 md:grid-cols-2">
                <Compared title={t("reviewFlags.thisReview")}>
                  <p className="whitespace-pre-line">{reviewText}</p>
                </Compared>
                <Compared title={closest.earlierCaption}>
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
                <Compared title={closest.earlierCaption}>
                  <ProofThumbnail reviewId={closest.earlier.id} alt={closest.earlierAlt} />
                </Compared>
              </div>
            )}
            {others.length > 0 ? (
              <details className="text-sm text-ink-900">
                <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
                  {t(kind === "copied_text" ? "reviewFlags.moreTexts" : "reviewFlags.moreProofs", {
                    count: others.length,
                  })}
                </summary>
                <ul className="space-y-1 pl-4">
                  {others.map((flag) => (
                    <li key={flag.earlier.id} className="list-disc">
                      {kind === "copied_text" ? (
                        flag.reason
                      ) : (
                        <a
                          href={`/proof/${flag.earlier.id}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-11 items-center text-brand-700 underline"
                        >
                          {flag.earlierCaption}
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
    </div>
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
