import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, campaigns } from "~/db/schema";
import { dayNumber, kolkataDateKey } from "~/domain/shared/dates";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { publishEvents } from "~/events/bus.server";
import type { LiveEvent } from "~/events/live-events";
import type { Campaign } from "./create-campaign.server";
import { openSlotsToday } from "./daily-schedule";
import { type CampaignManager, lockManagedCampaign } from "./lock-managed-campaign.server";

/*
 * Pause and resume (issue 30, decision 051): a paused campaign opens no slot (every slot check
 * wants 'active'); its pending reviews are still decided. Resuming moves the start date later by
 * the Kolkata days it was paused, so the schedule's remaining days come after the pause.
 */

export type PauseCampaignResult =
  | { ok: true; campaign: Campaign }
  | { ok: false; reason: "not_found" | "not_active" };

export type ResumeCampaignResult =
  | { ok: true; campaign: Campaign; shiftedDays: number }
  | { ok: false; reason: "not_found" | "not_paused" };

const notFound = {
  status: 404,
  title: "errors.notFoundTitle",
  message: "errors.notFoundText",
} as const;

export const pauseCampaignRefusals = {
  not_found: notFound,
  not_active: {
    status: 409,
    title: "ownerCampaignAnswers.refusedTitle",
    message: "ownerCampaignAnswers.notPausable",
  },
} as const satisfies Refusals<ReasonOf<PauseCampaignResult>>;

export const resumeCampaignRefusals = {
  not_found: notFound,
  not_paused: {
    status: 409,
    title: "ownerCampaignAnswers.refusedTitle",
    message: "ownerCampaignAnswers.notPaused",
  },
} as const satisfies Refusals<ReasonOf<ResumeCampaignResult>>;

/** Pauses an active campaign, by its business or an admin. */
export async function pauseCampaign(
  db: DbOrTx,
  input: { campaignId: string; actorId: string; now?: Date },
): Promise<PauseCampaignResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<PauseCampaignResult> => {
    const locked = await lockManagedCampaign(tx, input);
    if (!locked) return { ok: false, reason: "not_found" };
    if (locked.campaign.status !== "active") return { ok: false, reason: "not_active" };
    const [campaign] = await tx
      .update(campaigns)
      .set({ status: "paused", pausedAt: now })
      .where(eq(campaigns.id, locked.campaign.id))
      .returning();
    if (!campaign) throw new Error(`locked campaign ${locked.campaign.id} vanished`);
    await recordChange(tx, { type: "campaign_paused", manager: locked.manager, campaign });
    await publishEvents(tx, changeEvents(locked.campaign, campaign, now));
    return { ok: true, campaign };
  });
}

/** Resumes a paused campaign; its schedule's remaining days move later by the days paused. */
export async function resumeCampaign(
  db: DbOrTx,
  input: { campaignId: string; actorId: string; now?: Date },
): Promise<ResumeCampaignResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ResumeCampaignResult> => {
    const locked = await lockManagedCampaign(tx, input);
    if (!locked) return { ok: false, reason: "not_found" };
    const { pausedAt, startDate } = locked.campaign;
    if (locked.campaign.status !== "paused" || !pausedAt)
      return { ok: false, reason: "not_paused" };
    const shiftedDays = pausedDays(pausedAt, now);
    const [campaign] = await tx
      .update(campaigns)
      .set({
        // Reviews approved while it was paused may have reached the target.
        status: sql`case when ${campaigns.completedReviews} >= ${campaigns.targetReviews} then 'completed' else 'active' end`,
        pausedAt: null,
        startDate: startDate ? new Date(startDate.getTime() + shiftedDays * DAY_MS) : startDate,
      })
      .where(eq(campaigns.id, locked.campaign.id))
      .returning();
    if (!campaign) throw new Error(`locked campaign ${locked.campaign.id} vanished`);
    await recordChange(tx, { type: "campaign_resumed", manager: locked.manager, campaign });
    await publishEvents(tx, changeEvents(locked.campaign, campaign, now));
    return { ok: true, campaign, shiftedDays };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Kolkata calendar days from the pause to now: paused and resumed on one day is 0. */
export function pausedDays(pausedAt: Date, now: Date): number {
  return Math.max(0, dayNumber(kolkataDateKey(now)) - dayNumber(kolkataDateKey(pausedAt)));
}

async function recordChange(
  tx: Transaction,
  input: { type: string; manager: CampaignManager; campaign: Campaign },
): Promise<void> {
  await tx.insert(auditEvents).values({
    type: input.type,
    profileId: input.manager.id,
    detail: { campaignId: input.campaign.id, by: input.manager.role },
  });
}

/** Its business and the admins see the new state; its city's reviewers when a slot came or went. */
export function changeEvents(before: Campaign, after: Campaign, now: Date): LiveEvent[] {
  const open = (campaign: Campaign) =>
    openSlotsToday({
      status: campaign.status,
      schedule: campaign.distributionSchedule,
      targetReviews: campaign.targetReviews,
      startDate: campaign.startDate,
      taken: campaign.slotsTaken,
      now,
    }) > 0;
  const events: LiveEvent[] = [
    { to: { profileId: after.businessId }, topics: ["my-campaigns"] },
    { to: { role: "admin" }, topics: ["campaign-queue"] },
  ];
  if (open(before) !== open(after)) {
    events.push({ to: { role: "user", city: after.city }, topics: ["available-campaigns"] });
  }
  return events;
}
