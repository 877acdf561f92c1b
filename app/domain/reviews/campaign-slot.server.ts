import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles } from "~/db/schema";
import { openSlotsToday } from "~/domain/campaigns/daily-schedule";
import { type City, fallbackCity, isCity } from "~/domain/shared/city";
import type { Position } from "~/domain/shared/nearest-city";

export type CampaignSlot = {
  unavailable: false;
  openToday: number;
  openInAll: number;
  topics: string[];
  startDate: Date | null;
  /** The business's place (issue 49), against which a proof's position becomes a band. */
  place: Position | null;
  city: City;
};

/**
 * Whether this reviewer's review may take a slot of this campaign now: `unavailable` when the
 * campaign is not active or not in the reviewer's city, else the slots left today and in all.
 * With `lock` it holds the campaign row until the transaction ends, so the slots_taken it reads
 * stays true until this transaction's own review (counted by the trigger) takes its slot. A
 * submission and a revision both ask it, so both refuse alike.
 */
export async function campaignSlotFor(
  db: DbOrTx,
  input: { userId: string; campaignId: string; now: Date; lock: boolean },
): Promise<{ unavailable: true } | CampaignSlot> {
  const query = db
    .select({
      status: campaigns.status,
      topics: campaigns.topics,
      schedule: campaigns.distributionSchedule,
      targetReviews: campaigns.targetReviews,
      startDate: campaigns.startDate,
      city: campaigns.city,
      slotsTaken: campaigns.slotsTaken,
      placeLat: campaigns.placeLat,
      placeLng: campaigns.placeLng,
    })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  const [campaign] = input.lock ? await query.for("update") : await query;
  if (campaign?.status !== "active") return { unavailable: true };
  // Reviews are local: only a reviewer of the campaign's city may write one (SPEC §2).
  const [reviewer] = await db
    .select({ city: profiles.city })
    .from(profiles)
    .where(eq(profiles.id, input.userId))
    .limit(1);
  if (reviewer?.city !== campaign.city) return { unavailable: true };
  return {
    unavailable: false,
    openToday: openSlotsToday({ ...campaign, taken: campaign.slotsTaken, now: input.now }),
    openInAll: campaign.targetReviews - campaign.slotsTaken,
    topics: campaign.topics,
    startDate: campaign.startDate,
    place:
      campaign.placeLat === null || campaign.placeLng === null
        ? null
        : { lat: campaign.placeLat, lng: campaign.placeLng },
    // The campaign forms keep the city one of the ten; the fallback only satisfies the type.
    city: isCity(campaign.city) ? campaign.city : fallbackCity,
  };
}

/**
 * A slot check's answer: why not, or yes with the campaign's topics, which the review's stored
 * topic bits are made from (a campaign's topics never change, so the early read serves).
 */
export type SlotCheck<Reason, Extra = unknown> =
  | { ok: false; reason: Reason }
  | ({ ok: true; topics: string[] } & Extra);
