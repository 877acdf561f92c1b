import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CollectionNotice } from "~/components/collection-notice";
import { ProofPicker } from "~/components/proof-picker";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea-field";
import { useToast } from "~/components/ui/toast";
import { useFlashToast } from "~/components/use-flash-toast";
import { proofFileProblem, proofRefusals } from "~/domain/proofs/upload-limits";
import {
  countWords,
  MAX_REVIEW_LENGTH,
  MIN_REVIEW_WORDS,
  reviewContentProblems,
  reviewContentRefusals,
} from "~/domain/reviews/review-content";
import { type VisitWindow, visitProblems, visitRefusals } from "~/domain/reviews/visit";
import { kolkataDateKey } from "~/domain/shared/dates";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { AvailableCampaign } from "./available-campaigns";
import { RatingField } from "./rating-field";
import { type DraftOwner, DraftStatusLine, useReviewDraft } from "./review-draft";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";
import { VisitFields } from "./visit-fields";

/**
 * Write Review for an available campaign, kept on this phone as it is written (decision 131):
 * `sending` while the dashboard sends it after the network came back, `answer` when the server
 * refused a field of what the dashboard sent.
 */
export function WriteReviewDialog({
  campaign,
  userId,
  sending = false,
  answer,
  onClose,
}: {
  campaign: AvailableCampaign;
  userId: string;
  sending?: boolean;
  answer?: ActionResult | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReviewDialog
      title={t("reviewer.writeTitle", { business: campaign.businessName })}
      intent={"submit-review" satisfies ReviewerIntent}
      fields={{ campaignId: campaign.id }}
      topics={campaign.topics}
      visitWindow={{ today: kolkataDateKey(new Date()), earliest: campaign.startsOn }}
      draft={{ owner: { userId, campaign }, sending, answer }}
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
  visitWindow,
  draft,
  onClose,
}: {
  title: string;
  intent: Extract<ReviewerIntent, "submit-review" | "revise-review">;
  /** Hidden fields naming what the review is for. */
  fields: Record<string, string>;
  topics: readonly string[];
  initial?: { text: string; rating: number };
  /** Revise: sending no new photo keeps the one sent before. */
  proofOptional?: boolean;
  notice?: React.ReactNode;
  /** Write Review asks for the visit's date and the no-relationship tick; a revision keeps them. */
  visitWindow?: VisitWindow;
  /** Write Review: whose draft this is, kept on this phone (review-draft.tsx). */
  draft?: { owner: DraftOwner; sending: boolean; answer?: ActionResult | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const [text, setText] = useState(initial?.text ?? "");
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [preparing, setPreparing] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [visitedOn, setVisitedOn] = useState("");
  const [declared, setDeclared] = useState(false);
  // Checked on submit, then again at every change, as the person corrects (decision 035).
  const [checked, setChecked] = useState(false);
  // The server's refusal stays at its field until that field is changed.
  const [answered, setAnswered] = useState<ActionResult | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const kept = useReviewDraft(draft, { text, rating, visitedOn, declared, proof }, form, {
    fetcher,
    // What was typed before the draft was read stays; the draft fills the rest.
    onRestore: (saved) => {
      setText((typed) => typed || saved.text);
      setRating((typed) => typed ?? saved.rating);
      setVisitedOn((typed) => typed || saved.visitedOn);
      setDeclared((typed) => typed || saved.declared);
    },
  });
  // The dashboard's answer to the draft it sent, when no answer of this dialog's own is newer.
  const latest = fetcher.data ?? draft?.answer;
  const ratingName = useId();
  const ids = {
    rating: `${ratingName}-rating`,
    reviewText: `${ratingName}-text`,
    proof: `${ratingName}-proof`,
    visitedOn: `${ratingName}-visitedOn`,
    noRelationship: `${ratingName}-noRelationship`,
  };
  const words = countWords(text);
  const busy = fetcher.state !== "idle";
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (fetcher.data?.done === doneWhen[intent] && fetcher.state === "idle") closeRef.current();
  }, [fetcher.data, fetcher.state, intent]);

  // Checked here first, by the rule the server reads the form with, so nothing is uploaded in
  // vain; the server checks all of it again.
  const content = reviewContentProblems({ rating, reviewText: text });
  const proofFailure = proofFileProblem(proof, { optional: proofOptional });
  const visit = visitWindow
    ? visitProblems({ visitedOn, noRelationship: declared }, visitWindow)
    : { visitedOn: null, noRelationship: null };
  const problems = {
    rating: content.rating ? reviewContentRefusals[content.rating] : null,
    reviewText: content.reviewText ? reviewContentRefusals[content.reviewText] : null,
    visitedOn: visit.visitedOn ? visitRefusals[visit.visitedOn] : null,
    noRelationship: visit.noRelationship ? visitRefusals[visit.noRelationship] : null,
    // While a chosen photo is being made smaller it is not missing: its line says 'Preparing
    // photo…' instead of 'Proof Required' (issue 46, point 14).
    proof: proofFailure && !preparing ? proofRefusals[proofFailure] : null,
  };
  const server = busy || answered === latest ? undefined : latest?.field;
  const errorOf = (name: keyof typeof problems) => {
    const own = checked ? problems[name] : null;
    if (own) return { title: translateKey(t, own.title), text: translateKey(t, own.message) };
    if (server?.name === name)
      return {
        title: translateKey(t, server.title, server.values),
        text: translateKey(t, server.text, server.values),
      };
    return null;
  };
  const errors = {
    rating: errorOf("rating"),
    reviewText: errorOf("reviewText"),
    visitedOn: errorOf("visitedOn"),
    noRelationship: errorOf("noRelationship"),
    proof: errorOf("proof"),
  };
  const changed = (name: keyof typeof problems) => {
    if (server?.name === name) setAnswered(latest);
  };
  const describedBy = (name: keyof typeof problems, others: string) =>
    errors[name] ? `${others} ${ids[name]}-error`.trim() : others || undefined;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setChecked(true);
    const first = (Object.keys(problems) as (keyof typeof problems)[]).find(
      (name) => problems[name],
    );
    if (!first) {
      // With no network it stays on this phone, to be sent when the network is back.
      const offline = !navigator.onLine;
      if (!draft) return;
      if (offline) event.preventDefault();
      void kept.queue(offline);
      return;
    }
    event.preventDefault();
    // Focus goes to the first field to fix; its message is read with it.
    const control = event.currentTarget.querySelector<HTMLElement>(
      first === "rating" ? 'input[name="rating"]' : `#${CSS.escape(ids[first])}`,
    );
    control?.focus();
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
          ref={form}
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          onSubmit={onSubmit}
          noValidate
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {draft ? <input type="hidden" name="submissionKey" value={kept.submissionKey} /> : null}
          <RatingField
            id={ids.rating}
            rating={rating}
            error={errors.rating}
            describedBy={describedBy("rating", "")}
            onChange={(value) => {
              setRating(value);
              changed("rating");
            }}
          />
          <div className="space-y-1.5">
            <Label htmlFor={ids.reviewText}>{t("reviewer.reviewText")}</Label>
            <Textarea
              id={ids.reviewText}
              name="reviewText"
              rows={6}
              maxLength={MAX_REVIEW_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                changed("reviewText");
              }}
              aria-invalid={errors.reviewText ? true : undefined}
              aria-describedby={describedBy(
                "reviewText",
                `${ratingName}-count ${ratingName}-topics`,
              )}
            />
            <FieldError
              id={`${ids.reviewText}-error`}
              title={errors.reviewText?.title}
              errors={errors.reviewText ? [errors.reviewText.text] : undefined}
            />
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
          {visitWindow ? (
            <VisitFields
              idPrefix={ratingName}
              window={visitWindow}
              visitedOn={visitedOn}
              declared={declared}
              errors={errors}
              onVisitedOnChange={(value) => {
                setVisitedOn(value);
                changed("visitedOn");
              }}
              onDeclaredChange={(value) => {
                setDeclared(value);
                changed("noRelationship");
              }}
            />
          ) : null}
          <div className="space-y-1.5">
            <ProofPicker
              id={ids.proof}
              optional={proofOptional}
              invalid={Boolean(errors.proof)}
              describedBy={describedBy("proof", "")}
              restore={kept.restored}
              onPreparingChange={(value) => {
                setPreparing(value);
                // A new photo answers the server's refusal of the last one.
                if (value) changed("proof");
              }}
              onFileChange={(chosen) => {
                setProof(chosen);
                changed("proof");
                // A photo that will do ends whatever an earlier one raised.
                if (!proofFileProblem(chosen, { optional: proofOptional })) showToast(null);
              }}
            />
            <FieldError
              id={`${ids.proof}-error`}
              title={errors.proof?.title}
              errors={errors.proof ? [errors.proof.text] : undefined}
            />
            <CollectionNotice text="consent.proofNotice" />
          </div>
          {draft ? <DraftStatusLine status={draft.sending ? "sending" : kept.status} /> : null}
          <DialogActions
            cancel={t("reviewer.cancel")}
            onCancel={onClose}
            cancelDisabled={busy}
            submit={
              busy
                ? t("reviewer.submitting")
                : preparing
                  ? t("reviewer.preparingPhoto")
                  : t("reviewer.submit")
            }
            intent={intent}
            disabled={busy || preparing}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** What the action answers when the dialog's request is done, and the dialog may close. */
const doneWhen = { "submit-review": "review", "revise-review": "revise" } as const;
