import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles } from "~/db/schema";
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

/** What the admin is told when the demo is made (SPEC §5): 'Demo Campaign Created'. */
export const DEMO_CREATED_MESSAGE = {
  title: "admin.demoCreatedTitle",
  message: "admin.demoCreatedText",
} as const;

/** Any fixed number works: it only has to differ from the other advisory locks of the app. */
const DEMO_CAMPAIGN_LOCK = 730_100_001;

/**
 * Creates the demo campaign once, unless a campaign named 'Demo Restaurant' exists: at the
 * admin's sign-in and at start, never on a page load. Two callers at once (two servers starting,
 * a sign-in meanwhile) take turns on an advisory lock, so only one of them creates it.
 */
export async function ensureDemoCampaign(
  db: DbOrTx,
  input: { adminId: string; now?: Date },
): Promise<{ created: boolean; campaign: Campaign }> {
  // The usual answer needs no lock: the demo exists after the admin's first sign-in.
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
 * At start (server/app.ts): the demo campaign, once an admin has signed in before, so no page
 * load ever has to make it. Null while there is no admin yet: the admin's first sign-in makes it
 * (routes/admin-login.tsx) and says so.
 */
export async function ensureDemoCampaignAtStart(
  db: DbOrTx,
  input: { now?: Date } = {},
): Promise<{ created: boolean } | null> {
  if (await findDemoCampaign(db)) return { created: false };
  const [admin] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  if (!admin) return null;
  const { created } = await ensureDemoCampaign(db, { adminId: admin.id, now: input.now });
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
