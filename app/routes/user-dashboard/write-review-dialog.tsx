import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { ProofPicker } from "~/components/proof-picker";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useToast } from "~/components/ui/toast";
import { useFlashToast } from "~/components/use-flash-toast";
import { MAX_PROOF_BYTES, mayBeProofImage, PROOF_ACCEPT } from "~/domain/proof-limits";
import { countWords, MAX_REVIEW_LENGTH, MIN_REVIEW_WORDS } from "~/domain/review-rules";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult } from "./action-result";
import type { AvailableCampaign } from "./available-campaigns";

/** Write Review for an available campaign. */
export function WriteReviewDialog({
  campaign,
  onClose,
}: {
  campaign: AvailableCampaign;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReviewDialog
      title={t("reviewer.writeTitle", { business: campaign.businessName })}
      intent="submit-review"
      fields={{ campaignId: campaign.id }}
      topics={campaign.topics}
      onClose={onClose}
    />
  );
}

/**
 * The review form in its dialog: Write Review, and the Revise of a rejected review, which
 * starts from the earlier text and rating, may keep its proof, and shows a notice on top.
 */
export function ReviewDialog({
  title,
  intent,
  fields,
  topics,
  initial,
  proofOptional = false,
  notice,
  onClose,
}: {
  title: string;
  intent: "submit-review" | "revise-review";
  /** Hidden fields naming what the review is for. */
  fields: Record<string, string>;
  topics: readonly string[];
  initial?: { text: string; rating: number };
  /** Revise: sending no new photo keeps the one sent before. */
  proofOptional?: boolean;
  notice?: React.ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const [text, setText] = useState(initial?.text ?? "");
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [preparing, setPreparing] = useState(false);
  const ratingName = useId();
  const words = countWords(text);
  const busy = fetcher.state !== "idle";
  const textError = busy ? undefined : fetcher.data?.errors?.reviewText;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (fetcher.data?.done === doneWhen[intent] && fetcher.state === "idle") closeRef.current();
  }, [fetcher.data, fetcher.state, intent]);

  const refuse = (title: string, description: string) =>
    showToast({ title: t(title as "reviewer.uploadFailedTitle"), description, variant: "error" });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Checked here first so nothing is uploaded in vain; the server checks all of it again.
    const proof = new FormData(event.currentTarget).get("proof");
    if (rating === null) {
      event.preventDefault();
      return refuse("reviewer.ratingRequiredTitle", t("reviewer.ratingRequiredText"));
    }
    if (words < MIN_REVIEW_WORDS) {
      event.preventDefault();
      return refuse("reviewer.tooShortTitle", t("reviewer.tooShortText"));
    }
    const noProof = !(proof instanceof File) || proof.size === 0;
    if (noProof && proofOptional) return;
    if (noProof) {
      event.preventDefault();
      return refuse("reviewer.proofRequiredTitle", t("reviewer.proofRequiredText"));
    }
    if (!(proof instanceof File) || !mayBeProofImage(proof)) {
      event.preventDefault();
      return refuse("reviewer.uploadFailedTitle", t("reviewer.uploadUnsupported"));
    }
    if (proof.size > MAX_PROOF_BYTES) {
      event.preventDefault();
      return refuse("reviewer.uploadFailedTitle", t("reviewer.uploadTooLarge"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? null : onClose())}>
      <DialogContent title={title}>
        {notice}
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>{t("reviewer.ruleOwnVisit")}</li>
          <li>{t("reviewer.ruleAnyRating")}</li>
          <li>{t("reviewer.ruleWords")}</li>
          <li>{t("reviewer.ruleProof")}</li>
          <li>{t("reviewer.ruleLabel")}</li>
        </ul>
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          onSubmit={onSubmit}
          noValidate
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset>
            <legend className="text-sm font-medium text-ink-800">{t("reviewer.rating")}</legend>
            <div role="radiogroup" aria-label={t("reviewer.rating")} className="mt-2 flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    className="peer sr-only"
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    aria-label={t("reviewer.star", { count: value })}
                  />
                  <Icon
                    name="star"
                    className={cn(
                      "size-10 rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600",
                      rating !== null && value <= rating
                        ? "fill-saffron-400 text-saffron-500"
                        : "fill-white text-ink-300",
                    )}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${ratingName}-text`}>{t("reviewer.reviewText")}</Label>
            <Textarea
              id={`${ratingName}-text`}
              name="reviewText"
              rows={6}
              maxLength={MAX_REVIEW_LENGTH}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              aria-invalid={textError ? true : undefined}
              aria-describedby={`${ratingName}-count ${ratingName}-topics${textError ? ` ${ratingName}-text-error` : ""}`}
            />
            {textError ? (
              <p id={`${ratingName}-text-error`} className="text-sm font-medium text-red-700">
                {translateKey(t, textError)}
              </p>
            ) : null}
            <p
              id={`${ratingName}-count`}
              className={cn(
                "text-sm",
                words >= MIN_REVIEW_WORDS ? "text-green-700" : "text-ink-600",
              )}
              aria-live="polite"
            >
              {t("reviewer.wordCount", { count: words })}
            </p>
            {topics.length ? (
              <p id={`${ratingName}-topics`} className="text-sm text-ink-600">
                {t("reviewer.topicsHint", { topics: topics.join(", ") })}
              </p>
            ) : null}
          </div>
          <ProofPicker
            id={`${ratingName}-proof`}
            optional={proofOptional}
            onPreparingChange={setPreparing}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {t("reviewer.cancel")}
            </Button>
            <Button type="submit" name="intent" value={intent} disabled={busy || preparing}>
              {busy ? t("reviewer.submitting") : t("reviewer.submit")}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** What the action answers when the dialog's request is done, and the dialog may close. */
const doneWhen = { "submit-review": "review", "revise-review": "revise" } as const;
