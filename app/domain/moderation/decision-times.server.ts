import { eq } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { decisionTimes } from "~/db/schema";
import {
  type DecisionTime,
  type DecisionWindow,
  decisionTimeOf,
  PUBLISHED_WINDOW,
} from "./decision-time";

/**
 * Both windows' decision times as the measuring job stored them (decision 069): two rows by
 * their key, whatever the number of reviews.
 */
export async function readDecisionTimes(
  db: DbOrTx,
  input: { now?: Date } = {},
): Promise<Record<DecisionWindow, DecisionTime>> {
  const now = input.now ?? new Date();
  const rows = await db.select().from(decisionTimes);
  const of = (days: DecisionWindow) =>
    decisionTimeOf(
      rows.find((row) => row.windowDays === days),
      now,
    );
  return { 7: of(7), 30: of(30) };
}

/** The figure the public and reviewers read: the last 30 days' (one row by its key). */
export async function readPublishedDecisionTime(
  db: DbOrTx,
  input: { now?: Date } = {},
): Promise<DecisionTime> {
  // Built once (decision 138): every public page reads it.
  const [row] = await builtOnce(db, "published_decision_time", (db, name) =>
    db
      .select()
      .from(decisionTimes)
      .where(eq(decisionTimes.windowDays, PUBLISHED_WINDOW))
      .prepare(name),
  ).execute();
  return decisionTimeOf(row, input.now ?? new Date());
}
