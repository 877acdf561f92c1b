import type { RouterContextProvider } from "react-router";
import type { ReviewField } from "~/domain/reviews/review-content";
import type { VisitField } from "~/domain/reviews/visit";
import type { City } from "~/domain/shared/city";
import type { FieldRefusal } from "~/http/answer-refusal.server";
import type { FlashToast } from "~/http/toast.server";

/**
 * The reviewer dashboard's forms, each naming its intent; route.tsx has one handler for each.
 * A type alone: a form writes `"withdraw" satisfies ReviewerIntent`, so no script is sent for it.
 */
export type ReviewerIntent =
  | "set-city"
  | "save-info"
  | "submit-review"
  | "revise-review"
  | "withdraw"
  | "appeal-removal"
  | "request-payout"
  | "check-upi";

/** The fields whose refusals the dashboard's forms say at the field (decision 035). */
export type ReviewerField = ReviewField | VisitField | "upiId" | "bankName" | "reason";
export const reviewerFields: readonly ReviewerField[] = [
  "rating",
  "reviewText",
  "proof",
  "visitedOn",
  "noRelationship",
  "upiId",
  "bankName",
  "reason",
];

/** What the reviewer dashboard's action answers; the sections' forms read it from their fetchers. */
export type ActionResult = {
  toast: FlashToast | null;
  field?: FieldRefusal<ReviewerField>;
  done?: "city" | "info" | "review" | "revise" | "withdraw" | "appeal" | "payout";
  /** A review's submission that did not reach the server, or failed there (keepUnsent). */
  unsent?: "offline" | "failed";
  city?: City;
  /** When the browser gave no city and the fallback was saved: the notice, translated. */
  cityNotice?: string;
  errors?: { reviewerName?: string; reviewerEmail?: string };
  /**
   * The name check's answer (PAYOUTS=razorpayx, decision 086): `upiId` is the typed ID, null for
   * the saved one (shown as `upi`); whether the bank's name is the name they gave, and the bank's
   * name masked ('R**** S****') — never the whole of it.
   */
  confirmPayout?: {
    upiId: string | null;
    upi: string;
    matches: boolean;
    maskedHolder: string;
    bankName: string;
  };
};

/** What route.tsx hands each intent's handler: the request, its form and the signed-in reviewer. */
export type ReviewerIntentArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  userId: string;
};
