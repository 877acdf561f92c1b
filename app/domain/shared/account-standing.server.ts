import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { suspensions } from "~/db/schema";
import { isUuid } from "./uuid";

/** The first key of the per-account advisory lock that orders work against a suspension. */
const ACCOUNT_STANDING_LOCK = 7_033_071;

/**
 * Whether the account is suspended now (decision 071); false for an id that is no account's.
 * One indexed probe of `suspensions_one_active_key`.
 */
export async function isAccountSuspended(db: DbOrTx, profileId: string): Promise<boolean> {
  if (!isUuid(profileId)) return false;
  const [row] = await db
    .select({ id: suspensions.id })
    .from(suspensions)
    .where(and(eq(suspensions.profileId, profileId), isNull(suspensions.liftedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the account's standing lock shared, then reads whether it is suspended. A transaction
 * that adds pending work for an account (a review, a payout) calls it first: a suspension takes
 * the same lock exclusively, so it sees every such row committed, and none starts after it.
 */
export async function lockAccountStanding(tx: Transaction, profileId: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${ACCOUNT_STANDING_LOCK}::int, hashtext(${profileId}))`,
  );
  return isAccountSuspended(tx, profileId);
}

/** The suspension's side of lockAccountStanding: waits for the account's work in flight. */
export async function lockAccountForSuspension(tx: Transaction, profileId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ACCOUNT_STANDING_LOCK}::int, hashtext(${profileId}))`,
  );
}
