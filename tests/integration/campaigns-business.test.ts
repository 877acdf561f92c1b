import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, profiles, type ReviewStatus, type Role, reviews } from "~/db/schema";
import {
  countCampaignReviewsForBusiness,
  getBusinessCampaign,
  getBusinessStats,
  listAllCampaigns,
  listBusinessCampaigns,
  listCampaignReviewsForBusiness,
  listPaymentHistory,
  MAX_LIST_LIMIT,
} from "~/domain/campaign-lists.server";
import {
  approveCampaign,
  type Campaign,
  createCampaign,
  rejectCampaign,
} from "~/domain/campaigns.server";
import { createSimulatedPaymentProvider } from "~/domain/payments.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

let phoneCounter = 7300000000;
async function newProfile(role: Role) {
  phoneCounter += 1;
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: `+91${phoneCounter}`, role })
    .returning();
  if (!row) throw new Error("no profile");
  return row;
}

let clock = Date.parse("2026-10-01T04:00:00Z");
/** Each record is one minute newer than the previous one. */
function tick() {
  clock += 60_000;
  return new Date(clock);
}

async function campaignOf(businessId: string, options: { name?: string; target?: number } = {}) {
  const createdAt = tick();
  const result = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider(), now: () => createdAt },
    {
      businessId,
      requestId: randomUUID(),
      businessName: options.name ?? "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/sharma",
      topics: ["Food"],
      city: "Ujjain",
      targetReviews: options.target ?? 10,
    },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.campaign;
}

let admin: { id: string };
beforeAll(async () => {
  admin = await newProfile("admin");
});

async function reviewOf(
  campaign: Campaign,
  options: { rating: number; status: ReviewStatus; reviewerName?: string },
) {
  const user = await newProfile("user");
  const [row] = await testDb.db
    .insert(reviews)
    .values({
      campaignId: campaign.id,
      userId: user.id,
      reviewText: "A first-hand account of the visit.",
      rating: options.rating,
      proof: `proofs/${randomUUID()}.webp`,
      reviewerName: options.reviewerName ?? "Asha",
      reviewerEmail: "asha@example.com",
      status: options.status,
      createdAt: tick(),
    })
    .returning();
  if (!row) throw new Error("no review");
  return { review: row, user };
}

describe("business stats", () => {
  it("counts campaigns by state and leaves rejected ones out of Total Spent", async () => {
    const business = await newProfile("business");
    const other = await newProfile("business");
    await campaignOf(other.id, { target: 500 });

    await campaignOf(business.id, { target: 10 }); // pending, ₹200
    const active = await campaignOf(business.id, { target: 20 }); // ₹400
    const completed = await campaignOf(business.id, { target: 5 }); // ₹100
    const rejected = await campaignOf(business.id, { target: 100 }); // ₹2,000, not spent
    await approveCampaign(testDb.db, { campaignId: active.id, adminId: admin.id });
    await approveCampaign(testDb.db, { campaignId: completed.id, adminId: admin.id });
    await testDb.db
      .update(campaigns)
      .set({ status: "completed", completedReviews: 5 })
      .where(eq(campaigns.id, completed.id));
    await rejectCampaign(testDb.db, { campaignId: rejected.id, adminId: admin.id });

    expect(await getBusinessStats(testDb.db, { businessId: business.id })).toEqual({
      activeCampaigns: 1,
      completed: 1,
      pendingApproval: 1,
      totalSpent: 700,
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
      cost: 200,
      createdAt: first.createdAt,
      startDate: null,
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

describe("reviews of a campaign, as its business sees them", () => {
  it("shows every review, whatever its status or rating, newest first, without private data", async () => {
    const owner = await newProfile("business");
    const campaign = await campaignOf(owner.id);
    await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
    const written = [
      await reviewOf(campaign, { rating: 1, status: "approved" }),
      await reviewOf(campaign, { rating: 5, status: "pending" }),
      await reviewOf(campaign, { rating: 2, status: "rejected" }),
      await reviewOf(campaign, { rating: 4, status: "withdrawn", reviewerName: "  " }),
      await reviewOf(campaign, { rating: 3, status: "approved", reviewerName: "Ravi" }),
    ];

    const list = await listCampaignReviewsForBusiness(testDb.db, {
      businessId: owner.id,
      campaignId: campaign.id,
    });

    // Order is by time only: the rating never moves a review up or down.
    expect(list.map((row) => row.id)).toEqual(written.map(({ review }) => review.id).reverse());
    expect(list.map((row) => row.rating)).toEqual([3, 4, 2, 5, 1]);
    expect(list[0]).toEqual({
      id: written[4]?.review.id,
      reviewerName: "Ravi",
      createdAt: written[4]?.review.createdAt,
      rating: 3,
      status: "approved",
      cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: written[4]?.review.id },
    });
    expect(list[1]?.reviewerName).toBeNull();
    for (const row of list) {
      expect(Object.keys(row).sort()).toEqual([
        "createdAt",
        "cursor",
        "id",
        "rating",
        "reviewerName",
        "status",
      ]);
    }
    const text = JSON.stringify(list);
    for (const { review, user } of written) {
      expect(text).not.toContain(review.proof);
      expect(text).not.toContain(user.id);
      expect(text).not.toContain(user.phone);
    }
    expect(text).not.toContain("asha@example.com");
  });

  it("shows another business nothing", async () => {
    const owner = await newProfile("business");
    const other = await newProfile("business");
    const campaign = await campaignOf(owner.id);
    await reviewOf(campaign, { rating: 4, status: "pending" });
    expect(
      await listCampaignReviewsForBusiness(testDb.db, {
        businessId: other.id,
        campaignId: campaign.id,
      }),
    ).toEqual([]);
    expect(
      await listCampaignReviewsForBusiness(testDb.db, {
        businessId: owner.id,
        campaignId: "not-a-uuid",
      }),
    ).toEqual([]);
    expect(
      await countCampaignReviewsForBusiness(testDb.db, {
        businessId: other.id,
        campaignId: campaign.id,
      }),
    ).toBe(0);
    expect(
      await countCampaignReviewsForBusiness(testDb.db, {
        businessId: owner.id,
        campaignId: campaign.id,
      }),
    ).toBe(1);
  });

  it("pages through the reviews with a count of all of them", async () => {
    const owner = await newProfile("business");
    const campaign = await campaignOf(owner.id, { target: 10 });
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      made.push((await reviewOf(campaign, { rating: 1 + index, status: "pending" })).review.id);
    }
    const owned = { businessId: owner.id, campaignId: campaign.id };
    const newestFirst = [...made].reverse();
    const second = await listCampaignReviewsForBusiness(testDb.db, {
      ...owned,
      limit: 2,
      offset: 2,
    });
    expect(second.map((row) => row.id)).toEqual(newestFirst.slice(2, 4));
    expect(await countCampaignReviewsForBusiness(testDb.db, owned)).toBe(5);
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
        amount: 60,
        provider: "simulated",
        status: "succeeded",
        cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: expect.any(String) },
      },
      {
        id: expect.any(String),
        createdAt: first.createdAt,
        campaignId: first.id,
        campaignName: "First",
        amount: 200,
        provider: "simulated",
        status: "succeeded",
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
