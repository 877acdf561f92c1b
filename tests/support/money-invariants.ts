import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database, DbOrTx } from "~/db/client.server";
import { getBusinessStats } from "~/domain/campaigns/business-campaigns.server";
import { expectLedgerBalanced } from "./ledger";

/**
 * The money invariants every payment test ends with: each campaign has exactly one payment for
 * it (purpose campaign); each paid order has its campaign and its gateway payment once; Total
 * Spent is what was paid less what was refunded.
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
  for (const businessId of businessIds) {
    const [sums] = await rows<{ paid: number; refunded: number }>(sql`
        select coalesce(sum(amount), 0)::int as paid,
               coalesce(sum(amount) filter (where status = 'refunded'), 0)::int as refunded
        from payments where business_id = ${businessId}`);
    const stats = await getBusinessStats(db, { businessId });
    expect(stats.totalSpent).toBe((sums?.paid ?? 0) - (sums?.refunded ?? 0));
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
