import { randomBytes } from "node:crypto";
import type { DbOrTx } from "~/db/client.server";
import { passwords } from "~/db/schema";
import { hashPassword, verifyPassword } from "./password.server";

/** Stores a profile's password hash, replacing the one it had. */
export async function savePasswordHash(
  db: DbOrTx,
  input: { profileId: string; hash: string; now: Date },
): Promise<void> {
  await db
    .insert(passwords)
    .values({ profileId: input.profileId, hash: input.hash, updatedAt: input.now })
    .onConflictDoUpdate({
      target: passwords.profileId,
      set: { hash: input.hash, updatedAt: input.now },
    });
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real password check, so a missing account is not told apart by timing. */
export async function verifyPasswordOfUnknownAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}
