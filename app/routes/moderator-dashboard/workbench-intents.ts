import type { FlashToast, TranslatedToast } from "~/http/toast.server";
import type { RemovalAppealIntent, ReviewDecisionIntent } from "~/routes/_staff/staff-intents";

/** The workbench's forms; route.tsx has one handler for each. */
export type WorkbenchIntent =
  | "next-review"
  | ReviewDecisionIntent
  | "give-back"
  | "dismiss-welcome"
  | RemovalAppealIntent;

/** What the workbench's action answers: a toast, and the rating once the person's check is in. */
export type WorkbenchResult = {
  toast: FlashToast | TranslatedToast | null;
  revealed?: { reviewId: string; rating: number };
};

/** The one fetcher every workbench form shares, so the answer outlives the card it came from. */
export const workbenchFetcherKey = "workbench";
