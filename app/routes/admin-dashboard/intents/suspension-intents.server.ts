import { data } from "react-router";
import { deleteAllSessions } from "~/auth/session.server";
import type { Transaction } from "~/db/client.server";
import {
  type SuspensionSubject,
  suspendAccount,
  suspendAccountRefusals,
} from "~/domain/moderation/suspend-account.server";
import { decideAppeal, decideAppealRefusals } from "~/domain/moderation/suspension-appeals.server";
import { MAX_SUSPENSION_REASON_LENGTH } from "~/domain/moderation/suspension-texts";
import type { Refusal } from "~/domain/shared/refusal";
import { z } from "~/forms/zod";
import { refusalToast } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { translateToast } from "~/http/toast.server";
import { serverT } from "~/i18n/translate.server";
import { sendAppealAnswerNow } from "~/routes/_staff/removal-appeals/send-appeal-answer-now.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

/*
 * Suspensions and appeals (decision 071). Their words are translated here: the admin's script
 * has no room for them. The dialogs check what they send, so a refusal is a toast.
 */

const idField = z.string().check(z.minLength(1), z.maxLength(64));
/** Browsers send line breaks as '\r\n': room for them; the domain counts each as one. */
const typedText = z._default(z.string().check(z.maxLength(2 * MAX_SUSPENSION_REASON_LENGTH)), "");
const suspendForm = z.object({
  subject: z.enum(["reviewId", "campaignId", "payoutId"]),
  subjectId: idField,
  category: z._default(z.string().check(z.maxLength(32)), ""),
  reason: typedText,
});
const appealDecisionForm = z.object({ suspensionId: idField, reply: typedText });

function read<Schema extends z.ZodMiniType>(form: FormData, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

function translator(context: AdminIntentArgs["context"]) {
  return serverT(getRequestInfo(context).language);
}

function refused(context: AdminIntentArgs["context"], refusal: Refusal<string>) {
  const toast = translateToast(translator(context), refusalToast(refusal));
  return data<ActionResult>({ toast }, refusal.status);
}

const endSessions = (tx: Transaction, profileId: string) => deleteAllSessions(tx, { profileId });

/** Suspend on a review (its reviewer), a campaign (its business) or a payout (its reviewer). */
export async function suspendAccountIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = read(form, suspendForm);
  const subject = { [input.subject]: input.subjectId } as SuspensionSubject;
  const outcome = await suspendAccount(getServices(context).db, {
    adminId,
    subject,
    category: input.category,
    reason: input.reason,
    endSessions,
  });
  if (!outcome.ok) return refused(context, suspendAccountRefusals[outcome.reason]);
  const t = translator(context);
  const done: ActionResult = {
    toast: {
      title: t("suspensionAdmin.suspendedTitle"),
      description: t("suspensionAdmin.suspendedText", {
        rejected: outcome.rejectedReviews,
        held: outcome.heldPayouts,
        paused: outcome.pausedCampaigns,
      }),
      variant: "success",
      translated: true,
    },
  };
  return done;
}

async function answerAppeal(args: AdminIntentArgs, decision: "lift" | "keep") {
  const { suspensionId, reply } = read(args.form, appealDecisionForm);
  const outcome = await decideAppeal(getServices(args.context).db, {
    adminId: args.adminId,
    suspensionId,
    decision,
    reply,
  });
  if (!outcome.ok) return refused(args.context, decideAppealRefusals[outcome.reason]);
  // After the commit: the person's SMS leaves now, in their language (the job retries a failure).
  await sendAppealAnswerNow(args.context, { suspensionId });
  const t = translator(args.context);
  const title = decision === "lift" ? "suspensionAdmin.liftedTitle" : "suspensionAdmin.keptTitle";
  const done: ActionResult = { toast: { title: t(title), variant: "success", translated: true } };
  return done;
}

/** 'Lift suspension' on an appeal: sign-in works again and held payouts are released. */
export const liftSuspensionIntent = (args: AdminIntentArgs) => answerAppeal(args, "lift");
/** 'Keep suspension' on an appeal: the person reads the reply; no second appeal. */
export const keepSuspensionIntent = (args: AdminIntentArgs) => answerAppeal(args, "keep");
