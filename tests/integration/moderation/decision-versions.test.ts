import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "~/db/schema";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import {
  approveCampaignEdit,
  declineCampaignEdit,
} from "~/domain/moderation/decide-campaign-edit.server";
import { admin, setUpBusinessDatabase, testDb } from "../../support/business-fixtures";
import {
  editOf,
  editSeen,
  laterSwap,
  liveCampaign,
  original,
  pendingCampaign,
  read,
  seenInQueue,
  swapped,
} from "../../support/decision-versions";

/*
 * Issue 45, point 4 (decision 102): an admin's decision on a campaign or on a campaign's edit
 * carries the version the admin saw; a change made meanwhile (a new name or Maps link) is never
 * approved unseen. The decision is refused, nothing changes, and the queue shows the change.
 */

setUpBusinessDatabase();

describe("a campaign's approval is tied to the version the admin saw", () => {
  it("refuses an approval made on a campaign its owner renamed meanwhile, and keeps it pending", async () => {
    const { business, campaign } = await pendingCampaign();
    const seen = await seenInQueue(campaign.id);
    expect(seen).toMatchObject({
      businessName: original.businessName,
      mapsLink: original.mapsLink,
    });
    expect(seen.version).toEqual(expect.any(Number));

    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });

    expect(
      await approveCampaign(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(await read(campaign.id)).toMatchObject({
      status: "pending_approval",
      startDate: null,
      ...swapped,
      address: null,
    });

    // The queue shows the new content under a new version; a decision on it goes through.
    const again = await seenInQueue(campaign.id);
    expect(again).toMatchObject({ businessName: swapped.businessName, mapsLink: swapped.mapsLink });
    expect(again.version).not.toBe(seen.version);
    const approved = await approveCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      version: again.version,
    });
    expect(approved).toMatchObject({
      ok: true,
      campaign: {
        status: "active",
        businessName: swapped.businessName,
        mapsLink: swapped.mapsLink,
      },
    });
  });

  it("refuses a rejection made on an older version, and refunds nothing", async () => {
    const { business, campaign } = await pendingCampaign();
    const seen = await seenInQueue(campaign.id);
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });

    expect(
      await rejectCampaign(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
        reason: "The Maps link shows a closed shop.",
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(await read(campaign.id)).toMatchObject({
      status: "pending_approval",
      rejectionReason: null,
    });
    expect(
      await testDb.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it("refuses an approval after a change and its undo to the same words (every change counts)", async () => {
    const { business, campaign } = await pendingCampaign();
    const seen = await seenInQueue(campaign.id);
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: original,
    });
    expect(
      await approveCampaign(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect((await read(campaign.id)).status).toBe("pending_approval");
  });

  it("still answers a decided campaign as already handled, whatever version was sent", async () => {
    const { campaign } = await liveCampaign();
    const row = await read(campaign.id);
    expect(
      await approveCampaign(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: row.version,
      }),
    ).toEqual({ ok: false, reason: "not_pending" });
  });
});

describe("a campaign edit's decision is tied to the version the admin saw", () => {
  it("refuses an approval of an edit its owner replaced meanwhile, and keeps the live values", async () => {
    const { business, campaign } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });
    const seen = await editSeen(campaign.id);
    expect(seen?.change).toMatchObject({ businessName: swapped.businessName });
    if (!seen) throw new Error("no edit");

    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: laterSwap,
    });

    expect(
      await approveCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(await read(campaign.id)).toMatchObject({
      businessName: original.businessName,
      mapsLink: original.mapsLink,
    });
    expect(await editOf(campaign.id)).toMatchObject({
      status: "pending",
      businessName: laterSwap.businessName,
    });

    const again = await editSeen(campaign.id);
    expect(again?.change).toMatchObject({ businessName: laterSwap.businessName });
    expect(again?.version).not.toBe(seen.version);
    expect(
      await approveCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: again?.version ?? -1,
      }),
    ).toEqual({ ok: true });
    expect(await read(campaign.id)).toMatchObject({ businessName: laterSwap.businessName });
  });

  it("refuses an approval after the edit was withdrawn and another one sent", async () => {
    const { business, campaign } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });
    const seen = await editSeen(campaign.id);
    if (!seen) throw new Error("no edit");
    // Back to the live values (the edit is dropped), then a different change.
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: original,
    });
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: laterSwap,
    });
    expect(
      await approveCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect((await read(campaign.id)).businessName).toBe(original.businessName);
  });

  it("refuses a decline made on a replaced edit, and keeps the new one pending", async () => {
    const { business, campaign } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });
    const seen = await editSeen(campaign.id);
    if (!seen) throw new Error("no edit");
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: laterSwap,
    });
    expect(
      await declineCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
        reason: "This is another shop.",
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(await editOf(campaign.id)).toMatchObject({
      status: "pending",
      declineReason: null,
      businessName: laterSwap.businessName,
    });
  });

  it("decides an edit on the version the admin saw", async () => {
    const { business, campaign } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });
    const seen = await editSeen(campaign.id);
    if (!seen) throw new Error("no edit");
    expect(
      await declineCampaignEdit(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        version: seen.version,
        reason: "This is another shop.",
      }),
    ).toEqual({ ok: true });
    expect(await editOf(campaign.id)).toMatchObject({ status: "declined" });
  });
});
