import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, paymentOrders } from "~/db/schema";
import { type CampaignFields, validCampaignInput } from "~/domain/campaigns/campaign-input";
import {
  type Campaign,
  type CreateCampaignInput,
  createCampaignRefusals,
} from "~/domain/campaigns/create-campaign.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { campaignCost } from "~/domain/money/rupees";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { hashClient } from "~/domain/trust/client-marks.server";

/** What Checkout is opened with: the gateway's order for the campaign's exact amount. */
export type CheckoutOrder = { keyId: string; orderId: string; amountPaise: number };

export type StartCampaignOrderResult =
  | { ok: true; order: CheckoutOrder }
  | { ok: true; paid: Campaign }
  | { ok: false; reason: "not_business" | "invalid_input" | "request_taken" | "gateway_down" };

/** Create Campaign's own refusals, and a gateway that does not answer (nothing charged). */
export const startCampaignOrderRefusals = {
  invalid_input: createCampaignRefusals.invalid_input,
  request_taken: createCampaignRefusals.request_taken,
  not_business: createCampaignRefusals.not_business,
  gateway_down: {
    status: 402,
    title: "payments.gatewayDownTitle",
    message: "payments.gatewayDownText",
  },
} as const satisfies Refusals<"not_business" | "invalid_input" | "request_taken" | "gateway_down">;

/** What an order keeps of the form until its payment is captured. */
export type CampaignOrderDetails = { fields: CampaignFields; marks: ReturnType<typeof hashClient> };

/**
 * Asks the gateway for an order of the campaign's cost; nothing is created until the payment is
 * captured. The same form (requestId) always gets the same order back.
 */
export async function startCampaignOrder(
  db: DbOrTx,
  deps: { gateway: PaymentGateway; clientSalt?: string; now?: () => Date },
  input: CreateCampaignInput,
): Promise<StartCampaignOrderResult> {
  const fields = validCampaignInput(input);
  if (!isUuid(input.requestId) || !fields) return { ok: false, reason: "invalid_input" };
  if ((await findRole(db, input.businessId)) !== "business") {
    return { ok: false, reason: "not_business" };
  }
  const earlier = await findOrderByRequest(db, input.requestId);
  if (earlier) return answerEarlierOrder(db, deps.gateway, earlier, input.businessId);

  const details: CampaignOrderDetails = {
    fields,
    marks: hashClient(input.client, deps.clientSalt),
  };
  const kept = await openGatewayOrder(db, deps, {
    businessId: input.businessId,
    purpose: "campaign",
    campaignId: null,
    requestId: input.requestId,
    details,
    amount: campaignCost(fields.targetReviews),
  });
  if (!kept) return { ok: false, reason: "gateway_down" };
  return answerEarlierOrder(db, deps.gateway, kept, input.businessId);
}

/**
 * Asks the gateway for an order and keeps it by the form's request id; null when the gateway does
 * not answer (nothing charged). Of two racing clicks the order kept is the one answered.
 */
export async function openGatewayOrder(
  db: DbOrTx,
  deps: { gateway: PaymentGateway; now?: () => Date },
  input: {
    businessId: string;
    purpose: PaymentOrder["purpose"];
    campaignId: string | null;
    requestId: string;
    details: unknown;
    amount: number;
  },
): Promise<PaymentOrder | null> {
  let gatewayOrderId: string;
  try {
    const order = await deps.gateway.createOrder({
      amountPaise: input.amount * 100,
      receipt: input.requestId,
      notes: { purpose: input.purpose, business_id: input.businessId },
    });
    gatewayOrderId = order.id;
  } catch {
    return null;
  }
  await db
    .insert(paymentOrders)
    .values({
      ...input,
      gateway: deps.gateway.name,
      gatewayOrderId,
      createdAt: deps.now?.() ?? new Date(),
    })
    .onConflictDoNothing({ target: paymentOrders.requestId });
  const kept = await findOrderByRequest(db, input.requestId);
  if (!kept) throw new Error(`order of request ${input.requestId} vanished`);
  return kept;
}

export type PaymentOrder = typeof paymentOrders.$inferSelect;

async function answerEarlierOrder(
  db: DbOrTx,
  gateway: PaymentGateway,
  order: PaymentOrder,
  businessId: string,
): Promise<StartCampaignOrderResult> {
  if (order.businessId !== businessId) return { ok: false, reason: "request_taken" };
  if (order.status === "paid" && order.campaignId) {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, order.campaignId));
    if (campaign) return { ok: true, paid: campaign };
  }
  return { ok: true, order: checkoutOrder(gateway, order) };
}

/** What Checkout is opened with for a kept order. */
export function checkoutOrder(gateway: PaymentGateway, order: PaymentOrder): CheckoutOrder {
  return { keyId: gateway.keyId, orderId: order.gatewayOrderId, amountPaise: order.amount * 100 };
}

export async function findOrderByRequest(db: DbOrTx, requestId: string) {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.requestId, requestId))
    .limit(1);
  return order;
}
