/** The suspension tests' steps: suspend as the admin, appeal as the person. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { deleteAllSessions } from "~/auth/session.server";
import type { Transaction } from "~/db/client.server";
import { reviews, sessions } from "~/db/schema";
import { suspendAccount } from "~/domain/moderation/suspend-account.server";
import { appealSuspension } from "~/domain/moderation/suspension-appeals.server";
import { admin, testDb, tick } from "./payout-fixtures";

export const endSessions = (tx: Transaction, profileId: string) =>
  deleteAllSessions(tx, { profileId });

export function suspend(profileId: string, reason = "Ran a ring of accounts") {
  return suspendAccount(testDb.db, {
    adminId: admin.id,
    subject: { profileId },
    category: "rings",
    reason,
    endSessions,
    now: tick(),
  });
}

export async function suspended(profileId: string) {
  const outcome = await suspend(profileId);
  if (!outcome.ok) throw new Error(`suspension refused: ${outcome.reason}`);
  return outcome.suspension;
}

export async function reviewsOf(userId: string) {
  return testDb.db
    .select({ id: reviews.id, status: reviews.status, earnings: reviews.earnings })
    .from(reviews)
    .where(eq(reviews.userId, userId));
}

export async function sessionsOf(profileId: string) {
  return testDb.db.select().from(sessions).where(eq(sessions.profileId, profileId));
}

export async function appealed(suspensionId: string) {
  const outcome = await appealSuspension(testDb.db, {
    suspensionId,
    message: "I wrote every review myself, after my own visits.",
    now: tick(),
  });
  expect(outcome).toEqual({ ok: true });
}
