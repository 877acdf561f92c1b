import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaignEdits, campaigns } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";

/**
 * Owners' changes to live campaigns waiting for the admin, oldest first, with what is live and
 * the campaign's version, which the decision sends back (decision 102).
 */
export async function listPendingCampaignEdits(
  db: DbOrTx,
  input: { adminId: string; limit?: number },
) {
  return db
    .select({
      campaignId: campaignEdits.campaignId,
      version: campaigns.version,
      live: {
        businessName: campaigns.businessName,
        mapsLink: campaigns.mapsLink,
        topics: campaigns.topics,
        address: campaigns.address,
        placeLat: campaigns.placeLat,
        placeLng: campaigns.placeLng,
      },
      change: {
        businessName: campaignEdits.businessName,
        mapsLink: campaignEdits.mapsLink,
        topics: campaignEdits.topics,
        address: campaignEdits.address,
        placeLat: campaignEdits.placeLat,
        placeLng: campaignEdits.placeLng,
      },
    })
    .from(campaignEdits)
    .innerJoin(campaigns, eq(campaigns.id, campaignEdits.campaignId))
    .where(and(eq(campaignEdits.status, "pending"), isAdmin(input.adminId)))
    .orderBy(asc(campaignEdits.createdAt))
    .limit(input.limit ?? 20);
}

export type PendingCampaignEdit = Awaited<ReturnType<typeof listPendingCampaignEdits>>[number];
