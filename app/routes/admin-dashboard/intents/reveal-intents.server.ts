import { data } from "react-router";
import { revealRating, revealRatingRefusals } from "~/domain/moderation/reveal-rating.server";
import {
  type RevealRequest,
  revealContact,
  revealContactRefusals,
} from "~/domain/privacy/reveal-contact.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { AdminIntentArgs, RatingAnswer, RevealAnswer } from "../admin-intents";
import { tabPath } from "../tab-paths";

/*
 * 'Show phone' (Team and Complaints tabs) and 'Show UPI ID' (Payouts): the number is masked on the page until the
 * admin asks, and each answer is one row of the access log (decision 083).
 */

const phoneForm = z.union([
  z.object({ memberId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ complaintId: z.string().check(z.minLength(1), z.maxLength(64)) }),
]);
const payoutForm = z.object({ payoutId: z.uuid() });

async function reveal(args: AdminIntentArgs, request: RevealRequest, screen: string) {
  const outcome = await revealContact(getServices(args.context).db, {
    staffId: args.adminId,
    screen,
    request,
  });
  if (!outcome.ok) return answerRefusal(revealContactRefusals[outcome.reason]);
  return { toast: null, revealed: outcome.value } satisfies RevealAnswer;
}

export async function revealPhoneIntent(args: AdminIntentArgs) {
  const parsed = phoneForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  return "complaintId" in parsed.data
    ? reveal(args, { kind: "phone", complaintId: parsed.data.complaintId }, tabPath("complaints"))
    : reveal(args, { kind: "phone", memberId: parsed.data.memberId }, tabPath("team"));
}

export async function revealUpiIntent(args: AdminIntentArgs) {
  const parsed = payoutForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  return reveal(args, { kind: "upi", payoutId: parsed.data.payoutId }, tabPath("payouts"));
}

const ratingForm = z.object({ reviewId: z.uuid() });

/**
 * 'Show rating' on a queued review (decision 091): the queue never sends a rating; this answers
 * it once the view is a row of the staff access log.
 */
export async function revealRatingIntent(args: AdminIntentArgs) {
  const parsed = ratingForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  const outcome = await revealRating(getServices(args.context).db, {
    staffId: args.adminId,
    reviewId: parsed.data.reviewId,
    screen: tabPath("reviews"),
  });
  if (!outcome.ok) return answerRefusal(revealRatingRefusals[outcome.reason]);
  return { toast: null, rating: outcome.rating } satisfies RatingAnswer;
}
