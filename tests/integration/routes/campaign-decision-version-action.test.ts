import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignEdits, campaigns } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { action as adminAction } from "~/routes/admin-dashboard/campaigns/route";
import { admin, newProfile, post, setUpFormDatabase, testDb } from "../../support/form-post";

/*
 * The admin's campaign decisions, posted as the dashboard's forms post them: each carries the
 * version the admin saw, and a change since answers 409 "look again" with nothing decided
 * (issue 45, point 4; decision 102).
 */

setUpFormDatabase();

const values = {
  businessName: "Gupta Bhojanalay",
  mapsLink: "https://maps.app.goo.gl/gupta",
  topics: ["Food"],
  address: "",
};
const swapped = { ...values, businessName: "Somebody Else", mapsLink: "https://maps.app.goo.gl/x" };

async function pendingCampaign() {
  const business = await newProfile("business");
  const made = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider() },
    {
      ...values,
      businessId: business.id,
      requestId: randomUUID(),
      city: "Indore",
      targetReviews: 10,
    },
  );
  if (!made.ok) throw new Error(made.reason);
  return { business, campaign: made.campaign };
}

async function read(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row;
}

const changed = {
  status: 409,
  data: { toast: expect.objectContaining({ description: "admin.campaignChangedText" }) },
};

describe("the admin's campaign decision forms carry the version they were made on", () => {
  it("refuses an approval of a version its owner changed since (409), and keeps it pending", async () => {
    const { business, campaign } = await pendingCampaign();
    const seen = String(campaign.version);
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });

    const fields = { intent: "approve-campaign", campaignId: campaign.id, version: seen };
    expect(await post(adminAction, fields, { as: admin })).toMatchObject(changed);
    expect(await read(campaign.id)).toMatchObject({
      status: "pending_approval",
      businessName: swapped.businessName,
    });

    const now = String((await read(campaign.id)).version);
    const again = await post(adminAction, { ...fields, version: now }, { as: admin });
    expect(again.status).toBe(200);
    expect((await read(campaign.id)).status).toBe("active");
  });

  it.each([
    ["no version", {}],
    ["a version that is no number", { version: "v1" }],
    ["a version too long for the column", { version: "99999999999" }],
  ])("refuses an approval with %s (400), and decides nothing", async (_, extra) => {
    const { campaign } = await pendingCampaign();
    const fields = { intent: "approve-campaign", campaignId: campaign.id, ...extra };
    expect((await post(adminAction, fields, { as: admin })).status).toBe(400);
    expect((await read(campaign.id)).status).toBe("pending_approval");
  });

  it("refuses a version beyond any the campaign had, as changed", async () => {
    const { campaign } = await pendingCampaign();
    const fields = { intent: "approve-campaign", campaignId: campaign.id, version: "9999999999" };
    expect(await post(adminAction, fields, { as: admin })).toMatchObject(changed);
    expect((await read(campaign.id)).status).toBe("pending_approval");
  });

  it("refuses an edit's approval after the edit was replaced (409), and keeps the live values", async () => {
    const { business, campaign } = await pendingCampaign();
    const approve = { intent: "approve-campaign", campaignId: campaign.id };
    await post(adminAction, { ...approve, version: String(campaign.version) }, { as: admin });
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: swapped,
    });
    const seen = String((await read(campaign.id)).version);
    await editCampaign(testDb.db, {
      campaignId: campaign.id,
      businessId: business.id,
      values: { ...swapped, businessName: "A Third Name" },
    });

    const fields = { intent: "approve-campaign-edit", campaignId: campaign.id, version: seen };
    expect(await post(adminAction, fields, { as: admin })).toMatchObject(changed);
    expect((await read(campaign.id)).businessName).toBe(values.businessName);
    const [edit] = await testDb.db
      .select()
      .from(campaignEdits)
      .where(eq(campaignEdits.campaignId, campaign.id));
    expect(edit).toMatchObject({ status: "pending", businessName: "A Third Name" });
  });
});
