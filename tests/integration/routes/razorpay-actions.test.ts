import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, payments } from "~/db/schema";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { createRazorpayGateway } from "~/domain/money/payments/razorpay/razorpay-gateway.server";
import { action as businessAction } from "~/routes/business-dashboard/route";
import { action as campaignAction } from "~/routes/campaign-detail/route";
import { giveBillingDetails } from "../../support/billing-details";
import { type FakeRazorpay, startFakeRazorpay } from "../../support/fake-razorpay";
import { admin, newProfile, post, setUpFormDatabase, testDb } from "../../support/form-post";
import { price, pricePaise } from "../../support/reward-amounts";

/** The business's forms with PAYMENTS=razorpay, through the routes' own actions. */
setUpFormDatabase();

let fake: FakeRazorpay;
let gateway: PaymentGateway;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  gateway = createRazorpayGateway({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiBaseUrl: fake.url,
    checkoutScriptUrl: `${fake.url}/v1/checkout.js`,
  });
});
afterAll(() => fake.close());

const form = () => ({
  businessName: "Razorpay Rasoi",
  mapsLink: "https://maps.app.goo.gl/rasoi",
  topics: "Food",
  city: "Bhopal",
  targetReviews: "5",
  requestId: randomUUID(),
});

const campaignsOf = (businessId: string) =>
  testDb.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));

describe("with PAYMENTS=razorpay", () => {
  it("Pay answers an order for Checkout and creates nothing; Checkout's verified answer creates the campaign", async () => {
    const business = await newProfile("business");
    const ordersBefore = fake.orders.size;
    // The invoice's recipient comes before Checkout (decision 089): without it, nothing starts.
    const refused = await post(businessAction, form(), { as: business, gateway });
    expect(refused.status).toBe(409);
    expect(fake.orders.size).toBe(ordersBefore);
    await giveBillingDetails(testDb.db, business.id);
    const started = await post(businessAction, form(), { as: business, gateway });
    expect(started.status).toBe(200);
    const checkout = (started.data as { checkout?: { orderId: string; amountPaise: number } })
      .checkout;
    expect(checkout?.amountPaise).toBe(pricePaise(5));
    expect(await campaignsOf(business.id)).toEqual([]);

    const { checkout: paid } = fake.pay(checkout?.orderId ?? "");
    const forged = await post(
      businessAction,
      { intent: "confirm-payment", ...paid, razorpay_signature: "0".repeat(64) },
      { as: business, gateway },
    );
    expect(forged.status).toBe(400);
    expect(await campaignsOf(business.id)).toEqual([]);

    const confirmed = await post(
      businessAction,
      { intent: "confirm-payment", ...paid },
      { as: business, gateway },
    );
    expect(confirmed.status).toBe(302);
    expect(await campaignsOf(business.id)).toMatchObject([
      { status: "pending_approval", cost: price(5) },
    ]);
  });

  it("'Add reviews' answers an order for 5 × the price and grows the campaign only for Checkout's verified answer", async () => {
    const business = await newProfile("business");
    await giveBillingDetails(testDb.db, business.id);
    const started = await post(businessAction, form(), { as: business, gateway });
    const orderId = (started.data as { checkout?: { orderId: string } }).checkout?.orderId ?? "";
    const { checkout: paid } = fake.pay(orderId);
    await post(businessAction, { intent: "confirm-payment", ...paid }, { as: business, gateway });
    const [campaign] = await campaignsOf(business.id);
    if (!campaign) throw new Error("no campaign");
    await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
    const asOwner = { as: business, gateway, params: { id: campaign.id } };

    const tooMany = await post(
      campaignAction,
      { intent: "add-reviews", count: "996", requestId: randomUUID() },
      asOwner,
    );
    expect(tooMany.status).toBe(400);
    const ordered = await post(
      campaignAction,
      { intent: "add-reviews", count: "5", requestId: randomUUID() },
      asOwner,
    );
    expect(ordered.status).toBe(200);
    const checkout = (ordered.data as { checkout?: { orderId: string; amountPaise: number } })
      .checkout;
    expect(checkout?.amountPaise).toBe(pricePaise(5));
    expect((await campaignsOf(business.id))[0]?.targetReviews).toBe(5);

    const { checkout: paidMore } = fake.pay(checkout?.orderId ?? "");
    const forged = await post(
      campaignAction,
      { intent: "confirm-add-reviews", ...paidMore, razorpay_signature: "0".repeat(64) },
      asOwner,
    );
    expect(forged.status).toBe(400);
    expect((await campaignsOf(business.id))[0]?.targetReviews).toBe(5);

    const confirmed = await post(
      campaignAction,
      { intent: "confirm-add-reviews", ...paidMore },
      asOwner,
    );
    expect(confirmed.status).toBe(200);
    expect(await campaignsOf(business.id)).toMatchObject([{ targetReviews: 10, cost: price(10) }]);
    const paidRows = await testDb.db
      .select()
      .from(payments)
      .where(eq(payments.businessId, business.id));
    expect(paidRows.map((row) => row.purpose).sort()).toEqual(["campaign", "more_reviews"]);
  });
});
