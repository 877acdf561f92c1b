/** The fake Razorpay and the app's gateway pointed at it, for the money tests. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { DbOrTx } from "~/db/client.server";
import { payments } from "~/db/schema";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { createRazorpayGateway } from "~/domain/money/payments/razorpay/razorpay-gateway.server";
import { startCampaignOrder } from "~/domain/orders/campaign-orders.server";
import { receiveGatewayEvent } from "~/domain/orders/receive-gateway-event.server";
import { createTestDatabase, type TestDatabase } from "./database";
import { type FakeRazorpay, type SignedWebhook, startFakeRazorpay } from "./fake-razorpay";

/** A test database, the fake gateway and the SDK-backed gateway, made before the file's tests. */
export function setUpFakeGateway() {
  const held = {} as { testDb: TestDatabase; fake: FakeRazorpay; gateway: PaymentGateway };
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
  return held;
}

/** A webhook handed to the domain as the route hands it. */
export function receiveWebhook(db: Parameters<typeof receiveGatewayEvent>[0], hook: SignedWebhook) {
  return receiveGatewayEvent(db, {
    gateway: "razorpay",
    eventId: hook.headers["x-razorpay-event-id"] ?? "",
    body: JSON.parse(hook.body),
  });
}

/** A campaign in Indore paid in the fake Checkout and settled by its webhook: its payment row. */
export async function campaignPaidAtGateway(
  held: { testDb: TestDatabase; fake: FakeRazorpay; gateway: PaymentGateway },
  input: { businessId: string; targetReviews: number; businessName?: string },
) {
  const started = await startCampaignOrder(
    held.testDb.db,
    { gateway: held.gateway },
    {
      businessId: input.businessId,
      requestId: randomUUID(),
      businessName: input.businessName ?? "Verma Kirana",
      mapsLink: "https://maps.app.goo.gl/verma",
      topics: ["Service"],
      city: "Indore",
      targetReviews: input.targetReviews,
    },
  );
  if (!started.ok || !("order" in started)) throw new Error("no order");
  const { payment } = held.fake.pay(started.order.orderId);
  const outcome = await receiveWebhook(
    held.testDb.db,
    held.fake.webhook("payment.captured", payment),
  );
  if (outcome !== "campaign_created") throw new Error(`not settled: ${outcome}`);
  const [paid] = await (held.testDb.db as DbOrTx)
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, payment.id));
  if (!paid) throw new Error("no payment row");
  return { paid, payment };
}
