import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { MIN_REVIEW_WORDS } from "~/domain/reviews/review-content";
import { isUuid } from "~/domain/shared/uuid";
import { HOLD_MINUTES } from "./hand-out-review.server";

/** The facts the explanation states, from their one home. */
export const welcomeFacts = { words: MIN_REVIEW_WORDS, holdMinutes: HOLD_MINUTES } as const;

/*
 * The moderator's first screen explains the job and the two checks once (decision 110): shown
 * until they close it, remembered on their team row, so a new device does not show it again.
 */

/** True for an active moderator who has not closed the explanation yet; the admin never sees it. */
export async function showsModeratorWelcome(db: DbOrTx, profileId: string): Promise<boolean> {
  if (!isUuid(profileId)) return false;
  const [row] = await db
    .select({ phone: teamMembers.phone })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.phone, teamMembers.phone))
    .where(
      and(
        eq(profiles.id, profileId),
        eq(profiles.role, "moderator"),
        eq(teamMembers.status, "active"),
        isNull(teamMembers.welcomeDismissedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Closes the explanation for good; closing it twice changes nothing. */
export async function dismissModeratorWelcome(
  db: DbOrTx,
  input: { moderatorId: string; now?: Date },
): Promise<void> {
  if (!isUuid(input.moderatorId)) return;
  const [profile] = await db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(and(eq(profiles.id, input.moderatorId), eq(profiles.role, "moderator")));
  if (!profile) return;
  await db
    .update(teamMembers)
    .set({ welcomeDismissedAt: input.now ?? new Date() })
    .where(and(eq(teamMembers.phone, profile.phone), isNull(teamMembers.welcomeDismissedAt)));
}
