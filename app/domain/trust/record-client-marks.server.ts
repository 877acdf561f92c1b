import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { clientMarks } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import type { ClientHashes } from "./hash-client.server";

/**
 * Remembers that this account used this network and device (salted hashes only, decision 027):
 * on sign-in, signup, campaign creation and review submission, in that action's transaction.
 */
export async function recordClientMarks(
  tx: DbOrTx,
  input: { profileId: string; hashes: ClientHashes; now?: Date },
): Promise<void> {
  if (!isUuid(input.profileId)) return;
  const now = input.now ?? new Date();
  const marks = [
    input.hashes.networkHash ? { kind: "network" as const, hash: input.hashes.networkHash } : null,
    input.hashes.deviceHash ? { kind: "device" as const, hash: input.hashes.deviceHash } : null,
  ].filter((mark) => mark !== null);
  if (marks.length === 0) return;
  await tx
    .insert(clientMarks)
    .values(
      marks.map((mark) => ({
        profileId: input.profileId,
        ...mark,
        firstSeenAt: now,
        lastSeenAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [clientMarks.profileId, clientMarks.kind, clientMarks.hash],
      set: { lastSeenAt: sql`greatest(${clientMarks.lastSeenAt}, excluded.last_seen_at)` },
    });
}
