import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaignEdits, campaigns } from "~/db/schema";
import { isCity } from "~/domain/shared/city";
import { isInCity } from "~/domain/shared/place-band";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { publishEvents } from "~/events/bus.server";
import { type CampaignEditValues, campaignEditSchema } from "./campaign-form";
import type { Campaign } from "./create-campaign.server";
import { lockManagedCampaign } from "./lock-managed-campaign.server";

/*
 * Edit of what does not change the price (issue 30, decision 051): before approval the campaign
 * changes at once; once approved, the change waits in campaign_edits for the admin, and the live
 * campaign keeps its approved values (reviewers and its public page see those) until then.
 */

export type EditCampaignResult =
  | { ok: true; applied: "now" | "for_approval" | "unchanged" }
  | { ok: false; reason: "not_found" | "not_editable" | "invalid_input" | "place_outside_city" };

export const editCampaignRefusals = {
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  not_editable: {
    status: 409,
    title: "ownerCampaignAnswers.refusedTitle",
    message: "ownerCampaignAnswers.notEditable",
  },
  invalid_input: {
    status: 400,
    title: "business.missingInfoTitle",
    message: "business.missingInfoText",
  },
  /** Said at the form's place (placeLat), like the create form's check. */
  place_outside_city: {
    status: 400,
    title: "business.missingInfoTitle",
    message: "business.placeOutsideCity",
  },
} as const satisfies Refusals<ReasonOf<EditCampaignResult>>;

const editableAfterApproval: readonly Campaign["status"][] = ["active", "paused", "completed"];

/**
 * The campaign's next version: every change to what the admin decides on (the campaign waiting
 * for approval, or its edit waiting) takes one, so a decision made on what was shown before is
 * refused (decision 102). Set under the campaign's row lock.
 */
export const nextVersion = { version: sql<number>`${campaigns.version} + 1` };

/** What an edit hands in: the place may be left out (kept as it is). */
export type CampaignEditInput = Omit<CampaignEditValues, "placeLat" | "placeLng"> &
  Partial<Pick<CampaignEditValues, "placeLat" | "placeLng">>;

/**
 * The business edits its campaign's name, Maps link, topics, address and place. No place (and
 * none in the Maps link) keeps the campaign's; a place must lie in the campaign's city.
 */
export async function editCampaign(
  db: DbOrTx,
  input: { campaignId: string; businessId: string; values: CampaignEditInput },
): Promise<EditCampaignResult> {
  const parsed = campaignEditSchema.safeParse({
    ...input.values,
    topics: input.values.topics.join(","),
  });
  if (!parsed.success) return { ok: false, reason: "invalid_input" };
  const { placeLat, placeLng, ...fields } = parsed.data;
  const asked = placeLat !== null && placeLng !== null ? { lat: placeLat, lng: placeLng } : null;
  return db.transaction(async (tx): Promise<EditCampaignResult> => {
    const locked = await lockManagedCampaign(tx, {
      campaignId: input.campaignId,
      actorId: input.businessId,
    });
    if (locked?.manager.role !== "business") return { ok: false, reason: "not_found" };
    const { campaign } = locked;
    if (asked && !(isCity(campaign.city) && isInCity(asked, campaign.city))) {
      return { ok: false, reason: "place_outside_city" };
    }
    const values = {
      ...fields,
      address: fields.address || null,
      placeLat: asked?.lat ?? campaign.placeLat,
      placeLng: asked?.lng ?? campaign.placeLng,
    };
    const events = [{ to: { profileId: campaign.businessId }, topics: ["my-campaigns" as const] }];
    if (campaign.status === "pending_approval") {
      // Not yet approved: the admin will see the campaign as it is now.
      await tx
        .update(campaigns)
        .set({ ...values, ...nextVersion })
        .where(eq(campaigns.id, campaign.id));
      await tx.delete(campaignEdits).where(eq(campaignEdits.campaignId, campaign.id));
      await publishEvents(tx, [...events, { to: { role: "admin" }, topics: ["campaign-queue"] }]);
      return { ok: true, applied: "now" };
    }
    if (!editableAfterApproval.includes(campaign.status)) {
      return { ok: false, reason: "not_editable" };
    }
    if (sameValues(campaign, values)) {
      // Back to what is live: nothing is left for the admin to approve.
      await tx.delete(campaignEdits).where(eq(campaignEdits.campaignId, campaign.id));
      await tx.update(campaigns).set(nextVersion).where(eq(campaigns.id, campaign.id));
      await publishEvents(tx, events);
      return { ok: true, applied: "unchanged" };
    }
    const edit = {
      ...values,
      status: "pending" as const,
      declineReason: null,
      createdAt: new Date(),
    };
    await tx
      .insert(campaignEdits)
      .values({ campaignId: campaign.id, ...edit })
      .onConflictDoUpdate({ target: campaignEdits.campaignId, set: edit });
    // A second edit over a pending one is a new version too: the admin approves what they saw.
    await tx.update(campaigns).set(nextVersion).where(eq(campaigns.id, campaign.id));
    await tx.insert(auditEvents).values({
      type: "campaign_edit_requested",
      profileId: input.businessId,
      detail: { campaignId: campaign.id },
    });
    await publishEvents(tx, [...events, { to: { role: "admin" }, topics: ["campaign-queue"] }]);
    return { ok: true, applied: "for_approval" };
  });
}

type EditableValues = Pick<
  Campaign,
  "businessName" | "mapsLink" | "topics" | "address" | "placeLat" | "placeLng"
>;

function sameValues(campaign: EditableValues, values: EditableValues): boolean {
  return (
    campaign.businessName === values.businessName &&
    campaign.mapsLink === values.mapsLink &&
    campaign.address === values.address &&
    campaign.placeLat === values.placeLat &&
    campaign.placeLng === values.placeLng &&
    campaign.topics.join("\n") === values.topics.join("\n")
  );
}

/** The campaign's change waiting for the admin, or the one the admin declined; null when none. */
export async function findCampaignEdit(db: DbOrTx, input: { campaignId: string }) {
  const [edit] = await db
    .select({
      businessName: campaignEdits.businessName,
      status: campaignEdits.status,
      declineReason: campaignEdits.declineReason,
    })
    .from(campaignEdits)
    .where(eq(campaignEdits.campaignId, input.campaignId))
    .limit(1);
  return edit ?? null;
}
