import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, businessWarnings } from "~/db/schema";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import {
  findShownWarning,
  issueWarning,
  warningsOfBusiness,
  withdrawWarning,
} from "~/domain/transparency/business-warnings.server";
import { paidCampaign } from "../../support/campaigns";
import {
  activeCampaign,
  admin,
  approved,
  atKolkata,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/*
 * A warning on a business (decision 097). Promise register entries proved here:
 * businessWarning.publicDates (first to last day, India's calendar, no job),
 * businessWarning.publicReviewsUntouched, businessWarning.dashboardText, businessWarning.publicTitle
 * and businessWarning.publicGround (issued only by the admin, with a listed ground, logged).
 */

const issuedAt = atKolkata("2026-11-29T10:00:00");
const publicText = "The owner offered reviewers ₹500 to change their one-star reviews.";

async function warnedCampaign(days: { startsOn: string; endsOn: string }) {
  const campaign = await activeCampaign();
  const outcome = await issueWarning(testDb.db, {
    adminId: admin.id,
    page: `https://reviewkaro.example/b/${campaign.id}?page=2`,
    ground: "money_for_change",
    publicText,
    ...days,
    now: issuedAt,
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  return { campaign, warningId: outcome.warningId };
}

const day = (date: string, time = "12:00:00") => atKolkata(`${date}T${time}`);

describe("a public warning on a business", () => {
  it("shows from its first day to its last, India's days, and is gone the day after without any job", async () => {
    const { campaign } = await warnedCampaign({ startsOn: "2026-12-01", endsOn: "2027-02-28" });
    const shown = (at: Date) => findShownWarning(testDb.db, { campaignId: campaign.id, now: at });
    expect(await shown(day("2026-11-30", "23:59:59"))).toBeNull();
    expect(await shown(day("2026-12-01", "00:00:00"))).toMatchObject({
      ground: "money_for_change",
      publicText,
      startsOn: "2026-12-01",
      endsOn: "2027-02-28",
    });
    expect(await shown(day("2027-02-28", "23:59:59"))).not.toBeNull();
    expect(await shown(day("2027-03-01", "00:00:00"))).toBeNull();
  });

  it("shows on every campaign of the business and on no other business's page", async () => {
    const { campaign } = await warnedCampaign({ startsOn: "2026-11-29", endsOn: "2027-02-26" });
    const sibling = await paidCampaign(testDb, DAY1, {
      businessId: campaign.businessId,
      topics: ["Food"],
      city: "Bhopal",
      targetReviews: 100,
    });
    const stranger = await activeCampaign();
    const now = day("2026-12-10");
    expect(await findShownWarning(testDb.db, { campaignId: sibling.id, now })).not.toBeNull();
    expect(await findShownWarning(testDb.db, { campaignId: stranger.id, now })).toBeNull();
    expect(
      await warningsOfBusiness(testDb.db, { businessId: campaign.businessId, now }),
    ).toHaveLength(1);
    expect(await warningsOfBusiness(testDb.db, { businessId: stranger.businessId, now })).toEqual(
      [],
    );
  });

  it("hides, reorders and changes no review", async () => {
    const campaign = await activeCampaign();
    for (const rating of [1, 5, 3]) {
      await approved((await submitted(await newReviewer(), campaign, { rating })).id);
    }
    const before = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(
      await issueWarning(testDb.db, {
        adminId: admin.id,
        page: `/b/${campaign.id}`,
        ground: "mass_reports",
        publicText: "The business reported twelve reviews as fake without any ground.",
        startsOn: "2026-11-29",
        endsOn: "2027-02-26",
        now: issuedAt,
      }),
    ).toMatchObject({ ok: true });
    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id })).toEqual(before);
  });

  it("is issued by the admin only, with a listed ground and valid dates, and logged", async () => {
    const campaign = await activeCampaign();
    const input = {
      adminId: admin.id,
      page: `/b/${campaign.id}`,
      ground: "post_elsewhere",
      publicText: "The owner asked reviewers to copy their reviews to other sites.",
      startsOn: "2026-11-29",
      endsOn: "2027-02-26",
      now: issuedAt,
    };
    const count = async () =>
      (
        await testDb.db
          .select()
          .from(businessWarnings)
          .where(eq(businessWarnings.businessId, campaign.businessId))
      ).length;
    expect(await issueWarning(testDb.db, { ...input, adminId: campaign.businessId })).toEqual({
      ok: false,
      reason: "not_admin",
    });
    expect(await issueWarning(testDb.db, { ...input, ground: "bad_rating" })).toEqual({
      ok: false,
      reason: "ground_required",
    });
    expect(await issueWarning(testDb.db, { ...input, startsOn: "2026-11-28" })).toEqual({
      ok: false,
      reason: "start_past",
    });
    expect(await issueWarning(testDb.db, { ...input, page: "/b/not-a-page" })).toEqual({
      ok: false,
      reason: "page_not_found",
    });
    expect(await count()).toBe(0);
    const issued = await issueWarning(testDb.db, input);
    if (!issued.ok) throw new Error(issued.reason);
    expect(await count()).toBe(1);
    const events = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, "business_warning_issued"));
    expect(events.find((event) => event.detail?.warningId === issued.warningId)).toMatchObject({
      profileId: admin.id,
      detail: { ground: "post_elsewhere", businessId: campaign.businessId, endsOn: "2027-02-26" },
    });

    // Withdrawn, it leaves the page at once; withdrawing twice is refused.
    expect(
      await withdrawWarning(testDb.db, { adminId: admin.id, warningId: issued.warningId }),
    ).toEqual({ ok: true });
    expect(
      await findShownWarning(testDb.db, { campaignId: campaign.id, now: day("2026-12-01") }),
    ).toBeNull();
    expect(
      await withdrawWarning(testDb.db, { adminId: admin.id, warningId: issued.warningId }),
    ).toEqual({
      ok: false,
      reason: "already_withdrawn",
    });
  });
});
