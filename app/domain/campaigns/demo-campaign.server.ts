import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns } from "~/db/schema";
import { campaignCost } from "~/domain/money/rupees";
import { findRole } from "~/domain/shared/roles.server";
import type { Campaign, CreateCampaignInput } from "./create-campaign.server";
import { distributionDays, distributionSchedule } from "./daily-schedule";

/** The demo campaign of SPEC §5, owned by the admin, so the reviewer flow can be tried at once. */
export const DEMO_CAMPAIGN = {
  businessName: "Demo Restaurant",
  mapsLink: "https://maps.google.com/?q=Indore",
  topics: ["Food", "Service", "Family"],
  city: "Indore",
  targetReviews: 20,
} as const satisfies Partial<CreateCampaignInput>;

/** Any fixed number works: it only has to differ from the other advisory locks of the app. */
const DEMO_CAMPAIGN_LOCK = 730_100_001;

/**
 * Creates the demo campaign once, unless a campaign named 'Demo Restaurant' exists. Two admin
 * pages loading at once take turns on an advisory lock, so only one of them creates it.
 */
export async function ensureDemoCampaign(
  db: DbOrTx,
  input: { adminId: string; now?: Date },
): Promise<{ created: boolean; campaign: Campaign }> {
  // The usual answer needs no lock: the demo exists after the admin's first visit.
  const existing = await findDemoCampaign(db);
  if (existing) return { created: false, campaign: existing };
  if ((await findRole(db, input.adminId)) !== "admin") {
    throw new Error("the demo campaign belongs to an admin");
  }
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_CAMPAIGN_LOCK}::bigint)`);
    const found = await findDemoCampaign(tx);
    if (found) return { created: false, campaign: found };
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        businessId: input.adminId,
        businessName: DEMO_CAMPAIGN.businessName,
        mapsLink: DEMO_CAMPAIGN.mapsLink,
        topics: [...DEMO_CAMPAIGN.topics],
        city: DEMO_CAMPAIGN.city,
        targetReviews: DEMO_CAMPAIGN.targetReviews,
        cost: campaignCost(DEMO_CAMPAIGN.targetReviews),
        status: "active",
        distributionDays: distributionDays(DEMO_CAMPAIGN.targetReviews),
        distributionSchedule: distributionSchedule(DEMO_CAMPAIGN.targetReviews),
        startDate: now,
        createdAt: now,
      })
      .returning();
    if (!campaign) throw new Error("demo campaign was not saved");
    return { created: true, campaign };
  });
}

/**
 * Databases in which this process has found or made the demo campaign. Campaigns are never
 * deleted, so after the first admin page load the demo's presence is known without a query.
 */
const demoPresent = new WeakSet<DbOrTx>();

/**
 * ensureDemoCampaign, asked once per database and process: the admin dashboard calls it on every
 * whole load (SPEC: "on first load"), and the answer after the first is always 'there'.
 */
export async function ensureDemoCampaignOnce(
  db: DbOrTx,
  input: { adminId: string; now?: Date },
): Promise<{ created: boolean }> {
  if (demoPresent.has(db)) return { created: false };
  const { created } = await ensureDemoCampaign(db, input);
  demoPresent.add(db);
  return { created };
}

async function findDemoCampaign(db: DbOrTx): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.businessName, DEMO_CAMPAIGN.businessName))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(1);
  return campaign;
}
