import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type InboundWebhookState, inboundWebhooks } from "~/db/schema";

export type RecordedWebhook = { id: string; state: InboundWebhookState; attempts: number };

/**
 * Stores a verified webhook before anything handles it (decision 087), committed on its own so
 * the body survives whatever handling does. A second delivery of the same event id counts one
 * more attempt on the first row and answers its state: processed or ignored means done.
 */
export async function recordInboundWebhook(
  db: DbOrTx,
  input: {
    /** The source its provider's registry line declares (decision 127). */
    provider: string;
    eventId: string;
    event: string;
    rawBody: string;
    signedWith: "current" | "previous";
    now: Date;
  },
): Promise<RecordedWebhook> {
  const [row] = await db
    .insert(inboundWebhooks)
    .values({
      provider: input.provider,
      eventId: input.eventId,
      event: input.event,
      rawBody: input.rawBody,
      signedWith: input.signedWith,
      receivedAt: input.now,
      lastAttemptAt: input.now,
    })
    .onConflictDoUpdate({
      target: [inboundWebhooks.provider, inboundWebhooks.eventId],
      set: {
        attempts: sql`${inboundWebhooks.attempts} + 1`,
        lastAttemptAt: input.now,
      },
    })
    .returning({
      id: inboundWebhooks.id,
      state: inboundWebhooks.state,
      attempts: inboundWebhooks.attempts,
    });
  if (!row) throw new Error("inbound webhook not stored");
  return row;
}
