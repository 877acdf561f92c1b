import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { type CampaignStatus, campaigns } from "~/db/schema";
import { publishEvents } from "~/events/bus.server";
import type { LiveEvent, LiveTopic } from "~/events/live-events";
import { openSlotsToday } from "./daily-schedule";

/**
 * How a change moved a campaign's slots: a review took one (submitted), freed one (rejected,
 * withdrawn), or none (approved: pending and approved both hold their slot).
 */
export type SlotChange = { taken: 1 | 0 | -1; reopened?: boolean };

type ReviewChange = {
  campaignId: string;
  authorId: string;
  authorTopics: LiveTopic[];
  queueChanged: boolean;
  slots: SlotChange;
  now: Date;
};

/** Publishes a review change's events (reviewChangeEvents), sent when the transaction commits. */
export async function publishReviewChange(tx: Transaction, input: ReviewChange): Promise<void> {
  await publishEvents(tx, await reviewChangeEvents(tx, input));
}

/**
 * The live events of a change to one campaign's reviews, read after the change inside its
 * transaction: its author (the topics given), its business, the admins' queue when the queue
 * changed, and the reviewers of its city only when the campaign's availability there really
 * changed (its last open slot of the day was taken, or a closed campaign got one back). So an
 * approval reaches three kinds of page, and the city's other reviewers hear nothing.
 */
export async function reviewChangeEvents(
  tx: Transaction,
  input: ReviewChange,
): Promise<LiveEvent[]> {
  const [campaign] = await tx
    .select({
      businessId: campaigns.businessId,
      city: campaigns.city,
      status: campaigns.status,
      schedule: campaigns.distributionSchedule,
      targetReviews: campaigns.targetReviews,
      startDate: campaigns.startDate,
      slotsTaken: campaigns.slotsTaken,
    })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId))
    .limit(1);
  const events: LiveEvent[] = [{ to: { profileId: input.authorId }, topics: input.authorTopics }];
  if (input.queueChanged) events.push({ to: { role: "admin" }, topics: ["review-queue"] });
  if (!campaign) return events;
  events.push({ to: { profileId: campaign.businessId }, topics: ["my-campaigns"] });
  const after = openSlotsToday({ ...campaign, taken: campaign.slotsTaken, now: input.now });
  const before = openSlotsToday({
    ...campaign,
    // A withdrawal that reopened a completed campaign: before it, the campaign was completed.
    status: input.slots.reopened ? "completed" : campaign.status,
    taken: campaign.slotsTaken - input.slots.taken,
    now: input.now,
  });
  if (before > 0 !== after > 0) {
    events.push({ to: { role: "user", city: campaign.city }, topics: ["available-campaigns"] });
  }
  return events;
}

/** A campaign the admin just approved: the reviewers of its city see it once it has a slot today. */
export function campaignOpenedEvents(
  campaign: {
    city: string;
    status: CampaignStatus;
    distributionSchedule: number[];
    targetReviews: number;
    startDate: Date | null;
    slotsTaken: number;
  },
  now: Date,
): LiveEvent[] {
  const open = openSlotsToday({
    ...campaign,
    schedule: campaign.distributionSchedule,
    taken: campaign.slotsTaken,
    now,
  });
  return open > 0
    ? [{ to: { role: "user", city: campaign.city }, topics: ["available-campaigns"] }]
    : [];
}
