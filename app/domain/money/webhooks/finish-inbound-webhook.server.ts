import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { inboundWebhooks } from "~/db/schema";

/** What handling made of an event: done (processed or ignored), a duplicate, or an error. */
export type WebhookResult =
  | { state: "processed" | "ignored"; outcome: string }
  | { state: "duplicate" }
  | { state: "failed"; outcome: string | null; error: string };

/**
 * Writes what became of a stored webhook. Called inside the handling's transaction where the
 * handler takes one (the Razorpay payment events), else right after it. Written so that two
 * deliveries racing cannot undo each other: a duplicate only closes a row nobody closed, and a
 * failure never overwrites a success.
 */
export async function finishInboundWebhook(
  db: DbOrTx,
  input: { id: string; result: WebhookResult; now: Date },
): Promise<void> {
  const { result } = input;
  const open = inArray(inboundWebhooks.state, ["received", "failed"]);
  if (result.state === "duplicate") {
    // Handled before, by a delivery whose own finish did not land (a crash between the two).
    await db
      .update(inboundWebhooks)
      .set({ state: "processed", outcome: "duplicate", error: null, handledAt: input.now })
      .where(and(eq(inboundWebhooks.id, input.id), open));
    return;
  }
  if (result.state === "failed") {
    await db
      .update(inboundWebhooks)
      .set({ state: "failed", outcome: result.outcome, error: result.error.slice(0, 2000) })
      .where(and(eq(inboundWebhooks.id, input.id), open));
    return;
  }
  await db
    .update(inboundWebhooks)
    .set({ state: result.state, outcome: result.outcome, error: null, handledAt: input.now })
    .where(eq(inboundWebhooks.id, input.id));
}
