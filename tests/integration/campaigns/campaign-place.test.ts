import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignEdits, campaigns, payments } from "~/db/schema";
import {
  approveCampaignEdit,
  declineCampaignEdit,
} from "~/domain/moderation/decide-campaign-edit.server";
import { campaignEditsSection } from "~/routes/admin-dashboard/campaign-edits.server";
import { action as adminAction } from "~/routes/admin-dashboard/campaigns/route";
import { action as businessAction } from "~/routes/business-dashboard/route";
import { action as campaignAction } from "~/routes/campaign-detail/route";
import { giveBillingDetails } from "../../support/billing-details";
import {
  admin,
  fieldMessages,
  newProfile,
  post,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

/*
 * The business's place (issue 49, decision 129) through the routes' own actions: set on the create
 * form, refused at the place outside the campaign's city with nothing stored or charged, and on a
 * live campaign changed only when the admin approves the edit.
 */

setUpFormDatabase();

const sarafa = { lat: 22.71853, lng: 75.85571 };
const rajwada = { lat: 22.7186, lng: 75.8553 };
const bhopal = { lat: 23.2599, lng: 77.4126 };

const createForm = (change: Record<string, string> = {}) => ({
  businessName: "Sharma Sweets",
  mapsLink: "https://maps.app.goo.gl/sharma",
  topics: "Food",
  city: "Indore",
  targetReviews: "10",
  requestId: randomUUID(),
  ...change,
});

const editForm = (change: Record<string, string> = {}) => ({
  intent: "edit-campaign",
  businessName: "Sharma Sweets",
  mapsLink: "https://maps.app.goo.gl/sharma",
  topics: "Food",
  address: "",
  ...change,
});

const placeFields = (place: { lat: number; lng: number }) => ({
  placeLat: String(place.lat),
  placeLng: String(place.lng),
});

async function campaignsOf(businessId: string) {
  return testDb.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));
}

async function created(change: Record<string, string>) {
  const business = await newProfile("business");
  await giveBillingDetails(testDb.db, business.id);
  const answer = await post(businessAction, createForm(change), { as: business });
  expect(answer.status).toBe(302);
  const [campaign] = await campaignsOf(business.id);
  if (!campaign) throw new Error("no campaign");
  return { business, campaign };
}

async function approve(campaign: { id: string; version: number }) {
  const fields = { intent: "approve-campaign", campaignId: campaign.id, version: "" };
  fields.version = String(campaign.version);
  expect((await post(adminAction, fields, { as: admin })).status).toBe(200);
}

async function placeOf(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return row ? { lat: row.placeLat, lng: row.placeLng, version: row.version } : null;
}

describe("the place on the create form", () => {
  it("stores the place sent with the form", async () => {
    const { campaign } = await created(placeFields(sarafa));
    expect([campaign.placeLat, campaign.placeLng]).toEqual([sarafa.lat, sarafa.lng]);
  });

  it("reads it from the Maps link when the form sends none", async () => {
    const mapsLink = "https://www.google.com/maps/place/S/@22.7,75.8,15z/data=!3d22.7186!4d75.8553";
    const { campaign } = await created({ mapsLink });
    expect([campaign.placeLat, campaign.placeLng]).toEqual([rajwada.lat, rajwada.lng]);
  });

  it("creates a campaign without a place (optional)", async () => {
    const { campaign } = await created({});
    expect([campaign.placeLat, campaign.placeLng]).toEqual([null, null]);
  });

  it.each([
    ["outside the campaign's city", placeFields(bhopal), "business.placeOutsideCity"],
    ["not a position", { placeLat: "95", placeLng: "75.8" }, "business.placeInvalid"],
    ["half a position", { placeLat: "22.7", placeLng: "" }, "business.placeInvalid"],
  ])("refuses a place %s at the place, charging and storing nothing", async (_, place, message) => {
    const business = await newProfile("business");
    await giveBillingDetails(testDb.db, business.id);
    const answer = await post(businessAction, createForm(place), { as: business });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "placeLat")).toEqual([message]);
    expect(await campaignsOf(business.id)).toEqual([]);
    expect(
      await testDb.db.select().from(payments).where(eq(payments.businessId, business.id)),
    ).toEqual([]);
  });
});

describe("the place on the edit form", () => {
  it("changes a campaign waiting for approval at once, its version taken", async () => {
    const { business, campaign } = await created({});
    const asOwner = { as: business, params: { id: campaign.id } };
    const answer = await post(campaignAction, editForm(placeFields(sarafa)), asOwner);
    expect(answer.status).toBe(200);
    expect(await placeOf(campaign.id)).toEqual({ ...sarafa, version: campaign.version + 1 });
  });

  it("refuses a place outside the campaign's city at the place, changing nothing", async () => {
    const { business, campaign } = await created(placeFields(sarafa));
    await approve(campaign);
    const before = await placeOf(campaign.id);
    const asOwner = { as: business, params: { id: campaign.id } };
    const answer = await post(campaignAction, editForm(placeFields(bhopal)), asOwner);
    expect(answer.status).toBe(400);
    expect((answer.data as { fieldErrors?: unknown }).fieldErrors).toEqual({
      placeLat: "business.placeOutsideCity",
    });
    expect(await placeOf(campaign.id)).toEqual(before);
    expect(
      await testDb.db.select().from(campaignEdits).where(eq(campaignEdits.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it("keeps a live campaign's place until the admin approves, who sees old → new and the distance", async () => {
    const { business, campaign } = await created(placeFields(sarafa));
    await approve(campaign);
    const asOwner = { as: business, params: { id: campaign.id } };
    const sent = await post(campaignAction, editForm(placeFields(rajwada)), asOwner);
    expect(sent.status).toBe(200);
    const waiting = await placeOf(campaign.id);
    expect([waiting?.lat, waiting?.lng]).toEqual([sarafa.lat, sarafa.lng]);

    const section = await campaignEditsSection(testDb.db, {
      adminId: admin.id,
      language: "en",
      shown: true,
    });
    const shown = section.list.find((edit) => edit.campaignId === campaign.id);
    expect(shown?.summary).toBe("Changed: Place");
    expect(shown?.changes).toEqual([
      {
        field: "place",
        label: "Place",
        before: "22.71853, 75.85571",
        after: "22.7186, 75.8553",
        beforeHref: "https://www.google.com/maps/search/?api=1&query=22.71853,75.85571",
        afterHref: "https://www.google.com/maps/search/?api=1&query=22.7186,75.8553",
        note: "Moves 40 m",
      },
    ]);

    const approved = await approveCampaignEdit(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      version: shown?.version ?? 0,
    });
    expect(approved).toEqual({ ok: true });
    const after = await placeOf(campaign.id);
    expect(after).toEqual({ ...rajwada, version: (shown?.version ?? 0) + 1 });
  });

  it("keeps the old place when the admin declines, and an edit without a place keeps it too", async () => {
    const { business, campaign } = await created(placeFields(sarafa));
    await approve(campaign);
    const asOwner = { as: business, params: { id: campaign.id } };
    await post(campaignAction, editForm(placeFields(rajwada)), asOwner);
    const declined = await declineCampaignEdit(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      reason: "The new place is across the road from the shop.",
    });
    expect(declined).toEqual({ ok: true });
    const kept = await placeOf(campaign.id);
    expect([kept?.lat, kept?.lng]).toEqual([sarafa.lat, sarafa.lng]);

    // A rename sent without the place: the place asked for is the one kept.
    await post(campaignAction, editForm({ businessName: "Sharma Mithai" }), asOwner);
    expect(
      await approveCampaignEdit(testDb.db, { campaignId: campaign.id, adminId: admin.id }),
    ).toEqual({ ok: true });
    const renamed = await placeOf(campaign.id);
    expect([renamed?.lat, renamed?.lng]).toEqual([sarafa.lat, sarafa.lng]);
  });

  it("says the place's change in Hindi to a Hindi-speaking admin", async () => {
    const { business, campaign } = await created({});
    await approve(campaign);
    const asOwner = { as: business, params: { id: campaign.id } };
    await post(campaignAction, editForm(placeFields(sarafa)), asOwner);
    const section = await campaignEditsSection(testDb.db, {
      adminId: admin.id,
      language: "hi",
      shown: true,
    });
    const shown = section.list.find((edit) => edit.campaignId === campaign.id);
    expect(shown?.changes.map((change) => [change.label, change.before, change.note])).toEqual([
      ["जगह", "—", "इसकी पहली जगह"],
    ]);
  });
});
