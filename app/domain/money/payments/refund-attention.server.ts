import { and, asc, eq, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, payments, type RefundReason, refunds } from "~/db/schema";
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
      when bool_or(r.status = 'failed') then 'refund_failed'
      when bool_or(r.status = 'pending') then 'refund_pending'
      when coalesce(sum(r.amount), 0) = 0 then 'paid'
      when sum(r.amount) >= (select coalesce(sum(p.amount), 0) from ${payments} p
        where p.campaign_id = ${campaignId} and p.status <> 'failed') then 'refunded'
      else 'partly_refunded' end
    from ${refunds} r where r.campaign_id = ${campaignId})`;
}

export type RefundNeedingAttention = {
  id: string;
  campaignId: string;
  businessName: string;
  amount: number;
  reason: RefundReason;
  status: "pending" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
};

/** Refunds that failed, or that are pending too long, oldest first: what the admin must see. */
export async function listRefundsNeedingAttention(
  db: DbOrTx,
  input: { now: Date },
): Promise<RefundNeedingAttention[]> {
  const rows = await db
    .select({
      id: refunds.id,
      campaignId: refunds.campaignId,
      businessName: campaigns.businessName,
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
    .where(
      and(
        ne(refunds.status, "processed"),
        or(
          eq(refunds.status, "failed"),
          and(
            sql`${refunds.gatewayRefundId} is null`,
            lt(refunds.createdAt, new Date(input.now.getTime() - UNSENT_TOO_LONG_MS)),
          ),
          lt(refunds.createdAt, new Date(input.now.getTime() - PENDING_TOO_LONG_MS)),
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(ATTENTION_LIMIT);
  return rows.map((row) => ({ ...row, status: row.status === "failed" ? "failed" : "pending" }));
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
  const [found] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.id, input.refundId));
  return { ok: false, reason: found ? "already_processed" : "not_found" };
}
