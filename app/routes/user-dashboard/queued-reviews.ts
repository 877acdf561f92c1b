import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { queuedMark } from "~/browser/draft-database";
import { keepUnsent } from "~/browser/keep-page-on-failure";
import type { AvailableCampaign } from "./available-campaigns";
import type { ActionResult } from "./reviewer-intents";

/**
 * Sends the reviews this reviewer submitted with no network (decision 131): when the dashboard
 * opens online and whenever the network comes back, each once, in one tab at a time, with its
 * submission key. The draft code is fetched only when a mark says one is waiting. `onAnswer` shows the server's answer;
 * the campaign being sent is returned, for the open dialog to say 'Sending…'.
 */
export function useQueuedReviews(
  userId: string,
  onAnswer: (campaign: AvailableCampaign, answer: ActionResult) => void,
) {
  const [sending, setSending] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  const answered = useRef(onAnswer);
  answered.current = (campaign, answer) => {
    onAnswer(campaign, answer);
    if (answer.done) void revalidate();
  };
  useEffect(() => {
    let running = false;
    const sendQueued = async () => {
      if (running || !navigator.onLine || !queuedMark.has(userId)) return;
      running = true;
      try {
        const [drafts, { serverActionWithProgress }] = await Promise.all([
          import("~/browser/review-drafts"),
          import("~/browser/submit-with-progress"),
        ]);
        const action = new URL(window.location.pathname, window.location.origin);
        await drafts.sendQueuedDrafts<ActionResult>(
          userId,
          (form) =>
            keepUnsent(() =>
              serverActionWithProgress<ActionResult>(
                new Request(action, { method: "POST", body: form }),
              ),
            ),
          (draft, answer) => answered.current(draft.campaign as AvailableCampaign, answer),
          setSending,
        );
      } catch {
        // The draft code could not be fetched (the network went again): the next 'online' tries.
      } finally {
        running = false;
      }
    };
    void sendQueued();
    window.addEventListener("online", sendQueued);
    return () => window.removeEventListener("online", sendQueued);
  }, [userId]);
  return sending;
}
