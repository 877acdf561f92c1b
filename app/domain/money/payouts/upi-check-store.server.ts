import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type UpiCheckState, upiChecks } from "~/db/schema";
import type { UpiValidation } from "./provider/payout-provider.server";

/**
 * How long one validation answers for a UPI ID, for anyone (decision 086): a registered name
 * 30 days (a UPI ID is rarely moved to another account), 'no such account' one day (it may be
 * created tomorrow), a validation still pending one day (after that a new one is started).
 */
export const FOUND_FOR_MS = 30 * 24 * 60 * 60 * 1000;
export const NOT_FOUND_FOR_MS = 24 * 60 * 60 * 1000;
export const PENDING_FOR_MS = 24 * 60 * 60 * 1000;

export type UpiCheckRow = typeof upiChecks.$inferSelect;

/** Whether a stored answer still stands at `now`; `failed` never does (it is asked again). */
export function isFresh(row: Pick<UpiCheckRow, "state" | "checkedAt">, now: Date): boolean {
  const age = now.getTime() - row.checkedAt.getTime();
  if (row.state === "found") return age < FOUND_FOR_MS;
  if (row.state === "not_found") return age < NOT_FOUND_FOR_MS;
  if (row.state === "pending") return age < PENDING_FOR_MS;
  return false;
}

export async function readOwnCheck(
  db: DbOrTx,
  input: { userId: string; upiId: string },
): Promise<UpiCheckRow | null> {
  const [row] = await db
    .select()
    .from(upiChecks)
    .where(and(eq(upiChecks.userId, input.userId), eq(upiChecks.upiId, input.upiId)));
  return row ?? null;
}

/**
 * Another reviewer's answer about this UPI ID that still stands (the newest), so one validation
 * serves everyone within its window: found, not found, or a pending one to ask about.
 */
export async function readSharedCheck(
  db: DbOrTx,
  input: { upiId: string; now: Date },
): Promise<UpiCheckRow | null> {
  const since = new Date(input.now.getTime() - Math.max(FOUND_FOR_MS, NOT_FOUND_FOR_MS));
  const rows = await db
    .select()
    .from(upiChecks)
    .where(
      and(
        eq(upiChecks.upiId, input.upiId),
        inArray(upiChecks.state, ["found", "not_found", "pending"]),
        gte(upiChecks.checkedAt, since),
      ),
    )
    .orderBy(desc(upiChecks.checkedAt))
    .limit(5);
  return rows.find((row) => isFresh(row, input.now)) ?? null;
}

/** New UPI IDs this reviewer asked about since `since` (the day's limit counts them). */
export async function countChecksSince(
  db: DbOrTx,
  input: { userId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(upiChecks)
    .where(and(eq(upiChecks.userId, input.userId), gte(upiChecks.createdAt, input.since)));
  return row?.count ?? 0;
}

/**
 * Records an answer for this reviewer and UPI ID. The bank name, once given, is kept: a later
 * one never replaces it (asked once, so it cannot be tried name after name against a stranger's
 * account).
 */
export async function storeOwnCheck(
  db: DbOrTx,
  input: {
    userId: string;
    upiId: string;
    bankName: string | null;
    answer: UpiValidation;
    checkedAt: Date;
    now: Date;
  },
): Promise<void> {
  const values = {
    state: input.answer.state satisfies UpiCheckState,
    holderName: input.answer.state === "found" ? input.answer.holderName : null,
    providerCheckId: input.answer.checkId,
    checkedAt: input.checkedAt,
  };
  await db
    .insert(upiChecks)
    .values({
      userId: input.userId,
      upiId: input.upiId,
      bankName: input.bankName,
      createdAt: input.now,
      ...values,
    })
    .onConflictDoUpdate({
      target: [upiChecks.userId, upiChecks.upiId],
      set: { ...values, bankName: sql`coalesce(${upiChecks.bankName}, excluded.bank_name)` },
    });
}

/** No validation asked yet: the id a reservation carries until its answer is stored. */
const RESERVED = "";

/**
 * Reserves this reviewer's row for a UPI ID new to them (decision 100), so the limits count it
 * while its answer is being asked: `failed`, which never stands as an answer (asked again).
 */
export async function reserveOwnCheck(
  db: DbOrTx,
  input: { userId: string; upiId: string; bankName: string; now: Date },
): Promise<void> {
  await db
    .insert(upiChecks)
    .values({
      userId: input.userId,
      upiId: input.upiId,
      bankName: input.bankName,
      state: "failed",
      holderName: null,
      providerCheckId: RESERVED,
      checkedAt: input.now,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

/** Removes a reservation nothing was asked for (the check was refused after all). */
export async function dropReservation(
  db: DbOrTx,
  input: { userId: string; upiId: string },
): Promise<void> {
  await db
    .delete(upiChecks)
    .where(
      and(
        eq(upiChecks.userId, input.userId),
        eq(upiChecks.upiId, input.upiId),
        eq(upiChecks.providerCheckId, RESERVED),
      ),
    );
}

/**
 * A pending validation's answer, for every reviewer waiting on it; rows already answered are
 * left alone (a late or repeated answer changes nothing). Returns how many rows it completed.
 */
export async function completePendingChecks(
  db: DbOrTx,
  input: { answer: UpiValidation; now: Date },
): Promise<number> {
  if (input.answer.state === "pending") return 0;
  const completed = await db
    .update(upiChecks)
    .set({
      state: input.answer.state,
      holderName: input.answer.state === "found" ? input.answer.holderName : null,
      checkedAt: input.now,
    })
    .where(and(eq(upiChecks.providerCheckId, input.answer.checkId), eq(upiChecks.state, "pending")))
    .returning({ userId: upiChecks.userId });
  return completed.length;
}

/** The name this reviewer last gave for their bank account: the payout form offers it again. */
export async function lastBankName(db: DbOrTx, input: { userId: string }): Promise<string | null> {
  const [row] = await db
    .select({ bankName: upiChecks.bankName })
    .from(upiChecks)
    .where(and(eq(upiChecks.userId, input.userId), isNotNull(upiChecks.bankName)))
    .orderBy(desc(upiChecks.createdAt))
    .limit(1);
  return row?.bankName ?? null;
}
