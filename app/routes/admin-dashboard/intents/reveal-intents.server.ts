import { data } from "react-router";
import {
  type RevealRequest,
  revealContact,
  revealContactRefusals,
} from "~/domain/privacy/reveal-contact.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { AdminIntentArgs, RevealAnswer } from "../admin-intents";

/*
 * 'Show phone' (Team tab) and 'Show UPI ID' (Payouts): the number is masked on the page until the
 * admin asks, and each answer is one row of the access log (decision 083).
 */

const phoneForm = z.object({ phone: z.string().check(z.minLength(1), z.maxLength(32)) });
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
  return reveal(args, { kind: "phone", phone: parsed.data.phone }, "/admin/dashboard?tab=team");
}

export async function revealUpiIntent(args: AdminIntentArgs) {
  const parsed = payoutForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  return reveal(
    args,
    { kind: "upi", payoutId: parsed.data.payoutId },
    "/admin/dashboard?tab=payouts",
  );
}
