import { type RefObject, useEffect, useRef, useState } from "react";
import type { CaptureFacts } from "~/browser/camera-photo";
import {
  afterAnswer,
  captureFactsOf,
  captureOf,
  deleteDraft,
  isBlank,
  loadDraft,
  newSubmissionKey,
  type ReviewDraft,
  refreshQueuedDraft,
  saveDraft,
} from "~/browser/review-drafts";
import { Icon } from "~/components/icon";
import { cn } from "~/components/ui/cn";
import { proofFileProblem } from "~/domain/proofs/upload-limits";
import { useTranslation } from "~/i18n/use-translation";
import type { AvailableCampaign } from "./available-campaigns";
import type { ActionResult } from "./reviewer-intents";

/** Whose draft of which campaign Write Review keeps (decision 131). */
export type DraftOwner = { userId: string; campaign: AvailableCampaign };
export type DraftStatus = "saved" | "queued" | "sending" | null;
type Values = Pick<ReviewDraft, "text" | "rating" | "visitedOn" | "declared"> & {
  proof: File | null;
};

/**
 * Write Review's draft on this phone: loaded when the dialog opens (and handed to `onRestore`),
 * saved a moment after each change, queued when submitted offline, and settled by the answer.
 * Without an owner (Revise) it only gives a submission key, which nothing reads.
 */
export function useReviewDraft(
  draft: { owner: DraftOwner; answer?: ActionResult | undefined } | undefined,
  values: Values,
  form: RefObject<HTMLFormElement | null>,
  options: {
    /** The dialog's own request: its answer settles the draft. */
    fetcher: { state: string; data?: ActionResult | undefined };
    onRestore: (draft: ReviewDraft) => void;
  },
) {
  const owner = draft?.owner;
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);
  const [status, setStatus] = useState<DraftStatus>(null);
  const [restored, setRestored] = useState<{ photo: File; facts: CaptureFacts | null } | null>(
    null,
  );
  // State, not a ref: words typed before the phone's store answered are saved once it has.
  const [loaded, setLoaded] = useState(false);
  const queued = useRef(false);
  const restore = useRef(options.onRestore);
  restore.current = options.onRestore;
  const userId = owner?.userId;
  const campaignId = owner?.campaign.id;

  useEffect(() => {
    if (!userId || !campaignId) return;
    let open = true;
    void loadDraft(userId, campaignId).then((draft) => {
      if (!open) return;
      if (draft && draft.userId === userId) {
        setSubmissionKey(draft.submissionKey);
        queued.current = draft.queued;
        setStatus(draft.queued ? "queued" : "saved");
        restore.current(draft);
        if (draft.photo) setRestored({ photo: draft.photo, facts: captureFactsOf(draft.capture) });
      }
      setLoaded(true);
    });
    return () => {
      open = false;
    };
  }, [userId, campaignId]);

  // What the form holds now: the photo and the camera's fields are read from the form itself.
  const current = (): ReviewDraft | null => {
    if (!owner || !form.current) return null;
    const data = new FormData(form.current);
    const photo = data.get("proof");
    return {
      userId: owner.userId,
      campaign: owner.campaign,
      submissionKey,
      text: values.text,
      rating: values.rating,
      visitedOn: values.visitedOn,
      declared: values.declared,
      // Only a photo the server would take is kept: a 20 MB file is refused, not stored.
      photo: photo instanceof File && !proofFileProblem(photo, { optional: false }) ? photo : null,
      capture: captureOf(data),
      queued: queued.current,
    };
  };
  /**
   * `own`: the dialog's own submit or answer, which writes the draft whatever is stored. The
   * timer's save of a queued draft only refreshes it while it is still queued: the dashboard may
   * have sent and deleted it meanwhile, and it must not come back to be sent again.
   */
  const store = async (shown?: DraftStatus, own = false) => {
    const draft = current();
    if (!draft) return;
    if (isBlank(draft) && !draft.queued) {
      await deleteDraft(draft.userId, draft.campaign.id);
      setStatus(null);
      return;
    }
    if (draft.queued && !own) {
      await refreshQueuedDraft(draft);
      return;
    }
    await saveDraft(draft);
    setStatus(shown ?? (draft.queued ? "queued" : "saved"));
  };
  const storeLater = useRef(store);
  storeLater.current = store;

  // Saved a moment after the person stops typing, not at every key.
  const { text, rating, visitedOn, declared, proof } = values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are what the timer waits on
  useEffect(() => {
    if (!owner || !loaded) return;
    const timer = setTimeout(() => void storeLater.current(), 400);
    return () => clearTimeout(timer);
  }, [loaded, text, rating, visitedOn, declared, proof]);

  const settle = async (answer: ActionResult) => {
    if (!owner) return;
    const next = afterAnswer(answer);
    queued.current = next === "queue";
    if (next !== "delete") return store(next === "queue" ? "queued" : "saved", true);
    await deleteDraft(owner.userId, owner.campaign.id);
    setStatus(null);
  };
  const settleLater = useRef(settle);
  settleLater.current = settle;
  const { state, data } = options.fetcher;
  const drafted = Boolean(owner);
  useEffect(() => {
    if (drafted && state === "idle" && data) void settleLater.current(data);
  }, [drafted, state, data]);
  // The dashboard sent it and the server refused a field: it is being written again.
  const answer = draft?.answer;
  useEffect(() => {
    if (!answer) return;
    queued.current = false;
    setStatus((was) => (was ? "saved" : was));
  }, [answer]);

  return {
    submissionKey,
    status,
    /** The photo of a restored draft, for the proof field. */
    restored,
    /**
     * Submitted: kept as waiting to be sent until the answer comes, so a tab closed on the way
     * sends it again (once, by its key); with no network the dashboard sends it when it is back.
     */
    queue: async (offline: boolean) => {
      queued.current = true;
      await store(offline ? "queued" : "sending", true);
    },
  };
}

/** Where the draft is, in words, read out as it changes. */
export function DraftStatusLine({ status }: { status: DraftStatus }) {
  const { t } = useTranslation();
  const waiting = status === "queued" || status === "sending";
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 text-sm",
        waiting
          ? "rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950"
          : "text-ink-600",
      )}
    >
      {status ? (
        <Icon name={waiting ? "clock" : "check"} className="mt-0.5 size-4 shrink-0" />
      ) : null}
      {status ? t(draftStatusText[status]) : null}
    </p>
  );
}

const draftStatusText = {
  saved: "reviewer.draftSaved",
  queued: "reviewer.draftQueued",
  sending: "reviewer.draftSending",
} as const;
