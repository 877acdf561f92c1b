import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "~/db/rows.server";
import { campaigns } from "~/db/schema";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { approveCampaignEdit } from "~/domain/moderation/decide-campaign-edit.server";
import {
  findCampaignIdByShortCode,
  getPublicCampaignSummary,
} from "~/domain/reviews/public-reviews.server";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

setUpBusinessDatabase();

const edited = {
  businessName: "Sharma Sweets & Namkeen",
  mapsLink: "https://maps.app.goo.gl/New123",
  topics: ["Sweets"],
  address: "12 MG Road, near Rajwada",
};

async function liveCampaign() {
  const business = await newProfile("business");
  const campaign = await campaignOf(business.id);
  await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
  return { business, campaign };
}

describe("the public page's way to the shop", () => {
  it("has a short link of its own and shows the address and Maps link an approved edit gave it", async () => {
    const { business, campaign } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: edited,
    });
    await approveCampaignEdit(testDb.db, { campaignId: campaign.id, adminId: admin.id });
    const summary = await getPublicCampaignSummary(testDb.db, { campaignId: campaign.id });
    expect(summary).toMatchObject({ address: edited.address, mapsLink: edited.mapsLink });
    expect(summary?.shortCode).toMatch(/^[0-9a-f]{8}$/);
    expect(
      await findCampaignIdByShortCode(testDb.db, { shortCode: summary?.shortCode ?? "" }),
    ).toBe(campaign.id);
    expect(await findCampaignIdByShortCode(testDb.db, { shortCode: "zzzzzzzz" })).toBeNull();
  });
});

describe("short codes", () => {
  it("differ between campaigns", async () => {
    const rows = await testDb.db.select({ code: campaigns.shortCode }).from(campaigns);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("are drawn again when a new campaign's code is taken, so the paid campaign is still made", async () => {
    const { campaign: first } = await liveCampaign();
    const taken = first.shortCode;
    const drawn = "substr(md5(random()::text || clock_timestamp()::text), 1, 8)";
    await testDb.db.execute(sql.raw("CREATE SEQUENCE short_code_draws"));
    await testDb.db.execute(
      sql.raw(
        `ALTER TABLE campaigns ALTER COLUMN short_code SET DEFAULT CASE WHEN nextval('short_code_draws') <= 2 THEN '${taken}' ELSE ${drawn} END`,
      ),
    );
    try {
      const { campaign } = await liveCampaign();
      expect(campaign.shortCode).not.toBe(taken);
      expect(campaign.shortCode).toMatch(/^[0-9a-f]{8}$/);
      const [draws] = await rowsOf<{ last_value: string }>(
        testDb.db,
        sql.raw("SELECT last_value FROM short_code_draws"),
      );
      expect(Number(draws?.last_value)).toBe(3);
      const [stored] = await testDb.db
        .select({ code: campaigns.shortCode })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.id));
      expect(stored?.code).toBe(campaign.shortCode);
    } finally {
      await testDb.db.execute(
        sql.raw(`ALTER TABLE campaigns ALTER COLUMN short_code SET DEFAULT ${drawn}`),
      );
      await testDb.db.execute(sql.raw("DROP SEQUENCE short_code_draws"));
    }
  });
});
