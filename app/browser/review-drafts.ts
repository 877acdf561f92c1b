import type { CaptureFacts } from "./camera-photo";
import { DRAFT_DATABASE, queuedMark } from "./draft-database";

/*
 * A review being written, kept on this phone (IndexedDB) per reviewer and campaign until the
 * server has answered it (decision 131): saved as the person types, restored when Write Review
 * opens again, sent once the network is back. Its submission key makes the sending exactly once.
 */

/** The capture's form fields a camera photo carries (photo-facts.ts's captureFields). */
const captureNames = ["photoSource", "photoLat", "photoLng", "photoAccuracy", "photoCapturedAt"];

export type ReviewDraft<Campaign extends { id: string } = { id: string }> = {
  userId: string;
  /** The campaign as the dashboard listed it, so the dialog can open again from the draft alone. */
  campaign: Campaign;
  /** Made once per draft; the server makes one review per key (reviews.submission_key). */
  submissionKey: string;
  text: string;
  rating: number | null;
  visitedOn: string;
  declared: boolean;
  /** The photo as the form would send it (after shrinking), until the server has it. */
  photo: File | null;
  /** What 'Take a photo now' put beside the photo (photoSource, photoCapturedAt, …). */
  capture: Record<string, string>;
  /** Submitted and waiting for the network: sent by the dashboard when it is back. */
  queued: boolean;
};

/** One draft per reviewer and campaign; another reviewer's key is never asked for. */
export const draftKey = (userId: string, campaignId: string) => `${userId}:${campaignId}`;

/** A fresh uuid (v4), also where crypto.randomUUID is missing (a page not on HTTPS). */
export function newSubmissionKey(random: Crypto = crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether there is anything in it worth keeping. */
export function isBlank(
  draft: Pick<ReviewDraft, "text" | "rating" | "visitedOn" | "declared" | "photo">,
) {
  return (
    !draft.text.trim() &&
    draft.rating === null &&
    !draft.visitedOn &&
    !draft.declared &&
    !draft.photo
  );
}

/** The capture's fields out of the dialog's form. */
export function captureOf(form: FormData): Record<string, string> {
  const capture: Record<string, string> = {};
  for (const name of captureNames) {
    const value = form.get(name);
    if (typeof value === "string") capture[name] = value;
  }
  return capture;
}

/** A camera photo's facts again from its fields, for the proof field of a restored draft. */
export function captureFactsOf(capture: Record<string, string>): CaptureFacts | null {
  if (capture.photoSource !== "camera" || !capture.photoCapturedAt) return null;
  const [lat, lng, accuracy] = [capture.photoLat, capture.photoLng, capture.photoAccuracy].map(
    Number,
  );
  const position =
    capture.photoLat && capture.photoLng && Number.isFinite(lat) && Number.isFinite(lng)
      ? {
          lat: lat as number,
          lng: lng as number,
          accuracy: Number.isFinite(accuracy) ? (accuracy as number) : 0,
        }
      : null;
  return {
    capturedAt: capture.photoCapturedAt,
    position,
    positionProblem: position ? null : "unavailable",
  };
}

/** The Write Review form a queued draft is sent as, the same fields the dialog sends. */
export function draftForm(draft: ReviewDraft): FormData {
  const form = new FormData();
  form.set("intent", "submit-review");
  form.set("campaignId", draft.campaign.id);
  form.set("submissionKey", draft.submissionKey);
  if (draft.rating !== null) form.set("rating", String(draft.rating));
  form.set("reviewText", draft.text);
  form.set("visitedOn", draft.visitedOn);
  if (draft.declared) form.set("noRelationship", "on");
  if (draft.photo) form.set("proof", draft.photo, draft.photo.name);
  for (const [name, value] of Object.entries(draft.capture)) form.set(name, value);
  return form;
}

/** What the dashboard's action answered, as far as a draft cares. */
export type DraftAnswer = { done?: string; field?: unknown; unsent?: "offline" | "failed" };

/**
 * What becomes of a draft after an answer: sent or refused for good (campaign full, already
 * reviewed) → deleted; refused at a field or failed at the server → kept to correct or resend;
 * never reached the server → queued for when the network is back.
 */
export function afterAnswer(answer: DraftAnswer): "delete" | "edit" | "queue" {
  if (answer.unsent === "offline") return "queue";
  if (answer.unsent === "failed" || answer.field) return "edit";
  return "delete";
}

const STORE = "drafts";

/** One short-lived connection per step: a logout's deleteDatabase is never held up by us. */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  if (typeof indexedDB === "undefined") return undefined;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(DRAFT_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Storage refused (private mode, disk full) loses the draft, never the page. */
const quietly = <T>(promise: Promise<T>) => promise.catch(() => undefined);

export function loadDraft(userId: string, campaignId: string) {
  return quietly(
    withStore<ReviewDraft | undefined>("readonly", (store) =>
      store.get(draftKey(userId, campaignId)),
    ),
  );
}

export function saveDraft(draft: ReviewDraft) {
  if (draft.queued) queuedMark.set(draft.userId, true);
  return quietly(
    withStore("readwrite", (store) => store.put(draft, draftKey(draft.userId, draft.campaign.id))),
  );
}

/**
 * Writes a queued draft again only while it is still there and queued, in one transaction: the
 * dashboard may have sent and deleted it meanwhile (sendQueuedDrafts), and the dialog's timer
 * must not bring it back to be sent again.
 */
export async function refreshQueuedDraft(draft: ReviewDraft): Promise<void> {
  const key = draftKey(draft.userId, draft.campaign.id);
  await quietly(
    withStore<ReviewDraft | undefined>("readwrite", (store) => {
      const kept = store.get(key);
      kept.addEventListener("success", () => {
        const was = kept.result;
        if (was?.queued && was.submissionKey === draft.submissionKey) store.put(draft, key);
      });
      return kept;
    }),
  );
}

export function deleteDraft(userId: string, campaignId: string) {
  return quietly(withStore("readwrite", (store) => store.delete(draftKey(userId, campaignId))));
}

/** This reviewer's drafts waiting to be sent; other people's are not read. */
export async function queuedDrafts(userId: string): Promise<ReviewDraft[]> {
  const range = IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`);
  const drafts = await quietly(
    withStore<ReviewDraft[]>("readonly", (store) => store.getAll(range)),
  );
  return (drafts ?? []).filter((draft) => draft.queued && draft.userId === userId);
}

/** Runs `work` in this tab alone among this site's tabs (a Web Lock), or at once where none exist. */
export function oneTabAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request(name, work) : work();
}

/**
 * Sends this reviewer's queued drafts, one at a time and in one tab at a time; each is read
 * again under the lock, so a draft another tab has just sent is not sent twice (and if it were,
 * its key would make it the same review). `send` answers as the dashboard's action does.
 */
export async function sendQueuedDrafts<Answer extends DraftAnswer>(
  userId: string,
  send: (form: FormData) => Promise<Answer>,
  onAnswer: (draft: ReviewDraft, answer: Answer) => void,
  onSending: (campaignId: string | null) => void,
) {
  for (const queued of await queuedDrafts(userId)) {
    await oneTabAtATime(`reviewkaro-draft:${draftKey(userId, queued.campaign.id)}`, async () => {
      const draft = await loadDraft(userId, queued.campaign.id);
      if (!draft?.queued || draft.userId !== userId) return;
      onSending(draft.campaign.id);
      try {
        const answer = await send(draftForm(draft));
        await settleDraft(draft, answer);
        onAnswer(draft, answer);
      } finally {
        onSending(null);
      }
    });
  }
  if ((await queuedDrafts(userId)).length === 0) queuedMark.set(userId, false);
}

/** Deletes, unqueues or keeps queued a draft after its answer (afterAnswer). */
export async function settleDraft(draft: ReviewDraft, answer: DraftAnswer) {
  const next = afterAnswer(answer);
  if (next === "delete") await deleteDraft(draft.userId, draft.campaign.id);
  else await saveDraft({ ...draft, queued: next === "queue" });
}
