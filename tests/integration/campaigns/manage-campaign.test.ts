import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignEdits, campaigns, payments } from "~/db/schema";
import {
  getBusinessStats,
  listBusinessCampaigns,
} from "~/domain/campaigns/business-campaigns.server";
import { openSlotsToday } from "~/domain/campaigns/daily-schedule";
import { deleteCampaign } from "~/domain/campaigns/delete-campaign.server";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { pauseCampaign, resumeCampaign } from "~/domain/campaigns/pause-campaign.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import {
  approveCampaignEdit,
  declineCampaignEdit,
} from "~/domain/moderation/decide-campaign-edit.server";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

setUpBusinessDatabase();

const startedAt = new Date("2026-11-20T05:00:00Z");
const atKolkata = (dateTime: string) => new Date(`${dateTime}+05:30`);

async function liveCampaign(target = 10) {
  const business = await newProfile("business");
  const campaign = await campaignOf(business.id, { target });
  await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id, now: startedAt });
  return { business, campaign };
}

async function read(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row;
}

const slotsOf = (row: Awaited<ReturnType<typeof read>>, now: Date) =>
  openSlotsToday({
    status: row.status,
    schedule: row.distributionSchedule,
    targetReviews: row.targetReviews,
    startDate: row.startDate,
    taken: row.slotsTaken,
    now,
  });

describe("pausing and resuming a campaign", () => {
  it("opens no slot while paused and moves the schedule later by the days paused", async () => {
    const { business, campaign } = await liveCampaign();
    const pausedAt = atKolkata("2026-11-21T20:00:00");
    expect(
      await pauseCampaign(testDb.db, {
        campaignId: campaign.id,
        actorId: business.id,
        now: pausedAt,
      }),
    ).toMatchObject({ ok: true, campaign: { status: "paused" } });
    const paused = await read(campaign.id);
    expect(slotsOf(paused, atKolkata("2026-11-23T10:00:00"))).toBe(0);

    const resumedAt = atKolkata("2026-11-24T09:00:00");
    const resumed = await resumeCampaign(testDb.db, {
      campaignId: campaign.id,
      actorId: business.id,
      now: resumedAt,
    });
    expect(resumed).toMatchObject({ ok: true, shiftedDays: 3 });
    const after = await read(campaign.id);
    expect(after.status).toBe("active");
    expect(after.pausedAt).toBeNull();
    expect(after.startDate?.getTime()).toBe(startedAt.getTime() + 3 * 86_400_000);
    // Paused on day 2 evening, resumed three days later: the campaign is on its day 2 again.
    expect(slotsOf(after, resumedAt)).toBe(2);
  });

  it("lets the admin pause any campaign but not another business, and only a running one", async () => {
    const { campaign } = await liveCampaign();
    const stranger = await newProfile("business");
    expect(
      await pauseCampaign(testDb.db, { campaignId: campaign.id, actorId: stranger.id }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(
      await pauseCampaign(testDb.db, { campaignId: campaign.id, actorId: admin.id }),
    ).toMatchObject({
      ok: true,
    });
    expect(await pauseCampaign(testDb.db, { campaignId: campaign.id, actorId: admin.id })).toEqual({
      ok: false,
      reason: "not_active",
    });
    const pending = await campaignOf(stranger.id);
    expect(
      await pauseCampaign(testDb.db, { campaignId: pending.id, actorId: stranger.id }),
    ).toEqual({
      ok: false,
      reason: "not_active",
    });
    expect(
      await resumeCampaign(testDb.db, { campaignId: pending.id, actorId: stranger.id }),
    ).toEqual({
      ok: false,
      reason: "not_paused",
    });
  });

  it("resumes a campaign whose reviews reached the target while paused as completed", async () => {
    const { business, campaign } = await liveCampaign(2);
    await pauseCampaign(testDb.db, { campaignId: campaign.id, actorId: business.id });
    await testDb.db
      .update(campaigns)
      .set({ completedReviews: 2 })
      .where(eq(campaigns.id, campaign.id));
    expect(
      await resumeCampaign(testDb.db, { campaignId: campaign.id, actorId: business.id }),
    ).toMatchObject({ ok: true, shiftedDays: 0, campaign: { status: "completed" } });
  });
});

describe("deleting a campaign before approval", () => {
  it("refunds its payment and takes it out of My Campaigns, once", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 12 });
    expect(
      await deleteCampaign(testDb.db, { campaignId: campaign.id, businessId: business.id }),
    ).toEqual({
      ok: true,
      refunded: 240,
    });
    expect((await read(campaign.id)).status).toBe("deleted");
    const [payment] = await testDb.db
      .select()
      .from(payments)
      .where(eq(payments.campaignId, campaign.id));
    expect(payment).toMatchObject({ status: "refunded", amount: 240 });
    expect(await listBusinessCampaigns(testDb.db, { businessId: business.id })).toEqual([]);
    expect(await getBusinessStats(testDb.db, { businessId: business.id })).toMatchObject({
      campaigns: 0,
      totalSpent: 0,
      payments: 1,
    });
    expect(
      await deleteCampaign(testDb.db, { campaignId: campaign.id, businessId: business.id }),
    ).toEqual({
      ok: false,
      reason: "not_pending",
    });
  });

  it("refuses an approved campaign and another business's campaign", async () => {
    const { business, campaign } = await liveCampaign();
    expect(
      await deleteCampaign(testDb.db, { campaignId: campaign.id, businessId: business.id }),
    ).toEqual({
      ok: false,
      reason: "not_pending",
    });
    const stranger = await newProfile("business");
    expect(
      await deleteCampaign(testDb.db, { campaignId: campaign.id, businessId: stranger.id }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

const edited = {
  businessName: "Sharma Sweets & Namkeen",
  mapsLink: "https://maps.app.goo.gl/New123",
  topics: ["Sweets", "Service"],
  address: "12 MG Road, near Rajwada",
};

describe("editing a campaign", () => {
  it("changes a campaign waiting for approval at once", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id);
    expect(
      await editCampaign(testDb.db, {
        campaignId: campaign.id,
        businessId: business.id,
        values: edited,
      }),
    ).toEqual({ ok: true, applied: "now" });
    expect(await read(campaign.id)).toMatchObject(edited);
  });

  it("sends a live campaign's change to the admin and keeps its approved values until then", async () => {
    const { business, campaign } = await liveCampaign();
    expect(
      await editCampaign(testDb.db, {
        campaignId: campaign.id,
        businessId: business.id,
        values: edited,
      }),
    ).toEqual({ ok: true, applied: "for_approval" });
    expect(await read(campaign.id)).toMatchObject({
      businessName: campaign.businessName,
      address: null,
    });
    expect(
      await approveCampaignEdit(testDb.db, { campaignId: campaign.id, adminId: business.id }),
    ).toEqual({ ok: false, reason: "not_admin" });
    expect(
      await approveCampaignEdit(testDb.db, { campaignId: campaign.id, adminId: admin.id }),
    ).toEqual({
      ok: true,
    });
    expect(await read(campaign.id)).toMatchObject(edited);
    expect(
      await approveCampaignEdit(testDb.db, { campaignId: campaign.id, adminId: admin.id }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("keeps a declined change with the admin's reason for its business", async () => {
    const { business, campaign } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: edited,
    });
    expect(
      await declineCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        reason: " ",
      }),
    ).toEqual({ ok: false, reason: "reason_required" });
    expect(
      await declineCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        reason: "The new link shows another shop.",
      }),
    ).toEqual({ ok: true });
    const [edit] = await testDb.db
      .select()
      .from(campaignEdits)
      .where(eq(campaignEdits.campaignId, campaign.id));
    expect(edit).toMatchObject({
      status: "declined",
      declineReason: "The new link shows another shop.",
    });
    expect((await read(campaign.id)).businessName).toBe(campaign.businessName);
  });

  it("refuses a bad link and another business", async () => {
    const { business, campaign } = await liveCampaign();
    const values = { ...edited, mapsLink: "javascript:alert(1)" };
    expect(
      await editCampaign(testDb.db, { campaignId: campaign.id, businessId: business.id, values }),
    ).toEqual({
      ok: false,
      reason: "invalid_input",
    });
    const stranger = await newProfile("business");
    expect(
      await editCampaign(testDb.db, {
        campaignId: campaign.id,
        businessId: stranger.id,
        values: edited,
      }),
    ).toEqual({ ok: false, reason: "not_found" });
  });
});
