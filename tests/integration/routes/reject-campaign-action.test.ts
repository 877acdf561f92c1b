import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, payments } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { action as adminAction } from "~/routes/admin-dashboard/campaigns/route";
import {
  admin,
  control,
  newProfile,
  post,
  setUpFormDatabase,
  testDb,
} from "../../support/form-post";

/** The admin dashboard's reject-campaign form, posted as a browser (or a hand-made request) would. */

setUpFormDatabase();

async function pendingCampaign() {
  const business = await newProfile("business");
  const made = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider() },
    {
      businessId: business.id,
      requestId: randomUUID(),
      businessName: "Gupta Bhojanalay",
      mapsLink: "https://maps.app.goo.gl/gupta",
      topics: ["Food"],
      city: "Indore",
      targetReviews: 10,
    },
  );
  if (!made.ok) throw new Error(made.reason);
  return made.campaign;
}

async function stateOf(campaignId: string) {
  const [campaign] = await testDb.db
    .select({ status: campaigns.status, reason: campaigns.rejectionReason })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const [payment] = await testDb.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.campaignId, campaignId));
  return [campaign?.status, campaign?.reason, payment?.status];
}

describe("the admin's reject-campaign form", () => {
  it.each([
    ["no reason field", {}, "admin.rejectReasonRequired"],
    ["an empty reason", { reason: "" }, "admin.rejectReasonRequired"],
    ["only spaces and invisible marks", { reason: "  \u200b " }, "admin.rejectReasonRequired"],
    ["a NUL in the reason", { reason: "Fake\u0000 shop" }, control],
    ["a reason too long", { reason: "z".repeat(501) }, "input.tooLong"],
  ])(
    "refuses %s with a 400 in the admin's language, and changes nothing",
    async (_, fields, message) => {
      const campaign = await pendingCampaign();
      const answer = await post(
        adminAction,
        {
          intent: "reject-campaign",
          campaignId: campaign.id,
          version: String(campaign.version),
          ...fields,
        },
        { as: admin, language: "hi" },
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.toast?.description).toBe(message);
      expect(await stateOf(campaign.id)).toEqual(["pending_approval", null, "succeeded"]);
    },
  );

  it("counts a reason's line breaks as one character each, however the browser sent them", async () => {
    const campaign = await pendingCampaign();
    const lines = Array.from({ length: 100 }, () => "abcd").join("\r\n");
    expect(lines.length).toBeGreaterThan(500);
    const answer = await post(
      adminAction,
      {
        intent: "reject-campaign",
        campaignId: campaign.id,
        version: String(campaign.version),
        reason: lines,
      },
      { as: admin },
    );
    expect(answer.status).toBe(200);
    expect(await stateOf(campaign.id)).toEqual([
      "rejected",
      lines.replaceAll("\r\n", "\n"),
      "refunded",
    ]);
  });

  it("rejects with the reason, refunds, and answers the decided campaign's second rejection 409", async () => {
    const campaign = await pendingCampaign();
    const fields = {
      intent: "reject-campaign",
      campaignId: campaign.id,
      version: String(campaign.version),
      reason: " Closed shop ",
    };
    const answer = await post(adminAction, fields, { as: admin });
    expect(answer).toEqual({
      status: 200,
      data: {
        toast: { title: "admin.campaignRejectedTitle", description: "admin.campaignRejectedText" },
      },
    });
    expect(await stateOf(campaign.id)).toEqual(["rejected", "Closed shop", "refunded"]);

    const again = await post(adminAction, fields, { as: admin });
    expect(again.status).toBe(409);
    expect(again.data?.toast?.title).toBe("admin.alreadyHandledTitle");
  });

  it("still approves with one click, and keeps the payment", async () => {
    const campaign = await pendingCampaign();
    const answer = await post(
      adminAction,
      { intent: "approve-campaign", campaignId: campaign.id, version: String(campaign.version) },
      { as: admin },
    );
    expect(answer.data?.toast?.title).toBe("admin.campaignApprovedTitle");
    expect(await stateOf(campaign.id)).toEqual(["active", null, "succeeded"]);
  });

  it("lets no business reject, even its own campaign", async () => {
    const campaign = await pendingCampaign();
    const owner = await newProfile("business");
    const answer = await post(
      adminAction,
      {
        intent: "reject-campaign",
        campaignId: campaign.id,
        version: String(campaign.version),
        reason: "Mine",
      },
      { as: owner },
    );
    expect(answer.status).not.toBe(200);
    expect(await stateOf(campaign.id)).toEqual(["pending_approval", null, "succeeded"]);
  });
});
