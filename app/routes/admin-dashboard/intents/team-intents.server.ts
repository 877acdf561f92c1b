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
import { teamMemberPhone } from "~/domain/moderation/team-list.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import { type Language, languages } from "~/i18n/languages";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";
import { sendInvitationNow } from "./send-invitation-now.server";

/*
 * The Team tab's forms (decision 067): invite a moderator by phone, suspend, reinstate or remove
 * one. A number that is not an Indian mobile is said at the field; the rest answer as toasts.
 * The rows name a member by id, so the page never holds a whole number (decision 083).
 */

const phoneForm = z.object({
  phone: z.string().check(z.maxLength(32)),
  // The invitation SMS's language (decision 110); the form preselects the admin's own.
  language: z.optional(z.enum(languages)),
});
const memberForm = z.object({ memberId: z.string().check(z.maxLength(64)) });

function readInvitation(form: FormData): { phone: string; language?: Language } {
  const parsed = phoneForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const phone = normalizeIndianMobile(parsed.data.phone) ?? parsed.data.phone;
  return { phone, language: parsed.data.language };
}

type MemberChange = typeof suspendModerator;

/** Finds the member the row names and changes them; a member no longer there is 'not found'. */
async function changeMember(
  { form, adminId, context }: AdminIntentArgs,
  change: MemberChange,
  toast: FlashToast,
) {
  const parsed = memberForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const db = getServices(context).db;
  const phone = await teamMemberPhone(db, { adminId, memberId: parsed.data.memberId });
  const outcome: ManageTeamResult = phone
    ? await change(db, { adminId, phone })
    : { ok: false, reason: "not_found" };
  return answer(outcome, toast);
}

function answer(outcome: ManageTeamResult, toast: FlashToast) {
  if (!outcome.ok) return answerRefusal(manageTeamRefusals[outcome.reason], { fields: ["phone"] });
  return { toast } satisfies ActionResult;
}

export async function inviteModeratorIntent({ form, adminId, context }: AdminIntentArgs) {
  const { phone, language } = readInvitation(form);
  const outcome = await inviteModerator(getServices(context).db, { adminId, phone, language });
  if (outcome.ok && !outcome.repeated) await sendInvitationNow(context, phone);
  return answer(outcome, {
    title: "team.invitedTitle",
    description: "team.invitedText",
    variant: "success",
  });
}

export async function suspendModeratorIntent(args: AdminIntentArgs) {
  return changeMember(args, suspendModerator, {
    title: "team.suspendedTitle",
    description: "team.suspendedText",
  });
}

export async function reinstateModeratorIntent(args: AdminIntentArgs) {
  return changeMember(args, reinstateModerator, {
    title: "team.reinstatedTitle",
    description: "team.reinstatedText",
  });
}

export async function removeModeratorIntent(args: AdminIntentArgs) {
  return changeMember(args, removeModerator, {
    title: "team.removedTitle",
    description: "team.removedText",
  });
}
