import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { retentionDays } from "./retention";

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * What deleting an account keeps of its security log (decision 103): the audit rows survive the
 * erasure, unlinked from the erased profile and keyed by an HMAC of the phone number instead, for
 * 180 days after the deletion (the CERT-In period the privacy page states), and the retention
 * sweep erases them then. The number itself is free to sign up again at once; the key lets an
 * investigation that already has a number find that number's earlier account's trail
 * (`findKeptAuditTrail`, through scripts/deleted-account-trail.ts); no page looks rows up by it.
 */

/**
 * The HMAC-SHA256 of a phone number under the server's secret (SESSION_SECRET): the same number
 * always gives the same key, and without the secret the key does not give the number back.
 */
export function auditPhoneHash(phone: string, key: string): string {
  return createHmac("sha256", key).update(`audit-phone:${phone}`).digest("base64url");
}

/** The moment a deleted account's audit rows are erased. */
export function auditKeptUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + retentionDays.auditEvents * DAY_MS);
}

/** Unlinks the account's audit rows from its profile and keys them by the hashed phone. */
export async function keepAuditTrail(
  tx: DbOrTx,
  input: { profileId: string; phone: string; phoneKey: string; now: Date },
): Promise<void> {
  await tx
    .update(auditEvents)
    .set({
      profileId: null,
      phoneHash: auditPhoneHash(input.phone, input.phoneKey),
      keptUntil: auditKeptUntil(input.now),
    })
    .where(eq(auditEvents.profileId, input.profileId));
}

export type KeptAuditEvent = {
  type: string;
  ip: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
  keptUntil: Date | null;
};

/**
 * The kept security log of the deleted accounts that had this number, oldest first: what an
 * investigation with a number (and the server's secret) reads, through
 * `scripts/deleted-account-trail.ts`. Never called by a page.
 */
export async function findKeptAuditTrail(
  db: DbOrTx,
  input: { phone: string; phoneKey: string },
): Promise<KeptAuditEvent[]> {
  return db
    .select({
      type: auditEvents.type,
      ip: auditEvents.ip,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
      keptUntil: auditEvents.keptUntil,
    })
    .from(auditEvents)
    .where(eq(auditEvents.phoneHash, auditPhoneHash(input.phone, input.phoneKey)))
    .orderBy(asc(auditEvents.createdAt));
}
