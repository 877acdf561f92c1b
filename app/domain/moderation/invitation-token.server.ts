import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/*
 * The invitation link's token (decision 110): the member's random id and an HMAC of the id, the
 * number and the invitation's time under the server's secret. Only the invited number receives
 * it (by SMS), so /signup and /login change their words for the link's holder alone; typing a
 * number never tells anyone whether it is invited. A removed and re-invited number gets a new
 * token; a removed one's old link reads as no invitation.
 */

function signature(secret: string, member: { id: string; phone: string; invitedAt: Date }) {
  return createHmac("sha256", secret)
    .update(`moderator-invitation:${member.id}:${member.phone}:${member.invitedAt.toISOString()}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The token of the invitation link sent to the member's number. */
export function invitationToken(
  secret: string,
  member: { id: string; phone: string; invitedAt: Date },
): string {
  return `${member.id}.${signature(secret, member)}`;
}

/**
 * The invitation a link's token names, while it stands: its number, and whether the number
 * already has an account (then the link leads to /login). Anything else, forged or stale, reads as undefined.
 */
export async function findInvitation(
  db: DbOrTx,
  input: { secret: string; token: string | null | undefined },
): Promise<{ phone: string; hasAccount: boolean } | undefined> {
  const [id, given] = (input.token ?? "").split(".");
  if (!id || !given || !isUuid(id)) return undefined;
  const [member] = await db
    .select({
      id: teamMembers.id,
      phone: teamMembers.phone,
      invitedAt: teamMembers.invitedAt,
      profileId: profiles.id,
    })
    .from(teamMembers)
    .leftJoin(profiles, eq(profiles.phone, teamMembers.phone))
    .where(eq(teamMembers.id, id))
    .limit(1);
  if (!member) return undefined;
  const expected = Buffer.from(signature(input.secret, member));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { phone: member.phone, hasAccount: member.profileId !== null };
}
