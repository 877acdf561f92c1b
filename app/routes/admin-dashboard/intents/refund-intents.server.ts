import { data } from "react-router";
import {
  recordRefundPaidByHand,
  recordRefundPaidByHandRefusals,
} from "~/domain/money/payments/record-refund-paid-by-hand.server";
import {
  retryRefundNow,
  retryRefundRefusals,
} from "~/domain/money/payments/refund-attention.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

function done(toast: FlashToast): ActionResult {
  return { toast };
}

const retryRefundForm = z.object({ refundId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** 'Retry now' on a refund needing attention: due at once, and asked of the gateway after commit. */
export async function retryRefundIntent({ form, adminId, context }: AdminIntentArgs) {
  const parsed = retryRefundForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const services = getServices(context);
  const { refundId } = parsed.data;
  const outcome = await retryRefundNow(services.db, { refundId, adminId, now: new Date() });
  if (!outcome.ok) return answerRefusal(retryRefundRefusals[outcome.reason]);
  services.wakeRefunds?.([refundId]);
  return done({ title: "adminRefunds.retriedTitle", description: "adminRefunds.retriedText" });
}

const recordByHandForm = z.object({
  refundId: z.string().check(z.minLength(1), z.maxLength(64)),
  reference: z.string().check(z.maxLength(1000)),
});

/**
 * 'Record as paid by hand' on a refund the gateway refused for good (decision 088): the admin paid
 * it back by bank or UPI and gives the reference; the refund is processed, nothing is asked.
 */
export async function recordRefundByHandIntent({ form, adminId, context }: AdminIntentArgs) {
  const parsed = recordByHandForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const { db } = getServices(context);
  const outcome = await recordRefundPaidByHand(db, { ...parsed.data, adminId, now: new Date() });
  if (!outcome.ok) return answerRefusal(recordRefundPaidByHandRefusals[outcome.reason]);
  return done({
    title: "adminRefunds.recordedTitle",
    description: "adminRefunds.recordedText",
    variant: "success",
  });
}
