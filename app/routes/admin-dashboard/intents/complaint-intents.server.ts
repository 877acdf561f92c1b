import { data } from "react-router";
import { complaintOutcomes } from "~/db/complaint-choices";
import {
  acknowledgeComplaint,
  answerComplaintRefusals,
  decideComplaint,
  MAX_COMPLAINT_REPLY_LENGTH,
} from "~/domain/grievances/answer-complaint.server";
import {
  markContactAnsweredRefusals,
  markContactMessageAnswered,
} from "~/domain/grievances/contact-messages.server";
import { z } from "~/forms/zod";
import { refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { translateToast } from "~/http/toast.server";
import { serverT } from "~/i18n/translate.server";
import { sendComplaintSmsNow } from "~/routes/_complaints/send-now.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

/*
 * The Complaints tab's answers (decision 078). Their words are translated here: the admin's
 * script has no room for them. The forms check what they send, so a refusal is a toast.
 */

/** Browsers send line breaks as '\r\n': room for them; the domain counts each as one. */
const typedReply = z._default(z.string().check(z.maxLength(2 * MAX_COMPLAINT_REPLY_LENGTH)), "");
const answerForm = z.object({
  complaintId: z.string().check(z.minLength(1), z.maxLength(64)),
  reply: typedReply,
  outcome: z.optional(z.enum(complaintOutcomes)),
});

async function answer(args: AdminIntentArgs, step: "acknowledge" | "decide") {
  const parsed = answerForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success || (step === "decide" && !parsed.data.outcome)) {
    throw data(null, { status: 400 });
  }
  const { complaintId, reply, outcome } = parsed.data;
  const { db } = getServices(args.context);
  const common = { adminId: args.adminId, complaintId, reply };
  const outcomeOf =
    step === "decide" && outcome
      ? await decideComplaint(db, { ...common, outcome })
      : await acknowledgeComplaint(db, common);
  const t = serverT(getRequestInfo(args.context).language);
  if (!outcomeOf.ok) {
    const refusal = answerComplaintRefusals[outcomeOf.reason];
    return data<ActionResult>({ toast: translateToast(t, refusalToast(refusal)) }, refusal.status);
  }
  // After the commit: the complainant's SMS leaves now (the job retries a failure).
  await sendComplaintSmsNow(args.context, complaintId);
  const title =
    step === "decide" ? "grievanceAdmin.decidedTitle" : "grievanceAdmin.acknowledgedTitle";
  const done: ActionResult = { toast: { title: t(title), variant: "success", translated: true } };
  return done;
}

/** 'Acknowledge' with a message: the first clock stops; the complainant is told by SMS. */
export const acknowledgeComplaintIntent = (args: AdminIntentArgs) => answer(args, "acknowledge");
/** 'Decide' with an outcome and a reply: both clocks stop; the complainant is told by SMS. */
export const decideComplaintIntent = (args: AdminIntentArgs) => answer(args, "decide");

const contactForm = z.object({ messageId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** 'Mark answered' on a message from the contact page, after the admin wrote back (decision 099). */
export async function markContactAnsweredIntent(args: AdminIntentArgs) {
  const parsed = contactForm.safeParse(Object.fromEntries(args.form));
  if (!parsed.success) throw data(null, { status: 400 });
  const { db } = getServices(args.context);
  const outcome = await markContactMessageAnswered(db, {
    adminId: args.adminId,
    messageId: parsed.data.messageId,
  });
  const t = serverT(getRequestInfo(args.context).language);
  if (!outcome.ok) {
    const refusal = markContactAnsweredRefusals[outcome.reason];
    return data<ActionResult>({ toast: translateToast(t, refusalToast(refusal)) }, refusal.status);
  }
  const done: ActionResult = {
    toast: {
      title: t("grievanceAdmin.contact.answeredTitle"),
      variant: "success",
      translated: true,
    },
  };
  return done;
}
