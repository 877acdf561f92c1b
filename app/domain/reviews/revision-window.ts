import { isUuid } from "~/domain/shared/uuid";
import { z } from "~/forms/zod";
import { ratingField, reviewTextField } from "./review-form";

/** A rejected review may be revised once, for 7 days after its rejection (decision 028). */
export const REVISION_WINDOW_DAYS = 7;
export const REVISION_WINDOW_MS = REVISION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The last moment a review rejected at `rejectedAt` may be revised. */
export function reviseBy(rejectedAt: Date): Date {
  return new Date(rejectedAt.getTime() + REVISION_WINDOW_MS);
}

/** The Revise form (the proof file, optional, travels beside it): Write Review's fields. */
export const reviewRevisionFormSchema = z.object({
  rating: ratingField,
  reviewText: reviewTextField,
  reviewId: z
    .string({ error: "review.campaignUnavailable" })
    .check(z.refine(isUuid, "review.campaignUnavailable")),
});
