import { lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SmsMessage, SmsProvider } from "~/notifications/sms";

/*
 * One try of an SMS a transaction left in an outbox (digests, removal notices, dispute and appeal
 * answers, complaint updates, invitations, breach notices): it leaves after commit, and the row
 * records the try, sent or one attempt more, failed for good at the third. `sendOutboxRows` is
 * the run over a batch of pending rows that complaint updates, invitations, breach notices and
 * dispute answers share.
 */

/** Tries an outbox SMS gets before it is marked failed. */
export const OUTBOX_SMS_MAX_ATTEMPTS = 3;

/** A page sends its own SMS right after commit; the job leaves them alone this long. */
const LEFT_TO_THE_PAGE_MS = 2 * 60 * 1000;

/** The rows the job may send: older than a page's own send could take, so the two never meet. */
export function pastThePagesTurn(createdAt: PgColumn, now: Date): SQL {
  return lte(createdAt, new Date(now.getTime() - LEFT_TO_THE_PAGE_MS));
}

/** What a try writes to its row; each outbox maps it to its own columns. */
export type OutboxSmsMark =
  | { status: "sent"; sentAt: Date; attempts: number }
  | { status?: "failed"; attempts: number };

/** Sends one outbox SMS and records the try through `mark`; answers how it went. */
export async function tryOutboxSms(input: {
  sms: SmsProvider;
  message: SmsMessage;
  attempts: number;
  now: Date;
  mark: (set: OutboxSmsMark) => Promise<unknown>;
}): Promise<"sent" | "failed"> {
  const attempts = input.attempts + 1;
  try {
    await input.sms.send(input.message);
    await input.mark({ status: "sent", sentAt: input.now, attempts });
    return "sent";
  } catch {
    await input.mark({
      attempts,
      ...(attempts >= OUTBOX_SMS_MAX_ATTEMPTS ? { status: "failed" as const } : {}),
    });
    return "failed";
  }
}

/**
 * What becomes of a pending row in a run: tried now, left pending for a later run (counted as
 * waiting), or ended without a try: marked and counted with the status given.
 */
export type OutboxGate<End extends "skipped" | "failed" = "skipped" | "failed"> =
  | "send"
  | "wait"
  | End;

/** How a run went, one count a row. */
export type OutboxTally = { sent: number; failed: number; skipped: number; waiting: number };

/** An SMS the limits refused waits for a later hour this long, then is skipped. */
const REFUSED_WAITS_MS = 24 * 60 * 60 * 1000;

/** A refused SMS waits for a later hour while younger than a day, and is skipped after. */
export function waitOrSkip(createdAt: Date, now: Date): "wait" | "skipped" {
  return now.getTime() - createdAt.getTime() < REFUSED_WAITS_MS ? "wait" : "skipped";
}

/**
 * Sends an outbox's pending rows one after another, each outbox giving what is its own: whether a
 * row can leave at all (`gate`, asked before every try: an erased account keeps no number), the
 * limits on a new SMS (`limits`, asked before its first try only), the message, and how a row is
 * marked (claimed by its status, so two senders racing on a row record nothing twice) with a
 * try's record or the end its gates gave.
 */
export async function sendOutboxRows<
  Row extends { attempts: number },
  End extends "skipped" | "failed",
>(
  rows: readonly Row[],
  input: {
    sms: SmsProvider;
    now: Date;
    gate?: (row: Row) => OutboxGate<End>;
    limits?: (row: Row) => Promise<OutboxGate<End>>;
    message: (row: Row) => SmsMessage;
    mark: (row: Row, set: OutboxSmsMark | { status: End }) => Promise<unknown>;
  },
): Promise<OutboxTally> {
  const tally: OutboxTally = { sent: 0, failed: 0, skipped: 0, waiting: 0 };
  for (const row of rows) {
    let gate: OutboxGate<End> = input.gate?.(row) ?? "send";
    // Counted once, before the first try: a retry after a provider failure is the same SMS.
    if (gate === "send" && row.attempts === 0 && input.limits) gate = await input.limits(row);
    if (gate === "wait") {
      tally.waiting += 1;
    } else if (gate !== "send") {
      await input.mark(row, { status: gate });
      tally[gate] += 1;
    } else {
      const result = await tryOutboxSms({
        sms: input.sms,
        message: input.message(row),
        attempts: row.attempts,
        now: input.now,
        mark: (set) => input.mark(row, set),
      });
      tally[result] += 1;
    }
  }
  return tally;
}
