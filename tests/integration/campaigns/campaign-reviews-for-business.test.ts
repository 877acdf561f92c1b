import { describe, expect, it } from "vitest";
import {
  getBusinessCampaign,
  listCampaignReviewsForBusiness,
} from "~/domain/campaigns/business-campaigns.server";
import { getCampaignAnalytics } from "~/domain/campaigns/campaign-analytics.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import {
  admin,
  campaignOf,
  newProfile,
  reviewOf,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

setUpBusinessDatabase();

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
      reviewText: "A first-hand account of the visit.",
      reply: null,
      replyRemoved: false,
      cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: written[4]?.review.id },
    });
    expect(list[1]?.reviewerName).toBeNull();
    // A withdrawn or rejected review's text is not its business's to read (decision 050).
    expect(list.map((row) => row.reviewText !== null)).toEqual([true, false, false, true, true]);
    for (const row of list) {
      expect(Object.keys(row).sort()).toEqual([
        "createdAt",
        "cursor",
        "id",
        "rating",
        "reply",
        "replyRemoved",
        "reviewText",
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
    // The campaign itself (and so its counts) is found for its own business only.
    expect(
      await getBusinessCampaign(testDb.db, { businessId: other.id, campaignId: campaign.id }),
    ).toBeNull();
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
    const found = await getBusinessCampaign(testDb.db, owned);
    expect(found && (await getCampaignAnalytics(testDb.db, found)).submitted).toBe(5);
  });
});
