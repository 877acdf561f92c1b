import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { editCampaign } from "~/domain/campaigns/edit-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { campaignEditsSection } from "~/routes/admin-dashboard/campaign-edits.server";
import { action as adminAction } from "~/routes/admin-dashboard/campaigns/route";
import { admin, newProfile, post, setUpFormDatabase, testDb } from "../../support/form-post";

/*
 * The admin's list of owners' changes says what each changes, field by field, live value →
 * proposed one, not only which campaign (issue 46, point 11); the version the decision sends
 * back stays with it (decision 102).
 */

setUpFormDatabase();

const values = {
  businessName: "Gupta Bhojanalay",
  mapsLink: "https://maps.app.goo.gl/gupta",
  topics: ["Food"],
  address: "",
};

async function liveCampaign() {
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
  const fields = {
    intent: "approve-campaign",
    campaignId: made.campaign.id,
    version: String(made.campaign.version),
  };
  expect((await post(adminAction, fields, { as: admin })).status).toBe(200);
  return { business, campaignId: made.campaign.id };
}

async function editOf(campaignId: string, language: "en" | "hi") {
  const section = await campaignEditsSection(testDb.db, {
    adminId: admin.id,
    language,
    shown: true,
  });
  const edit = section.list.find((row) => row.campaignId === campaignId);
  if (!edit) throw new Error("the edit is not listed");
  return edit;
}

describe("the admin's list of owners' changes", () => {
  it("names each changed field with its live and proposed value, and only those", async () => {
    const { business, campaignId } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId,
      businessId: business.id,
      values: { ...values, address: "12 MG Road, Indore", topics: ["Food", "Service"] },
    });

    const edit = await editOf(campaignId, "en");
    expect(edit.summary).toBe("Changed: Address, Topics");
    expect(edit.businessName).toBe(values.businessName);
    expect(edit.changes).toEqual([
      { field: "address", label: "Address", before: "—", after: "12 MG Road, Indore" },
      { field: "topics", label: "Topics", before: "Food", after: "Food, Service" },
    ]);
    expect(edit.version).toEqual(expect.any(Number));

    const hindi = await editOf(campaignId, "hi");
    expect(hindi.summary).toBe("बदलाव: पता, विषय");
    expect(hindi.changes.map((change) => change.label)).toEqual(["पता", "विषय"]);
  });

  it("says a renamed campaign's old and new name", async () => {
    const { business, campaignId } = await liveCampaign();
    await editCampaign(testDb.db, {
      campaignId,
      businessId: business.id,
      values: { ...values, businessName: "Gupta Bhojanalay & Sweets" },
    });

    const edit = await editOf(campaignId, "en");
    expect(edit.summary).toBe("Changed: Business name");
    expect(edit.changes).toEqual([
      {
        field: "businessName",
        label: "Business name",
        before: "Gupta Bhojanalay",
        after: "Gupta Bhojanalay & Sweets",
      },
    ]);
  });
});
