import { data } from "react-router";
import type { City } from "~/domain/shared/city";
import { CONTROL_CHARACTERS_MESSAGE } from "~/forms/text";
import type { FlashToast } from "~/http/toast.server";

/** A review form's refusal tied to one of its fields: said there, not in a toast (decision 035). */
export type ReviewFieldError = {
  name: "rating" | "reviewText" | "proof";
  title: string;
  text: string;
};

/** What the reviewer dashboard's action answers; the sections' forms read it from their fetchers. */
export type ActionResult = {
  toast: FlashToast | null;
  field?: ReviewFieldError;
  done?: "city" | "info" | "review" | "revise" | "withdraw" | "payout";
  city?: City;
  errors?: {
    reviewerName?: string;
    reviewerEmail?: string;
    upiId?: "upi_required" | "upi_invalid";
  };
};

/** Each refusal the domain names, as the toast's title and text. */
const submitReasons: Record<string, [string, string]> = {
  rating_required: ["reviewer.ratingRequiredTitle", "reviewer.ratingRequiredText"],
  too_short: ["reviewer.tooShortTitle", "reviewer.tooShortText"],
  proof_required: ["reviewer.proofRequiredTitle", "reviewer.proofRequiredText"],
  proof_too_large: ["reviewer.uploadFailedTitle", "reviewer.uploadTooLarge"],
  proof_not_image: ["reviewer.uploadFailedTitle", "reviewer.uploadNotImage"],
  proof_unsupported: ["reviewer.uploadFailedTitle", "reviewer.uploadUnsupported"],
  campaign_unavailable: ["reviewer.unavailableTitle", "reviewer.unavailableText"],
  already_reviewed: ["reviewer.unavailableTitle", "reviewer.alreadyReviewedText"],
  reviewer_info_missing: ["reviewer.infoTitle", "reviewer.infoMissingText"],
  below_minimum: ["payout.belowMinimumTitle", "payout.belowMinimumText"],
  pending_exists: ["payout.pendingExistsTitle", "payout.pendingExistsText"],
  too_long: ["reviewer.tooLongTitle", "reviewer.tooLongText"],
  text_invalid: ["input.refusedTitle", CONTROL_CHARACTERS_MESSAGE],
};

/** The first problem of a Write Review form, as submitReview would name it. */
export function reviewFormFailure(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const messageOf = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
  if (messageOf("rating")) return "rating_required";
  const text = messageOf("reviewText");
  if (text === CONTROL_CHARACTERS_MESSAGE) return "text_invalid";
  if (text === "review.tooLong") return "too_long";
  if (text) return "too_short";
  return "campaign_unavailable";
}

/** The review form's field each refusal is about; the others are outcomes, said in a toast. */
const reviewFieldOf: Record<string, ReviewFieldError["name"]> = {
  rating_required: "rating",
  too_short: "reviewText",
  too_long: "reviewText",
  text_invalid: "reviewText",
  proof_required: "proof",
  proof_too_large: "proof",
  proof_not_image: "proof",
  proof_unsupported: "proof",
};

/** A review text with control characters: said at the field, changing nothing. */
export function textRefused() {
  return failure("text_invalid", 400);
}

/** A refusal answered at its field when it has one, else with its toast, and its status. */
export function failure(reason: string, status: number) {
  const [title, description] = submitReasons[reason] ?? [
    "errors.somethingWrong",
    "errors.tryAgain",
  ];
  const name = reviewFieldOf[reason];
  if (name)
    return data<ActionResult>({ toast: null, field: { name, title, text: description } }, status);
  return data<ActionResult>({ toast: { title, description, variant: "error" } }, status);
}
