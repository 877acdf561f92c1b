import { data } from "react-router";
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
