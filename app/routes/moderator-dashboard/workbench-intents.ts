import type { FlashToast, TranslatedToast } from "~/http/toast.server";

/** The workbench's forms; route.tsx has one handler for each. */
export type WorkbenchIntent =
  | "next-review"
  | "approve-review"
  | "reject-review"
  | "give-back"
  | "dismiss-welcome"
  | "decide-removal-appeal";

/** What the workbench's action answers: a toast, and the rating once the person's check is in. */
export type WorkbenchResult = {
  toast: FlashToast | TranslatedToast | null;
  revealed?: { reviewId: string; rating: number };
};

/** The one fetcher every workbench form shares, so the answer outlives the card it came from. */
export const workbenchFetcherKey = "workbench";
