import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, payments, profiles } from "~/db/schema";
import { campaignCost } from "~/domain/money/rupees";
import { findRole } from "~/domain/shared/roles.server";
import type { Campaign, CreateCampaignInput } from "./create-campaign.server";
import { distributionDays, distributionSchedule } from "./daily-schedule";

/**
 * The demo campaign of SPEC §5, owned by the admin, so the reviewer flow can be tried at once:
 * in a local installation only. Its reviews earn rewards with no payment behind them, so a
 * production installation never makes one and withdraws one it made before (decision 090).
 */
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
 * admin's sign-in and at start, never on a page load, and only when `local` (INSTALLATION=local).
 * Two callers at once (two servers starting, a sign-in meanwhile) take turns on an advisory
 * lock, so only one of them creates it.
 */
export async function ensureDemoCampaign(
  db: DbOrTx,
  input: { adminId: string; local: boolean; now?: Date },
): Promise<{ created: false; campaign: Campaign | null } | { created: true; campaign: Campaign }> {
  if (!input.local) return { created: false, campaign: null };
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
    if (found) return { created: false as const, campaign: found };
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
    return { created: true as const, campaign };
  });
}

/**
 * At start (server/app.ts). Local: the demo campaign, once an admin has signed in before, so no
 * page load ever has to make it; null while there is no admin yet (the admin's first sign-in
 * makes it, routes/admin-login.tsx, and says so). Production: no demo is made, and an unpaid
 * one made by an earlier version is withdrawn (decision 090).
 */
export async function ensureDemoCampaignAtStart(
  db: DbOrTx,
  input: { local: boolean; now?: Date },
): Promise<{ created: boolean; withdrawn: number } | null> {
  if (!input.local) return { created: false, withdrawn: await withdrawUnpaidDemoCampaigns(db) };
  if (await findDemoCampaign(db)) return { created: false, withdrawn: 0 };
  const [admin] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  if (!admin) return null;
  const { created } = await ensureDemoCampaign(db, { ...input, adminId: admin.id });
  return { created, withdrawn: 0 };
}

/** Statuses in which a campaign takes, or can be given back, review slots that earn rewards. */
const rewardingStatuses = ["pending_approval", "active", "paused", "completed"] as const;

/**
 * Ends every 'Demo Restaurant' campaign an admin owns that no payment stands behind (status
 * 'deleted': no new review can start, no one can resume or grow it). Reviews already approved
 * keep their rewards, and reviews already submitted are still decided as usual: reviewers did
 * that work on our offer (decision 090). Idempotent; answers how many it withdrew.
 */
export async function withdrawUnpaidDemoCampaigns(db: DbOrTx): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_CAMPAIGN_LOCK}::bigint)`);
    const withdrawn = await tx
      .update(campaigns)
      .set({ status: "deleted", pausedAt: null })
      .where(
        and(
          eq(campaigns.businessName, DEMO_CAMPAIGN.businessName),
          inArray(campaigns.status, [...rewardingStatuses]),
          inArray(
            campaigns.businessId,
            tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin")),
          ),
          notExists(
            tx
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.campaignId, campaigns.id), eq(payments.status, "succeeded"))),
          ),
        ),
      )
      .returning({ id: campaigns.id });
    return withdrawn.length;
  });
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
