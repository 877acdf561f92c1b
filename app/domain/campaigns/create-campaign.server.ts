import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { campaigns, payments, profiles } from "~/db/schema";
import { issueInvoice } from "~/domain/money/invoices/issue-tax-documents.server";
import type { PaymentProvider } from "~/domain/money/payments/payment-gateway.server";
import { campaignCost } from "~/domain/money/rupees";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import {
  type Client,
  type ClientMarks,
  hashClient,
  recordClientMarks,
} from "~/domain/trust/client-marks.server";
import { publishEvents } from "~/events/bus.server";
import { type CampaignFields, type CampaignInput, validCampaignInput } from "./campaign-input";
import { distributionDays, distributionSchedule } from "./daily-schedule";

export type Campaign = typeof campaigns.$inferSelect;

export type CampaignDeps = {
  payments: PaymentProvider;
  now?: () => Date;
  /** Salts the business's network and device before they are kept as its marks (decision 027). */
  clientSalt?: string;
};

export type CreateCampaignInput = CampaignInput & {
  businessId: string;
  /** Idempotency key of the form submission (a UUID made when the form is shown). */
  requestId: string;
  /** The business's client, remembered as salted marks so reviews from it can be pointed out. */
  client?: Client;
};

export type CreateCampaignResult =
  | { ok: true; campaign: Campaign; created: boolean }
  | { ok: false; reason: "not_business" | "payment_failed" | "request_taken" | "invalid_input" };

/** How the create form answers each refusal; a wrong field is said at the field (the form's schema). */
export const createCampaignRefusals = {
  invalid_input: {
    status: 400,
    title: "business.missingInfoTitle",
    message: "business.missingInfoText",
  },
  request_taken: { status: 409, title: "business.formUsedTitle", message: "business.formUsedText" },
  payment_failed: {
    status: 402,
    title: "business.paymentFailedTitle",
    message: "business.paymentFailedText",
  },
  not_business: {
    status: 403,
    title: "business.paymentFailedTitle",
    message: "business.paymentFailedText",
  },
} as const satisfies Refusals<
  "not_business" | "payment_failed" | "request_taken" | "invalid_input"
>;

/**
 * Charges the business and creates its campaign, pending approval, with a payment record.
 * The same requestId always answers with the campaign it created first (created: false).
 */
export async function createCampaign(
  db: DbOrTx,
  deps: CampaignDeps,
  input: CreateCampaignInput,
): Promise<CreateCampaignResult> {
  const fields = validCampaignInput(input);
  if (!isUuid(input.requestId) || !fields) return { ok: false, reason: "invalid_input" };
  if ((await findRole(db, input.businessId)) !== "business") {
    return { ok: false, reason: "not_business" };
  }
  const earlier = await findByRequestId(db, input.requestId);
  if (earlier) return repeatedRequest(earlier, input.businessId);

  const cost = campaignCost(fields.targetReviews);
  const charge = await deps.payments.charge({
    amount: cost,
    businessId: input.businessId,
    reference: input.requestId,
  });
  if (charge.status !== "succeeded") return { ok: false, reason: "payment_failed" };

  const now = deps.now?.() ?? new Date();
  return db.transaction((tx) =>
    insertPendingCampaign(tx, {
      businessId: input.businessId,
      requestId: input.requestId,
      fields,
      marks: hashClient(input.client, deps.clientSalt),
      payment: { provider: deps.payments.name, gatewayPaymentId: null },
      now,
    }),
  );
}

/**
 * The campaign, pending approval, with its succeeded payment, in the caller's transaction: a
 * simulated charge and a captured gateway payment both end here (decision 057).
 */
export async function insertPendingCampaign(
  tx: Transaction,
  input: {
    businessId: string;
    requestId: string;
    fields: CampaignFields;
    marks: ClientMarks;
    payment: { provider: string; gatewayPaymentId: string | null };
    now: Date;
  },
): Promise<CreateCampaignResult> {
  const { fields, now } = input;
  const cost = campaignCost(fields.targetReviews);
  const campaign = await insertCampaign(tx, {
    businessId: input.businessId,
    requestId: input.requestId,
    ...fields,
    address: fields.address || null,
    cost,
    status: "pending_approval",
    distributionDays: distributionDays(fields.targetReviews),
    distributionSchedule: distributionSchedule(fields.targetReviews),
    createdAt: now,
  });
  if (!campaign) {
    const winner = await findByRequestId(tx, input.requestId);
    if (!winner) throw new Error(`campaign of request ${input.requestId} vanished`);
    return repeatedRequest(winner, input.businessId);
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      campaignId: campaign.id,
      businessId: input.businessId,
      amount: cost,
      provider: input.payment.provider,
      gatewayPaymentId: input.payment.gatewayPaymentId,
      status: "succeeded",
      createdAt: now,
    })
    .returning();
  if (!payment) throw new Error(`no payment written for campaign ${campaign.id}`);
  await tx
    .update(profiles)
    .set({ businessName: fields.businessName })
    .where(and(eq(profiles.id, input.businessId), isNull(profiles.businessName)));
  await recordClientMarks(tx, { profileId: input.businessId, marks: input.marks, now });
  await publishEvents(tx, [{ to: { role: "admin" }, topics: ["campaign-queue"] }]);
  // Last: the invoice series' counter row stays locked until commit (decision 062).
  await issueInvoice(tx, payment);
  return { ok: true, campaign, created: true };
}

/**
 * Inserts the campaign, or answers null when a concurrent call with the same request key got in
 * first. The database draws the short link's code (decision 052); the rare clash with an existing
 * code is drawn again, so it never costs the business its paid campaign.
 */
async function insertCampaign(
  tx: DbOrTx,
  values: typeof campaigns.$inferInsert & { requestId: string },
): Promise<Campaign | null> {
  for (let draw = 1; ; draw += 1) {
    const [campaign] = await tx.insert(campaigns).values(values).onConflictDoNothing().returning();
    if (campaign) return campaign;
    if (await findByRequestId(tx, values.requestId)) return null;
    if (draw === 5) throw new Error("no free short code after 5 draws");
  }
}

function repeatedRequest(campaign: Campaign, businessId: string): CreateCampaignResult {
  // A key is a random UUID shown to one business; another business can only have copied it,
  // and is told its form is used up (never shown the other campaign).
  if (campaign.businessId !== businessId) return { ok: false, reason: "request_taken" };
  return { ok: true, campaign, created: false };
}

async function findByRequestId(db: DbOrTx, requestId: string): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.requestId, requestId))
    .limit(1);
  return campaign;
}
