import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, campaigns } from "~/db/schema";
import { completeCampaignIfReached } from "~/domain/campaigns/complete-campaign-if-reached.server";
import { listAllCampaigns, listPendingCampaigns } from "~/domain/moderation/campaign-queue.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { minuteClock, paidCampaign } from "../../support/campaigns";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";
import { price } from "../../support/reward-amounts";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7200000000 });

/** Each campaign is created one minute after the previous one. */
const tick = minuteClock("2026-11-01T04:00:00Z");

async function pendingCampaign(businessId?: string, name = "Sharma Sweets") {
  const owner = businessId ?? (await newProfile("business")).id;
  return paidCampaign(testDb, tick(), {
    businessId: owner,
    businessName: name,
    topics: ["Food"],
    city: "Bhopal",
    targetReviews: 10,
  });
}

async function statusOf(campaignId: string) {
  const [row] = await testDb.db
    .select({ status: campaigns.status, startDate: campaigns.startDate })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}

const approvedAt = new Date("2026-11-21T18:30:00Z");

describe("approving and rejecting campaigns", () => {
  it("makes a pending campaign active from now, and records who did it", async () => {
    const admin = await newProfile("admin");
    const campaign = await pendingCampaign();

    const result = await approveCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      now: approvedAt,
    });

    expect(result).toMatchObject({
      ok: true,
      campaign: { id: campaign.id, status: "active", startDate: approvedAt },
    });
    expect(await statusOf(campaign.id)).toEqual({ status: "active", startDate: approvedAt });
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, admin.id), eq(auditEvents.type, "campaign_approved")));
    expect(audit.map((event) => event.detail)).toEqual([{ campaignId: campaign.id }]);
  });

  it("rejects a pending campaign without starting it", async () => {
    const admin = await newProfile("admin");
    const campaign = await pendingCampaign();
    const result = await rejectCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      reason: "Not a real place",
    });
    expect(result).toMatchObject({ ok: true, campaign: { status: "rejected", startDate: null } });
    expect(await statusOf(campaign.id)).toEqual({ status: "rejected", startDate: null });
  });

  it("moves only pending campaigns", async () => {
    const admin = await newProfile("admin");
    const approved = await pendingCampaign();
    const rejected = await pendingCampaign();
    await approveCampaign(testDb.db, {
      campaignId: approved.id,
      adminId: admin.id,
      now: approvedAt,
    });
    await rejectCampaign(testDb.db, {
      campaignId: rejected.id,
      adminId: admin.id,
      reason: "Not a real place",
    });

    const later = new Date("2026-12-01T00:00:00Z");
    for (const campaignId of [approved.id, rejected.id]) {
      expect(
        await approveCampaign(testDb.db, { campaignId, adminId: admin.id, now: later }),
      ).toEqual({ ok: false, reason: "not_pending" });
      expect(
        await rejectCampaign(testDb.db, {
          campaignId,
          adminId: admin.id,
          reason: "Not a real place",
        }),
      ).toEqual({
        ok: false,
        reason: "not_pending",
      });
    }
    expect(await statusOf(approved.id)).toEqual({ status: "active", startDate: approvedAt });
    expect(await statusOf(rejected.id)).toEqual({ status: "rejected", startDate: null });
  });

  it("lets only admins decide, not even the campaign's own business", async () => {
    const campaign = await pendingCampaign();
    const actors = [
      campaign.businessId,
      (await newProfile("business")).id,
      (await newProfile("user")).id,
      randomUUID(),
      "not-a-uuid",
    ];
    for (const adminId of actors) {
      expect(await approveCampaign(testDb.db, { campaignId: campaign.id, adminId })).toEqual({
        ok: false,
        reason: "not_admin",
      });
      expect(
        await rejectCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId,
          reason: "Not a real place",
        }),
      ).toEqual({
        ok: false,
        reason: "not_admin",
      });
    }
    expect(await statusOf(campaign.id)).toEqual({ status: "pending_approval", startDate: null });
  });

  it("answers not_found for unknown and malformed ids", async () => {
    const admin = await newProfile("admin");
    for (const campaignId of [randomUUID(), "123", "'; drop table campaigns; --"]) {
      expect(await approveCampaign(testDb.db, { campaignId, adminId: admin.id })).toEqual({
        ok: false,
        reason: "not_found",
      });
      expect(
        await rejectCampaign(testDb.db, {
          campaignId,
          adminId: admin.id,
          reason: "Not a real place",
        }),
      ).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
  });

  it("approves once when clicked twice at once", async () => {
    const admin = await newProfile("admin");
    const campaign = await pendingCampaign();
    const results = await Promise.all([
      approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id, now: approvedAt }),
      approveCampaign(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        now: new Date("2026-11-25T00:00:00Z"),
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "not_pending" }]);
    const winner = results.find((result) => result.ok);
    expect(await statusOf(campaign.id)).toEqual({
      status: "active",
      startDate: winner?.ok ? winner.campaign.startDate : undefined,
    });
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, admin.id), eq(auditEvents.type, "campaign_approved")));
    expect(audit).toHaveLength(1);
  });

  it("lets exactly one of two admins win when one approves and the other rejects", async () => {
    const first = await newProfile("admin");
    const second = await newProfile("admin");
    for (let round = 0; round < 3; round += 1) {
      const campaign = await pendingCampaign();
      const [approved, rejected] = await Promise.all([
        approveCampaign(testDb.db, { campaignId: campaign.id, adminId: first.id, now: approvedAt }),
        rejectCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId: second.id,
          reason: "Not a real place",
        }),
      ]);
      expect([approved.ok, rejected.ok].filter(Boolean)).toHaveLength(1);
      const loser = approved.ok ? rejected : approved;
      expect(loser).toEqual({ ok: false, reason: "not_pending" });
      expect((await statusOf(campaign.id))?.status).toBe(approved.ok ? "active" : "rejected");
    }
  });
});

describe("admin lists", () => {
  it("lists pending campaigns oldest first and every campaign newest first", async () => {
    const admin = await newProfile("admin");
    const business = await newProfile("business");
    const older = await pendingCampaign(business.id, "Older");
    const approved = await pendingCampaign(business.id, "Approved");
    const newer = await pendingCampaign(business.id, "Newer");
    await approveCampaign(testDb.db, { campaignId: approved.id, adminId: admin.id });

    const pending = (await listPendingCampaigns(testDb.db)).filter(
      (row) => row.businessId === business.id,
    );
    expect(pending.map((row) => row.id)).toEqual([older.id, newer.id]);
    expect(pending[0]).toEqual({
      id: older.id,
      businessId: business.id,
      businessName: "Older",
      city: "Bhopal",
      status: "pending_approval",
      targetReviews: 10,
      completedReviews: 0,
      cost: price(10),
      createdAt: older.createdAt,
      startDate: null,
      rejectionReason: null,
      mapsLink: "https://maps.app.goo.gl/sharma",
      topics: ["Food"],
      // The version its decision sends back (decision 102): never edited, the first.
      version: 1,
      pausedAt: null,
      cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: older.id },
    });

    const all = await listAllCampaigns(testDb.db);
    expect(all.slice(0, 3).map((row) => row.id)).toEqual([newer.id, approved.id, older.id]);
    const allPending = await listPendingCampaigns(testDb.db);
    expect(allPending.every((row) => row.status === "pending_approval")).toBe(true);
    const times = allPending.map((row) => row.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe("completing a campaign", () => {
  async function activeCampaign(completedReviews: number) {
    const admin = await newProfile("admin");
    const campaign = await pendingCampaign();
    await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
    await testDb.db
      .update(campaigns)
      .set({ completedReviews })
      .where(eq(campaigns.id, campaign.id));
    return campaign;
  }

  it("completes an active campaign whose approved reviews reach the target", async () => {
    const campaign = await activeCampaign(10);
    const done = await testDb.db.transaction((tx) =>
      completeCampaignIfReached(tx, { campaignId: campaign.id }),
    );
    expect(done).toBe(true);
    expect((await statusOf(campaign.id))?.status).toBe("completed");
  });

  it("leaves a campaign below its target active", async () => {
    const campaign = await activeCampaign(9);
    const done = await testDb.db.transaction((tx) =>
      completeCampaignIfReached(tx, { campaignId: campaign.id }),
    );
    expect(done).toBe(false);
    expect((await statusOf(campaign.id))?.status).toBe("active");
  });

  it("never completes a campaign that is not active", async () => {
    const campaign = await pendingCampaign();
    await testDb.db
      .update(campaigns)
      .set({ completedReviews: 10 })
      .where(eq(campaigns.id, campaign.id));
    const done = await testDb.db.transaction((tx) =>
      completeCampaignIfReached(tx, { campaignId: campaign.id }),
    );
    expect(done).toBe(false);
    expect((await statusOf(campaign.id))?.status).toBe("pending_approval");
  });
});
