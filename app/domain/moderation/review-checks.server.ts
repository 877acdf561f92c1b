import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { auditEvents, type ReviewCheckKind, reviewChecks, reviews } from "~/db/schema";
import { isIndependentOf } from "./independent-checks.server";
import { teamHasTwoPeople } from "./team.server";

/** Check 1, then check 2 (SPEC §2's two checks, decision 067). */
export const checkOrder = ["proof", "text"] as const satisfies readonly ReviewCheckKind[];

export type CheckRefusal =
  | "held_by_other"
  | "second_person_needed"
  | "check_out_of_order"
  | "not_handed_to_you"
  | "not_independent";

export const checkRefusals = {
  held_by_other: {
    status: 409,
    title: "workbench.heldByOtherTitle",
    message: "workbench.heldByOtherText",
  },
  second_person_needed: {
    status: 409,
    title: "workbench.secondPersonTitle",
    message: "workbench.secondPersonText",
  },
  check_out_of_order: {
    status: 409,
    title: "workbench.checkOrderTitle",
    message: "workbench.checkOrderText",
  },
  not_handed_to_you: {
    status: 409,
    title: "workbench.notHandedTitle",
    message: "workbench.notHandedText",
  },
  not_independent: {
    status: 409,
    title: "workbench.notIndependentTitle",
    message: "workbench.notIndependentText",
  },
} as const;

export type RecordedChecks =
  | { ok: true; decided: false; complete: boolean; recorded: ReviewCheckKind[] }
  /** The review is no longer pending: the caller's own conditional update answers it. */
  | { ok: true; decided: true }
  | { ok: false; reason: CheckRefusal };

/**
 * Records the checks a team member makes on a pending review, inside the deciding transaction
 * (the campaign already locked, then the review here). Passing records the due checks the person
 * ticked; failing records the due check as failed. With two or more people on the team nobody
 * makes both checks, and each person decides only the review 'Next review' handed them and they
 * still hold (decision 101): any other id is refused and nothing changes, so nobody can pick the
 * review they decide. The person must still be independent of the business and of the first
 * checker (independent-checks.server.ts); if a mark seen since the hand-out links them, the hold
 * ends and the review goes back to the queue for someone else. Each recorded check reveals the
 * rating to its maker, and the reveal is logged. The review's hold ends.
 */
export async function recordChecks(
  tx: Transaction,
  input: {
    reviewId: string;
    actorId: string;
    passed: boolean;
    /** The checks ticked; unset means every check still due (the admin alone, as before). */
    kinds?: readonly ReviewCheckKind[];
    now: Date;
  },
): Promise<RecordedChecks> {
  const [review] = await tx
    .select({
      status: reviews.status,
      heldBy: reviews.heldBy,
      heldAt: reviews.heldAt,
      heldUntil: reviews.heldUntil,
    })
    .from(reviews)
    .where(eq(reviews.id, input.reviewId))
    .for("update");
  if (review?.status !== "pending") return { ok: true, decided: true };
  const heldByOther =
    review.heldBy !== null &&
    review.heldBy !== input.actorId &&
    review.heldUntil !== null &&
    review.heldUntil > input.now;
  if (heldByOther) return { ok: false, reason: "held_by_other" };
  const made = await tx
    .select({ kind: reviewChecks.kind, madeBy: reviewChecks.madeBy })
    .from(reviewChecks)
    .where(eq(reviewChecks.reviewId, input.reviewId));
  const team = await teamHasTwoPeople(tx);
  if (team && made.some((check) => check.madeBy === input.actorId)) {
    return { ok: false, reason: "second_person_needed" };
  }
  const due = checkOrder.filter((kind) => !made.some((check) => check.kind === kind));
  const asked = input.kinds ?? due;
  const recorded = input.passed ? due.filter((kind) => asked.includes(kind)) : due.slice(0, 1);
  if (recorded.length === 0 || recorded[0] !== due[0]) {
    return { ok: false, reason: "check_out_of_order" };
  }
  if (team && recorded.length > 1) return { ok: false, reason: "second_person_needed" };
  if (team) {
    const handedToActor =
      review.heldBy === input.actorId && review.heldUntil !== null && review.heldUntil > input.now;
    if (!handedToActor) return { ok: false, reason: "not_handed_to_you" };
    if (!(await isIndependentOf(tx, { reviewId: input.reviewId, moderatorId: input.actorId }))) {
      await tx
        .update(reviews)
        .set({ heldBy: null, heldAt: null, heldUntil: null })
        .where(eq(reviews.id, input.reviewId));
      return { ok: false, reason: "not_independent" };
    }
  }
  const handedAt = review.heldBy === input.actorId ? review.heldAt : null;
  await tx.insert(reviewChecks).values(
    recorded.map((kind) => ({
      reviewId: input.reviewId,
      kind,
      passed: input.passed,
      madeBy: input.actorId,
      handedAt,
      madeAt: input.now,
    })),
  );
  await tx.insert(auditEvents).values([
    ...recorded.map((kind) => ({
      type: "review_check_recorded",
      profileId: input.actorId,
      detail: { reviewId: input.reviewId, check: kind, passed: input.passed },
      createdAt: input.now,
    })),
    {
      type: "review_rating_revealed",
      profileId: input.actorId,
      detail: { reviewId: input.reviewId },
      createdAt: input.now,
    },
  ]);
  await tx
    .update(reviews)
    .set({ heldBy: null, heldAt: null, heldUntil: null })
    .where(eq(reviews.id, input.reviewId));
  const complete = !input.passed || made.length + recorded.length === checkOrder.length;
  return { ok: true, decided: false, complete, recorded };
}
