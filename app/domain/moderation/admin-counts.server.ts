import type { DbOrTx } from "~/db/client.server";
import { type CountedEntity, statusCounts } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/** The totals behind the admin's badges and pagers. */
export type AdminCounts = {
  pendingReviews: number;
  pendingCampaigns: number;
  campaigns: number;
  pendingPayouts: number;
  processedPayouts: number;
};

/**
 * Every total the admin dashboard shows, in one read of the counters that triggers keep at
 * every commit (decision 013: a dozen rows, whatever the number of reviews), and only
 * for an admin: anyone else gets zeros. The page asked five counters one by one before, each a
 * round trip that costs more than its read, most of all on the embedded database.
 */
export async function adminCounts(db: DbOrTx, input: { adminId: string }): Promise<AdminCounts> {
  const rows = !isUuid(input.adminId)
    ? []
    : await db
        .select({
          entity: statusCounts.entity,
          status: statusCounts.status,
          count: statusCounts.count,
        })
        .from(statusCounts)
        .where(isAdmin(input.adminId));
  const sum = (entity: CountedEntity, statuses?: readonly string[]) =>
    rows
      .filter((row) => row.entity === entity && (!statuses || statuses.includes(row.status)))
      .reduce((total, row) => total + Number(row.count), 0);
  return {
    pendingReviews: sum("reviews", ["pending"]),
    pendingCampaigns: sum("campaigns", ["pending_approval"]),
    campaigns: sum("campaigns"),
    pendingPayouts: sum("payouts", ["pending"]),
    processedPayouts: sum("payouts", ["paid", "rejected"]),
  };
}
