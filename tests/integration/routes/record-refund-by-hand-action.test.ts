import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { action as adminAction } from "~/routes/admin-dashboard/campaigns/route";
import { admin, newProfile, post, setUpFormDatabase, testDb } from "../../support/form-post";

/** The admin's 'Record as paid by hand' on a refund the gateway refused (decision 088). */

setUpFormDatabase();

/** A rejected campaign's refund, as the refund job leaves one the gateway refused for good. */
async function refusedRefund() {
  const business = await newProfile("business");
  const made = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider() },
    {
      businessId: business.id,
      requestId: randomUUID(),
      businessName: "Tiwari Tailors",
      mapsLink: "https://maps.app.goo.gl/tiwari",
      topics: ["Service"],
      city: "Indore",
      targetReviews: 5,
    },
  );
  if (!made.ok) throw new Error(made.reason);
  const rejected = await rejectCampaign(testDb.db, {
    campaignId: made.campaign.id,
    adminId: admin.id,
    reason: "Not this shop.",
  });
  if (!rejected.ok) throw new Error("not rejected");
  const [refund] = await testDb.db
    .update(refunds)
    .set({ status: "refused", processedAt: null, nextAttemptAt: null, lastError: "400 refused" })
    .where(eq(refunds.campaignId, made.campaign.id))
    .returning();
  if (!refund) throw new Error("no refund");
  return refund;
}

const stateOf = async (id: string) => {
  const [row] = await testDb.db.select().from(refunds).where(eq(refunds.id, id));
  return [row?.status, row?.paidByHandReference];
};

describe("the admin's 'Record as paid by hand'", () => {
  it.each([
    ["an empty reference", ""],
    ["a reference too short", "UT1"],
    ["spaces inside", "UTR 1234 5678"],
    ["a control character", "UTR123\u0000456"],
    ["a reference too long", "U".repeat(41)],
    ["a very long reference", "U".repeat(900)],
  ])("refuses %s with a 400 in the admin's language, and changes nothing", async (_, reference) => {
    const refund = await refusedRefund();
    const answer = await post(
      adminAction,
      { intent: "record-refund-by-hand", refundId: refund.id, reference },
      { as: admin, language: "hi" },
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.toast?.description).toBe("adminRefunds.referenceInvalid");
    expect(await stateOf(refund.id)).toEqual(["refused", null]);
  });

  it("records the reference once, and answers a second record 409", async () => {
    const refund = await refusedRefund();
    const fields = {
      intent: "record-refund-by-hand",
      refundId: refund.id,
      reference: "401234567890",
    };
    const answer = await post(adminAction, fields, { as: admin });
    expect(answer.status).toBe(200);
    expect(answer.data?.toast?.title).toBe("adminRefunds.recordedTitle");
    expect(await stateOf(refund.id)).toEqual(["processed", "401234567890"]);
    const again = await post(adminAction, { ...fields, reference: "401234567891" }, { as: admin });
    expect(again.status).toBe(409);
    expect(await stateOf(refund.id)).toEqual(["processed", "401234567890"]);
  });

  it("answers a refund that does not exist 404", async () => {
    const answer = await post(
      adminAction,
      { intent: "record-refund-by-hand", refundId: randomUUID(), reference: "401234567890" },
      { as: admin },
    );
    expect(answer.status).toBe(404);
  });
});
