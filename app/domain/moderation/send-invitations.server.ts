import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { pastThePagesTurn, sendOutboxRows, waitOrSkip } from "~/domain/shared/outbox-sms.server";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";
import { invitationToken } from "./invitation-token.server";

/*
 * A moderator's invitation SMS (decision 110): the invitation's transaction marks it pending, the
 * Team tab sends it right after commit (`phone`), and a job every minute sends what a page could
 * not, in the language the admin chose, with a link that says "you are joining the team".
 */

/** The limits (app/auth/rate-limit.server.ts): a few invitations a day to one number, and the hourly budget. */
export type InvitationSmsLimits = {
  invitationSms(input: { phone: string }): Promise<{ ok: boolean }>;
};

export const INVITATION_SMS_INTERVAL_MS = 60 * 1000;
const BATCH = 100;

export async function sendModeratorInvitations(
  db: DbOrTx,
  input: {
    sms: SmsProvider;
    limits: InvitationSmsLimits;
    origin: string;
    secret: string;
    phone?: string;
    now?: Date;
  },
): Promise<{ sent: number; failed: number; skipped: number; waiting: number }> {
  const now = input.now ?? new Date();
  const pending = await db
    .select({
      id: teamMembers.id,
      phone: teamMembers.phone,
      invitedAt: teamMembers.invitedAt,
      language: teamMembers.inviteLanguage,
      attempts: teamMembers.inviteSmsAttempts,
      profileId: profiles.id,
    })
    .from(teamMembers)
    .leftJoin(profiles, eq(profiles.phone, teamMembers.phone))
    .where(
      and(
        eq(teamMembers.inviteSmsStatus, "pending"),
        input.phone
          ? eq(teamMembers.phone, input.phone)
          : pastThePagesTurn(teamMembers.invitedAt, now),
      ),
    )
    .orderBy(teamMembers.invitedAt)
    .limit(BATCH);
  return sendOutboxRows(pending, {
    sms: input.sms,
    now,
    limits: async (member) =>
      (await input.limits.invitationSms({ phone: member.phone })).ok
        ? "send"
        : waitOrSkip(member.invitedAt, now),
    message: (member) => {
      const t = serverT(isLanguage(member.language) ? member.language : "en");
      const page = member.profileId === null ? "signup" : "login";
      const link = `${input.origin}/${page}?invite=${invitationToken(input.secret, member)}`;
      return {
        to: member.phone,
        body: t(`invitationSms.${page}`, { link }),
        template: { name: "moderator_invitation", values: { link } },
      };
    },
    mark: (member, set) =>
      mark(db, member, {
        inviteSmsStatus: set.status,
        inviteSmsSentAt: "sentAt" in set ? set.sentAt : undefined,
        inviteSmsAttempts: "attempts" in set ? set.attempts : undefined,
      }),
  });
}

/** Claimed by status and invitation: a racing sender or a re-invitation meanwhile is left alone. */
async function mark(
  db: DbOrTx,
  member: { id: string; invitedAt: Date },
  set: Partial<typeof teamMembers.$inferInsert>,
) {
  await db
    .update(teamMembers)
    .set(set)
    .where(
      and(
        eq(teamMembers.id, member.id),
        eq(teamMembers.inviteSmsStatus, "pending"),
        eq(teamMembers.invitedAt, member.invitedAt),
      ),
    );
}
