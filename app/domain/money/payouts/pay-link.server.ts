import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { payouts, profiles } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { upiPayLink } from "./upi-pay-link";

/**
 * The UPI payment link (SPEC §2) of a payout that still waits for the admin, for its QR code.
 * Null for a paid, rejected or unknown payout, and for anyone but an admin.
 */
export async function findPendingPayoutPayLink(
  db: DbOrTx,
  input: { payoutId: string; adminId: string },
): Promise<string | null> {
  if (!isUuid(input.payoutId) || !isUuid(input.adminId)) return null;
  const [row] = await db
    .select({
      upiId: payouts.upiId,
      amount: payouts.amount,
      reviewerName: profiles.reviewerName,
    })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(
      and(eq(payouts.id, input.payoutId), eq(payouts.status, "pending"), isAdmin(input.adminId)),
    )
    .limit(1);
  return row ? upiPayLink(row) : null;
}
