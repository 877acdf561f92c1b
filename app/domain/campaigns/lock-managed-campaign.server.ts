import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { campaigns } from "~/db/schema";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import type { Campaign } from "./create-campaign.server";

/** Who changes a campaign: its own business, or an admin (any campaign). */
export type CampaignManager = { role: "business" | "admin"; id: string };

/**
 * Locks a campaign for a change by `actorId` (the campaign row first, as every writer does) and
 * says who they are; null for anyone else, and for another business's campaign alike (404).
 */
export async function lockManagedCampaign(
  tx: Transaction,
  input: { campaignId: string; actorId: string },
): Promise<{ campaign: Campaign; manager: CampaignManager } | null> {
  if (!isUuid(input.campaignId) || !isUuid(input.actorId)) return null;
  const role = await findRole(tx, input.actorId);
  if (role !== "business" && role !== "admin") return null;
  const [campaign] = await tx
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId))
    .for("update");
  if (!campaign) return null;
  if (role === "business" && campaign.businessId !== input.actorId) return null;
  return { campaign, manager: { role, id: input.actorId } };
}
