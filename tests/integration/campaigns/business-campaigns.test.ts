import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns } from "~/db/schema";
import {
  getBusinessCampaign,
  getBusinessStats,
  listBusinessCampaigns,
  listPaymentHistory,
  MAX_LIST_LIMIT,
} from "~/domain/campaigns/business-campaigns.server";
import { listAllCampaigns } from "~/domain/moderation/campaign-queue.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";
import { price } from "../../support/reward-amounts";

setUpBusinessDatabase();

describe("business stats", () => {
  it("counts campaigns by state and leaves rejected ones out of Total Spent", async () => {
    const business = await newProfile("business");
    const other = await newProfile("business");
    await campaignOf(other.id, { target: 500 });

    await campaignOf(business.id, { target: 10 }); // pending
    const active = await campaignOf(business.id, { target: 20 });
    const completed = await campaignOf(business.id, { target: 5 });
    const rejected = await campaignOf(business.id, { target: 100 }); // not spent
    await approveCampaign(testDb.db, { campaignId: active.id, adminId: admin.id });
    await approveCampaign(testDb.db, { campaignId: completed.id, adminId: admin.id });
    await testDb.db
      .update(campaigns)
      .set({ status: "completed", completedReviews: 5 })
      .where(eq(campaigns.id, completed.id));
    await rejectCampaign(testDb.db, {
      campaignId: rejected.id,
      adminId: admin.id,
      reason: "Not a real place",
    });

    expect(await getBusinessStats(testDb.db, { businessId: business.id })).toEqual({
      activeCampaigns: 1,
      completed: 1,
      pendingApproval: 1,
      totalSpent: price(20 + 5 + 10),
      campaigns: 4,
      payments: 4,
    });
  });

  it("is all zeros for a business without campaigns", async () => {
    const business = await newProfile("business");
    const zeros = {
      activeCampaigns: 0,
      completed: 0,
      pendingApproval: 0,
      totalSpent: 0,
      campaigns: 0,
      payments: 0,
    };
    expect(await getBusinessStats(testDb.db, { businessId: business.id })).toEqual(zeros);
    expect(await getBusinessStats(testDb.db, { businessId: "nope" })).toEqual(zeros);
  });
});

describe("a business's own campaigns", () => {
  it("lists only its campaigns, newest first, as summaries", async () => {
    const business = await newProfile("business");
    const other = await newProfile("business");
    const first = await campaignOf(business.id, { name: "First" });
    await campaignOf(other.id, { name: "Other" });
    const second = await campaignOf(business.id, { name: "Second" });

    const list = await listBusinessCampaigns(testDb.db, { businessId: business.id });
    expect(list.map((row) => row.businessName)).toEqual(["Second", "First"]);
    expect(list[1]).toEqual({
      id: first.id,
      businessName: "First",
      city: "Ujjain",
      status: "pending_approval",
      targetReviews: 10,
      completedReviews: 0,
      cost: price(10),
      createdAt: first.createdAt,
      startDate: null,
      rejectionReason: null,
      pausedAt: null,
      cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: first.id },
    });
    expect(list[0]?.id).toBe(second.id);
    expect((await getBusinessStats(testDb.db, { businessId: business.id })).campaigns).toBe(2);
    expect((await getBusinessStats(testDb.db, { businessId: "not-a-uuid" })).campaigns).toBe(0);
  });

  it("opens its own campaign and nobody else's", async () => {
    const owner = await newProfile("business");
    const other = await newProfile("business");
    const campaign = await campaignOf(owner.id);

    expect(
      await getBusinessCampaign(testDb.db, { businessId: owner.id, campaignId: campaign.id }),
    ).toEqual(campaign);
    expect(
      await getBusinessCampaign(testDb.db, { businessId: other.id, campaignId: campaign.id }),
    ).toBeNull();
    for (const campaignId of [randomUUID(), "not-a-uuid", "", `${campaign.id}x`]) {
      expect(await getBusinessCampaign(testDb.db, { businessId: owner.id, campaignId })).toBeNull();
    }
  });

  it("cannot approve its own campaign", async () => {
    const owner = await newProfile("business");
    const campaign = await campaignOf(owner.id);
    expect(
      await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: owner.id }),
    ).toEqual({ ok: false, reason: "not_admin" });
    expect(
      (await getBusinessCampaign(testDb.db, { businessId: owner.id, campaignId: campaign.id }))
        ?.status,
    ).toBe("pending_approval");
  });
});

describe("payment history", () => {
  it("lists the business's own payments, newest first, with the campaign name", async () => {
    const business = await newProfile("business");
    const other = await newProfile("business");
    const first = await campaignOf(business.id, { name: "First", target: 10 });
    await campaignOf(other.id, { name: "Other" });
    const second = await campaignOf(business.id, { name: "Second", target: 3 });

    const history = await listPaymentHistory(testDb.db, { businessId: business.id });

    expect(history).toEqual([
      {
        id: expect.any(String),
        createdAt: second.createdAt,
        campaignId: second.id,
        campaignName: "Second",
        amount: price(3),
        provider: "simulated",
        purpose: "campaign",
        status: "succeeded",
        refundedAt: null,
        // A simulated payment's invoice is a demo (decision 105): Payment History says so.
        invoice: {
          id: expect.any(String),
          number: expect.stringMatching(/^RK\d{4}\/\d{6}$/),
          demo: true,
        },
        refunds: [],
        cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: expect.any(String) },
      },
      {
        id: expect.any(String),
        createdAt: first.createdAt,
        campaignId: first.id,
        campaignName: "First",
        amount: price(10),
        provider: "simulated",
        purpose: "campaign",
        status: "succeeded",
        refundedAt: null,
        // A simulated payment's invoice is a demo (decision 105): Payment History says so.
        invoice: {
          id: expect.any(String),
          number: expect.stringMatching(/^RK\d{4}\/\d{6}$/),
          demo: true,
        },
        refunds: [],
        cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: expect.any(String) },
      },
    ]);
    expect((await getBusinessStats(testDb.db, { businessId: business.id })).payments).toBe(2);
    const older = await listPaymentHistory(testDb.db, {
      businessId: business.id,
      limit: 1,
      offset: 1,
    });
    expect(older.map((row) => row.campaignId)).toEqual([first.id]);
    expect((await getBusinessStats(testDb.db, { businessId: "not-a-uuid" })).payments).toBe(0);
  });
});

describe("bounded lists", () => {
  it("pages through many campaigns at most 100 at a time", async () => {
    const business = await newProfile("business");
    const made: string[] = [];
    for (let index = 0; index < MAX_LIST_LIMIT + 5; index += 1) {
      made.push((await campaignOf(business.id, { name: `Shop ${index}`, target: 1 })).id);
    }
    const newestFirst = [...made].reverse();

    const byDefault = await listBusinessCampaigns(testDb.db, { businessId: business.id });
    expect(byDefault.map((row) => row.id)).toEqual(newestFirst.slice(0, 50));

    const capped = await listBusinessCampaigns(testDb.db, { businessId: business.id, limit: 500 });
    expect(capped).toHaveLength(100);
    const rest = await listBusinessCampaigns(testDb.db, {
      businessId: business.id,
      limit: 100,
      offset: 100,
    });
    expect([...capped, ...rest].map((row) => row.id)).toEqual(newestFirst);

    expect(
      await listBusinessCampaigns(testDb.db, { businessId: business.id, limit: 0 }),
    ).toHaveLength(1);
    expect(
      (
        await listBusinessCampaigns(testDb.db, { businessId: business.id, limit: 3, offset: -7 })
      ).map((row) => row.id),
    ).toEqual(newestFirst.slice(0, 3));

    expect(await listAllCampaigns(testDb.db, { limit: 10_000 })).toHaveLength(100);
    expect(
      await listPaymentHistory(testDb.db, { businessId: business.id, limit: 10_000 }),
    ).toHaveLength(100);
    expect(await listPaymentHistory(testDb.db, { businessId: business.id })).toHaveLength(50);
  });
});
