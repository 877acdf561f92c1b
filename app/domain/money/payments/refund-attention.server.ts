import { and, asc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  campaigns,
  paymentOrders,
  payments,
  profiles,
  type RefundReason,
  refunds,
  type UnappliedPaymentReason,
  unappliedPayments,
} from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/** A refund the gateway has not taken within this time needs the admin (decision 058). */
export const UNSENT_TOO_LONG_MS = 60 * 60 * 1000;
/** Razorpay's normal refunds settle in 5–7 working days; longer than this needs the admin. */
export const PENDING_TOO_LONG_MS = 10 * 24 * 60 * 60 * 1000;
const ATTENTION_LIMIT = 50;

/** The outer query's campaign id, qualified for a correlated subquery. */
export const outerCampaignId = sql`${campaigns}.${sql.identifier(campaigns.id.name)}`;

export const campaignPaymentStates = [
  "paid",
  "refunded",
  "partly_refunded",
  "refund_pending",
  "refund_failed",
] as const;
export type CampaignPaymentState = (typeof campaignPaymentStates)[number];

/**
 * A campaign's payment state from its payments and refunds (two index probes per campaign).
 * `campaignId` must name its table: a bare column renders as "id", which the subquery would
 * read as the refund's own id.
 */
export function campaignPaymentState(campaignId: SQL) {
  return sql<CampaignPaymentState>`(
    select case
      when bool_or(r.status in ('failed', 'refused')) then 'refund_failed'
      when bool_or(r.status = 'pending') then 'refund_pending'
      when coalesce(sum(r.amount), 0) = 0 then 'paid'
      when sum(r.amount) >= (select coalesce(sum(p.amount), 0) from ${payments} p
        where p.campaign_id = ${campaignId} and p.status <> 'failed') then 'refunded'
      else 'partly_refunded' end
    from ${refunds} r where r.campaign_id = ${campaignId})`;
}

export type RefundNeedingAttention = {
  /** A refund row, or the refund of a payment its order did not take (decision 088). */
  kind: "refund" | "unapplied";
  id: string;
  businessName: string;
  /** Where the admin asks for the account to pay a refused refund into. */
  businessPhone: string;
  /** Rupees (paise for an unapplied payment may leave a fraction). */
  amount: number;
  reason: RefundReason | UnappliedPaymentReason;
  status: "pending" | "failed" | "refused";
  gatewayPaymentId: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
};

const needsAttention = (
  columns: { status: SQL; gatewayRefundId: SQL; createdAt: SQL },
  now: Date,
) =>
  sql`(${columns.status} in ('failed', 'refused')
    or (${columns.gatewayRefundId} is null and ${columns.createdAt} < ${new Date(now.getTime() - UNSENT_TOO_LONG_MS)})
    or ${columns.createdAt} < ${new Date(now.getTime() - PENDING_TOO_LONG_MS)})`;

/**
 * Refunds that failed, were refused for good, or are pending too long, oldest first: what the
 * admin must see, refunds and unapplied payments' refunds together.
 */
export async function listRefundsNeedingAttention(
  db: DbOrTx,
  input: { now: Date },
): Promise<RefundNeedingAttention[]> {
  const rows = await db
    .select({
      id: refunds.id,
      businessName: campaigns.businessName,
      businessPhone: profiles.phone,
      gatewayPaymentId: payments.gatewayPaymentId,
      amount: refunds.amount,
      reason: refunds.reason,
      status: refunds.status,
      attempts: refunds.attempts,
      lastError: refunds.lastError,
      createdAt: refunds.createdAt,
      nextAttemptAt: refunds.nextAttemptAt,
    })
    .from(refunds)
    .innerJoin(campaigns, eq(campaigns.id, refunds.campaignId))
    .innerJoin(profiles, eq(profiles.id, refunds.businessId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        ne(refunds.status, "processed"),
        needsAttention(
          {
            status: sql`${refunds.status}`,
            gatewayRefundId: sql`${refunds.gatewayRefundId}`,
            createdAt: sql`${refunds.createdAt}`,
          },
          input.now,
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(ATTENTION_LIMIT);
  const unapplied = await db
    .select({
      id: unappliedPayments.id,
      businessName: profiles.businessName,
      businessPhone: profiles.phone,
      gatewayPaymentId: unappliedPayments.gatewayPaymentId,
      amountPaise: unappliedPayments.amountPaise,
      reason: unappliedPayments.reason,
      status: unappliedPayments.refundStatus,
      attempts: unappliedPayments.attempts,
      lastError: unappliedPayments.lastError,
      createdAt: unappliedPayments.createdAt,
      nextAttemptAt: unappliedPayments.nextAttemptAt,
    })
    .from(unappliedPayments)
    .innerJoin(profiles, eq(profiles.id, unappliedPayments.businessId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, unappliedPayments.orderId))
    .where(
      and(
        ne(unappliedPayments.refundStatus, "processed"),
        // A short payment waiting on its open order is not owed yet.
        or(
          sql`${unappliedPayments.nextAttemptAt} is not null`,
          ne(unappliedPayments.refundStatus, "pending"),
        ),
        needsAttention(
          {
            status: sql`${unappliedPayments.refundStatus}`,
            gatewayRefundId: sql`${unappliedPayments.gatewayRefundId}`,
            createdAt: sql`${unappliedPayments.createdAt}`,
          },
          input.now,
        ),
      ),
    )
    .orderBy(asc(unappliedPayments.createdAt), asc(unappliedPayments.id))
    .limit(ATTENTION_LIMIT);
  const all: RefundNeedingAttention[] = [
    ...rows.map((row) => ({
      ...row,
      kind: "refund" as const,
      status: attentionStatus(row.status),
    })),
    ...unapplied.map(({ amountPaise, ...row }) => ({
      ...row,
      kind: "unapplied" as const,
      businessName: row.businessName ?? "",
      amount: amountPaise / 100,
      status: attentionStatus(row.status),
    })),
  ];
  return all
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, ATTENTION_LIMIT);
}

function attentionStatus(status: string): RefundNeedingAttention["status"] {
  return status === "failed" || status === "refused" ? status : "pending";
}

export type RetryRefundResult =
  | { ok: true }
  | { ok: false; reason: "not_admin" | "not_found" | "already_processed" };

export const retryRefundRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  already_processed: {
    status: 409,
    title: "adminRefunds.alreadyProcessedTitle",
    message: "adminRefunds.alreadyProcessedText",
  },
} as const satisfies Refusals<"not_admin" | "not_found" | "already_processed">;

/** 'Retry now': the refund becomes due at once; the caller wakes the refund job after commit. */
export async function retryRefundNow(
  db: DbOrTx,
  input: { refundId: string; adminId: string; now: Date },
): Promise<RetryRefundResult> {
  if ((await findRole(db, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
  if (!isUuid(input.refundId)) return { ok: false, reason: "not_found" };
  const [due] = await db
    .update(refunds)
    .set({ nextAttemptAt: input.now })
    .where(and(eq(refunds.id, input.refundId), ne(refunds.status, "processed")))
    .returning({ id: refunds.id });
  if (due) return { ok: true };
  const [dueUnapplied] = await db
    .update(unappliedPayments)
    .set({ nextAttemptAt: input.now })
    .where(
      and(
        eq(unappliedPayments.id, input.refundId),
        ne(unappliedPayments.refundStatus, "processed"),
        // A short payment waiting on its open order is not owed yet (decision 088).
        sql`(${unappliedPayments.refundStatus} <> 'pending' or ${unappliedPayments.nextAttemptAt} is not null)`,
      ),
    )
    .returning({ id: unappliedPayments.id });
  if (dueUnapplied) return { ok: true };
  const found = await isKnownRefund(db, input.refundId);
  return { ok: false, reason: found ? "already_processed" : "not_found" };
}

/** Whether `id` names a refund: of a rejected campaign's money, or of a payment not applied. */
export async function isKnownRefund(db: DbOrTx, id: string): Promise<boolean> {
  const [found] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.id, id))
    .union(
      db
        .select({ id: unappliedPayments.id })
        .from(unappliedPayments)
        .where(eq(unappliedPayments.id, id)),
    );
  return found !== undefined;
}
