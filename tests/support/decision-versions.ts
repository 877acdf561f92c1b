/**
 * The world of the decision-version tests (issue 45, point 4; decision 102): a pending or live
 * campaign, what the admin's queue shows of it, and the owner's changes.
 */
import { eq } from "drizzle-orm";
import { campaignEdits, campaigns } from "~/db/schema";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { listPendingCampaignEdits } from "~/domain/moderation/campaign-edit-queue.server";
import { listPendingCampaigns } from "~/domain/moderation/campaign-queue.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { admin, campaignOf, newProfile, testDb } from "./business-fixtures";

export const original = {
  businessName: "Sharma Sweets",
  mapsLink: "https://maps.app.goo.gl/Sharma1",
  topics: ["Food"],
  address: "",
};
export const swapped = {
  businessName: "Stranger's Casino",
  mapsLink: "https://maps.app.goo.gl/Elsewhere",
  topics: ["Food"],
  address: "",
};
export const laterSwap = { ...swapped, businessName: "Another Stranger" };

/** The pending campaign as the admin's Campaigns tab shows it now. */
export async function seenInQueue(campaignId: string) {
  const rows = await listPendingCampaigns(testDb.db, { limit: 200 });
  const row = rows.find((candidate) => candidate.id === campaignId);
  if (!row) throw new Error("not in the queue");
  return row;
}

/** The pending edit as the admin's Campaigns tab shows it now. */
export async function editSeen(campaignId: string) {
  const rows = await listPendingCampaignEdits(testDb.db, { adminId: admin.id, limit: 200 });
  return rows.find((candidate) => candidate.campaignId === campaignId);
}

export async function read(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row;
}

export async function editOf(campaignId: string) {
  const [row] = await testDb.db
    .select()
    .from(campaignEdits)
    .where(eq(campaignEdits.campaignId, campaignId));
  return row;
}

export async function pendingCampaign() {
  const business = await newProfile("business");
  const campaign = await campaignOf(business.id);
  await editCampaign(testDb.db, {
    campaignId: campaign.id,
    businessId: business.id,
    values: original,
  });
  return { business, campaign };
}

export async function liveCampaign() {
  const { business, campaign } = await pendingCampaign();
  const seen = await seenInQueue(campaign.id);
  const approved = await approveCampaign(testDb.db, {
    campaignId: campaign.id,
    adminId: admin.id,
    version: seen.version,
  });
  if (!approved.ok) throw new Error(`not approved: ${approved.reason}`);
  return { business, campaign };
}
