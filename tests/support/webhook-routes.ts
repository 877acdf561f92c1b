import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "~/config/config.server";
import { campaigns, inboundWebhooks } from "~/db/schema";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { createRazorpayGateway } from "~/domain/money/payments/razorpay/razorpay-gateway.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx/razorpayx-client.server";
import { startCampaignOrder } from "~/domain/orders/campaign-orders.server";
import { requestContext, type Services, servicesContext } from "~/http/context.server";
import { action as webhookAction } from "~/routes/webhooks/route";
import { createTestDatabase, type TestDatabase } from "./database";
import { type FakeRazorpay, type SignedWebhook, startFakeRazorpay } from "./fake-razorpay";
import { profileMaker } from "./profiles";

export const OLD_SECRET = "the-secret-before-rotation";
export const X_SECRET = "razorpayx-webhook-secret-now";

/** Which providers the services are configured with: both unless told. */
export type Configured = { payments?: boolean; payouts?: boolean };

/**
 * The webhook route's ingress, end to end through its action (decisions 087, 127): a test
 * database, the fake gateway, and the route's answer to a delivery at /webhooks/<source> with a
 * previous secret rotated `rotatedAgoMs` ago (or none).
 */
export function setUpWebhookRoutes(firstPhone: number) {
  const held = {} as { testDb: TestDatabase; fake: FakeRazorpay; gateway: PaymentGateway };
  const businesses: string[] = [];
  beforeAll(async () => {
    [held.testDb, held.fake] = await Promise.all([createTestDatabase(), startFakeRazorpay()]);
    held.gateway = createRazorpayGateway({
      keyId: held.fake.keyId,
      keySecret: held.fake.keySecret,
      webhookSecret: held.fake.webhookSecret,
      apiBaseUrl: held.fake.url,
      checkoutScriptUrl: `${held.fake.url}/v1/checkout.js`,
    });
  });
  afterAll(async () => {
    await Promise.all([held.testDb.close(), held.fake.close()]);
  });
  const { newProfile } = profileMaker({ database: () => held.testDb, firstPhone });

  /**
   * The services the webhook route reads, with a previous secret rotated `rotatedAgoMs` ago;
   * a provider left out is not configured (PAYMENTS=simulated, PAYOUTS=manual).
   */
  function contextWith(
    rotatedAgoMs: number | null,
    { payments = true, payouts = true }: Configured = {},
  ) {
    const previous =
      rotatedAgoMs === null
        ? null
        : { secret: OLD_SECRET, rotatedAt: new Date(Date.now() - rotatedAgoMs) };
    const context = new RouterContextProvider();
    const services = {
      db: held.testDb.db,
      gateway: payments ? held.gateway : null,
      payoutProvider: payouts
        ? createRazorpayxProvider({
            keyId: "rzp_test_x",
            keySecret: "x-key-secret-0123",
            accountNumber: "2323230000000001",
            webhookSecret: X_SECRET,
            apiBaseUrl: "http://127.0.0.1:9",
          })
        : null,
      config: {
        payments: payments
          ? { mode: "razorpay", previousWebhookSecret: previous }
          : { mode: "simulated" },
        payouts: payouts
          ? { mode: "razorpayx", previousWebhookSecret: previous }
          : { mode: "manual", dailyLimit: 50 },
      } as unknown as Config,
    };
    context.set(servicesContext, services as unknown as Services);
    context.set(requestContext, {
      ip: "203.0.113.9",
      deviceId: null,
      cspNonce: "nonce",
      language: "en",
      requestId: randomUUID(),
      fromThisMachine: false,
      faults: { databaseUnavailable: false },
    });
    return context;
  }

  /** The route's answer to `request` at /webhooks/<source>. */
  async function post(
    source: string,
    request: Request,
    context = contextWith(null),
  ): Promise<Response> {
    return (await webhookAction({ request, context, params: { source } } as never)) as Response;
  }

  async function deliver(
    hook: SignedWebhook,
    options: { to?: string; rotatedAgoMs?: number | null; configured?: Configured } = {},
  ) {
    const to = options.to ?? "razorpay";
    const request = new Request(`http://localhost/webhooks/${to}`, {
      method: "POST",
      headers: hook.headers,
      body: hook.body,
    });
    const context = contextWith(options.rotatedAgoMs ?? null, options.configured);
    const answer = await post(to, request, context);
    const text = await answer.text();
    return {
      status: answer.status,
      outcome: text.startsWith("{") ? JSON.parse(text).outcome : text,
    };
  }

  const stored = async (hook: SignedWebhook) => {
    const eventId = hook.headers["x-razorpay-event-id"] ?? "";
    return held.testDb.db
      .select()
      .from(inboundWebhooks)
      .where(eq(inboundWebhooks.eventId, eventId));
  };

  async function orderForNewBusiness(targetReviews = 5) {
    const business = await newProfile("business");
    businesses.push(business.id);
    const started = await startCampaignOrder(
      held.testDb.db,
      { gateway: held.gateway },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Webhook Dhaba",
        mapsLink: "https://maps.app.goo.gl/dhaba",
        topics: ["Food"],
        city: "Indore",
        targetReviews,
      },
    );
    if (!started.ok || !("order" in started)) throw new Error("no order");
    return { businessId: business.id, orderId: started.order.orderId };
  }

  const campaignsOf = (businessId: string) =>
    held.testDb.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));
  return {
    held,
    businesses,
    deliver,
    post,
    stored,
    orderForNewBusiness,
    campaignsOf,
    contextWith,
  };
}
