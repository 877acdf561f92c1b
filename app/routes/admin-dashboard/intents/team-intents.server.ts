import { data } from "react-router";
import { normalizeIndianMobile } from "~/auth/phone";
import {
  inviteModerator,
  type ManageTeamResult,
  manageTeamRefusals,
  reinstateModerator,
  removeModerator,
  suspendModerator,
} from "~/domain/moderation/manage-team.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

/*
 * The Team tab's forms (decision 067): invite a moderator by phone, suspend, reinstate or remove
 * one. A number that is not an Indian mobile is said at the field; the rest answer as toasts.
 */

const phoneForm = z.object({ phone: z.string().check(z.maxLength(32)) });

function readPhone(form: FormData): string {
  const parsed = phoneForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return normalizeIndianMobile(parsed.data.phone) ?? parsed.data.phone;
}

function answer(outcome: ManageTeamResult, toast: FlashToast) {
  if (!outcome.ok) return answerRefusal(manageTeamRefusals[outcome.reason], { fields: ["phone"] });
  return { toast } satisfies ActionResult;
}

export async function inviteModeratorIntent({ form, adminId, context }: AdminIntentArgs) {
  const phone = readPhone(form);
  const outcome = await inviteModerator(getServices(context).db, { adminId, phone });
  return answer(outcome, {
    title: "team.invitedTitle",
    description: "team.invitedText",
    variant: "success",
  });
}

export async function suspendModeratorIntent({ form, adminId, context }: AdminIntentArgs) {
  const outcome = await suspendModerator(getServices(context).db, {
    adminId,
    phone: readPhone(form),
  });
  return answer(outcome, { title: "team.suspendedTitle", description: "team.suspendedText" });
}

export async function reinstateModeratorIntent({ form, adminId, context }: AdminIntentArgs) {
  const outcome = await reinstateModerator(getServices(context).db, {
    adminId,
    phone: readPhone(form),
  });
  return answer(outcome, { title: "team.reinstatedTitle", description: "team.reinstatedText" });
}

export async function removeModeratorIntent({ form, adminId, context }: AdminIntentArgs) {
  const outcome = await removeModerator(getServices(context).db, {
    adminId,
    phone: readPhone(form),
  });
  return answer(outcome, { title: "team.removedTitle", description: "team.removedText" });
}
