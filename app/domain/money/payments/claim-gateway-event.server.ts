import type { Transaction } from "~/db/client.server";
import { gatewayEvents } from "~/db/schema";

/**
 * Claims a gateway's webhook event inside the transaction that acts on it (decisions 057, 066):
 * true the first time; false for a duplicate, even one arriving on another server at once (the
 * primary key waits for the first). A rollback releases the claim, so a retry is handled again.
 */
export async function claimGatewayEvent(
  tx: Transaction,
  event: { gateway: string; eventId: string; type: string; now: Date },
): Promise<boolean> {
  const [fresh] = await tx
    .insert(gatewayEvents)
    .values({
      gateway: event.gateway,
      eventId: event.eventId,
      type: event.type,
      receivedAt: event.now,
    })
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId });
  return fresh !== undefined;
}
