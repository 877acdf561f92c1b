import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, reviews } from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { reviewerInfoSchema } from "./reviewer-info";

export type SaveReviewerInfoResult =
  | { ok: true }
  | {
      ok: false;
      /** Message keys: the field's own, or input.controlCharacters. */
      errors: { reviewerName?: string; reviewerEmail?: string };
      /** Set when the profile is not a reviewer's (the route's guard should have stopped it). */
      reason?: "not_reviewer";
    };

/** The refusal without fields; a wrong field is said at the field with its own message. */
export const saveReviewerInfoRefusals = {
  not_reviewer: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
} as const satisfies Refusals<"not_reviewer">;

/** The public name and contact email a reviewer needs before writing a review, or corrects later. */
export async function saveReviewerInfo(
  db: DbOrTx,
  input: { userId: string; reviewerName: string; reviewerEmail: string },
): Promise<SaveReviewerInfoResult> {
  const parsed = reviewerInfoSchema.safeParse(input);
  if (!parsed.success) {
    const errors: { reviewerName?: string; reviewerEmail?: string } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "reviewerName" || field === "reviewerEmail") && !errors[field]) {
        errors[field] = issue.message;
      }
    }
    return { ok: false, errors };
  }
  if (!isUuid(input.userId)) return { ok: false, errors: {}, reason: "not_reviewer" };
  const userId = input.userId;
  const saved = await db.transaction(async (tx) => {
    // A correction (decision 076) reaches the reviews already written, published ones included;
    // reviews before the profile, the order approveReview takes them in. Only reviewers have any.
    await tx.update(reviews).set(parsed.data).where(eq(reviews.userId, userId));
    const updated = await tx
      .update(profiles)
      .set(parsed.data)
      .where(and(eq(profiles.id, userId), eq(profiles.role, "user")))
      .returning({ id: profiles.id });
    return updated.length > 0;
  });
  return saved ? { ok: true } : { ok: false, errors: {}, reason: "not_reviewer" };
}
