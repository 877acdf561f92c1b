import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database, DbOrTx } from "~/db/client.server";
import { getBusinessStats } from "~/domain/campaigns/business-campaigns.server";
import { expectLedgerBalanced } from "./ledger";

/**
 * The money invariants every payment test ends with: each campaign has exactly one payment for
 * it (purpose campaign); each paid order has its campaign and its gateway payment once; Total
 * Spent is what was paid less what was refunded; refunds never exceed payments; every payment has
 * its invoice and every refund its credit note, numbered without gaps, and invoices less credit
 * notes are Total Spent.
 */
export async function expectMoneyInvariants(db: DbOrTx, businessIds: string[]) {
  const rows = async <Row>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const unpaid = await rows(sql`
    select c.id from campaigns c
    where (select count(*) from payments p where p.campaign_id = c.id and p.purpose = 'campaign') <> 1`);
  expect(unpaid).toEqual([]);
  const orders = await rows(sql`
    select o.id from payment_orders o
    where o.status = 'paid' and 1 <> (
      select count(*) from payments p
      where p.gateway_payment_id = o.gateway_payment_id and p.campaign_id = o.campaign_id)`);
  expect(orders).toEqual([]);
  const unpaidOrders = await rows(sql`
    select o.id from payment_orders o
    where o.status <> 'paid' and exists (select 1 from campaigns c where c.request_id = o.request_id)`);
  expect(unpaidOrders).toEqual([]);
  // A payment is never refunded beyond its amount; one marked refunded has refund rows for all of it.
  const overRefunded = await rows(sql`
    select p.id from payments p
    where coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id), 0)
      <> case when p.status = 'refunded' then p.amount else least(p.amount,
        coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id), 0)) end`);
  expect(overRefunded).toEqual([]);
  // Every payment has one invoice for all of it, and every refund one credit note for all of it.
  const uninvoiced = await rows(sql`
    select p.id from payments p
    where p.amount > 0 and 1 <> (
      select count(*) from tax_documents d
      where d.kind = 'invoice' and d.payment_id = p.id and d.total_paise = p.amount * 100)`);
  expect(uninvoiced).toEqual([]);
  const uncredited = await rows(sql`
    select r.id from refunds r
    where 1 <> (
      select count(*) from tax_documents d
      where d.kind = 'credit_note' and d.refund_id = r.id and d.total_paise = r.amount * 100)`);
  expect(uncredited).toEqual([]);
  // Each series is 1..n in every financial year: no gap, no repeat.
  const gaps = await rows(sql`
    select kind, financial_year from tax_documents group by kind, financial_year
    having count(*) <> max(sequence) or count(distinct sequence) <> count(*)`);
  expect(gaps).toEqual([]);
  // Refunds never exceed payments: per payment above, and per campaign.
  const campaignsOverRefunded = await rows(sql`
    select c.id from campaigns c
    where (select coalesce(sum(r.amount), 0) from refunds r where r.campaign_id = c.id)
      > (select coalesce(sum(p.amount), 0) from payments p where p.campaign_id = c.id)`);
  expect(campaignsOverRefunded).toEqual([]);
  // A processed gateway refund carries the gateway's id.
  const unnamed = await rows(sql`
    select r.id from refunds r join payments p on p.id = r.payment_id
    where p.gateway_payment_id is not null and r.status = 'processed' and r.gateway_refund_id is null
      and r.paid_by_hand_reference is null`);
  expect(unnamed).toEqual([]);
  // A payment its order did not take (decision 088) is never also the payment of a purchase,
  // nor its order's settling payment; once its order is no longer open it is owed back.
  const unapplied = await rows(sql`
    select u.id from unapplied_payments u join payment_orders o on o.id = u.order_id
    where exists (select 1 from payments p where p.gateway_payment_id = u.gateway_payment_id)
       or o.gateway_payment_id = u.gateway_payment_id
       or (o.status not in ('created', 'failed') and u.refund_status = 'pending'
           and u.next_attempt_at is null and u.attempts = 0)
       or (u.refund_status = 'processed' and u.gateway_refund_id is null
           and u.paid_by_hand_reference is null)`);
  expect(unapplied).toEqual([]);
  for (const businessId of businessIds) {
    const [sums] = await rows<{
      paid: number;
      refunded: number;
      invoiced: number;
      credited: number;
    }>(sql`
        select
          (select coalesce(sum(amount), 0)::int from payments
            where business_id = ${businessId} and status <> 'failed') as paid,
          (select coalesce(sum(amount), 0)::int from refunds where business_id = ${businessId}) as refunded,
          (select coalesce(sum(total_paise), 0)::int from tax_documents
            where business_id = ${businessId} and kind = 'invoice') as invoiced,
          (select coalesce(sum(total_paise), 0)::int from tax_documents
            where business_id = ${businessId} and kind = 'credit_note') as credited`);
    const stats = await getBusinessStats(db, { businessId });
    expect(stats.totalSpent).toBe((sums?.paid ?? 0) - (sums?.refunded ?? 0));
    expect((sums?.invoiced ?? 0) - (sums?.credited ?? 0)).toBe(stats.totalSpent * 100);
  }
}

/**
 * The payout invariants every payout test ends with (decision 066): every wallet equals its
 * ledger; a payout that went back to the wallet (rejected, failed, reversed) has exactly one
 * refund row, and any other payout none, so none is both refunded and processed.
 */
export async function expectPayoutInvariants(db: Database) {
  await expectLedgerBalanced(db);
  const rows = async <Row>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const wrongRefunds = await rows(sql`
    select po.id, po.status from payouts po
    where (select count(*) from wallet_ledger l
           where l.payout_id = po.id and l.reason = 'payout_refund')
      <> case when po.status in ('rejected', 'failed', 'reversed') then 1 else 0 end
       or (select count(*) from wallet_ledger l
           where l.payout_id = po.id and l.reason = 'payout_request') <> 1`);
  expect(wrongRefunds).toEqual([]);
}
