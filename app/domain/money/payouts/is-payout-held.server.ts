import type { DbOrTx } from "~/db/client.server";
import { isAccountSuspended } from "~/domain/shared/account-standing.server";

/**
 * Whether no money may leave for this reviewer now, whatever the flow (manual Mark Paid, a
 * provider's release or retry, a new request): while their account is suspended (decision 071).
 */
export async function isPayoutHeld(db: DbOrTx, userId: string): Promise<boolean> {
  return isAccountSuspended(db, userId);
}
