import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, campaigns, payments, refunds } from "~/db/schema";
import { getBusinessStats, listPaymentHistory } from "~/domain/campaigns/business-campaigns.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";
import { price } from "../../support/reward-amounts";

setUpBusinessDatabase();

const rejectedAt = new Date("2026-11-22T09:15:00Z");

async function stateOf(campaignId: string) {
  const [campaign] = await testDb.db
    .select({ status: campaigns.status, rejectionReason: campaigns.rejectionReason })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const paid = await testDb.db
    .select({ status: payments.status, refundedAt: payments.refundedAt, amount: payments.amount })
    .from(payments)
    .where(eq(payments.campaignId, campaignId));
  const refunded = await testDb.db
    .select({ amount: refunds.amount, reason: refunds.reason, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.campaignId, campaignId));
  return { campaign, payments: paid, refunds: refunded };
}

const untouched = (amount: number) => ({
  campaign: { status: "pending_approval", rejectionReason: null },
  payments: [{ status: "succeeded", refundedAt: null, amount }],
  refunds: [],
});

describe("rejecting a campaign with a reason and a refund", () => {
  it("stores the reason and refunds the campaign's payment in the same decision", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 15 });

    const result = await rejectCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      reason: "  The Maps link shows a closed shop.\r\nPlease check the address.  ",
      now: rejectedAt,
    });

    expect(result).toMatchObject({
      ok: true,
      refunded: price(15),
      campaign: {
        status: "rejected",
        rejectionReason: "The Maps link shows a closed shop.\nPlease check the address.",
      },
    });
    expect(await stateOf(campaign.id)).toEqual({
      campaign: {
        status: "rejected",
        rejectionReason: "The Maps link shows a closed shop.\nPlease check the address.",
      },
      payments: [{ status: "refunded", refundedAt: rejectedAt, amount: price(15) }],
      refunds: [{ amount: price(15), reason: "campaign_rejected", status: "processed" }],
    });
    const audit = await testDb.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, admin.id), eq(auditEvents.type, "campaign_rejected")));
    expect(audit).toContainEqual({ detail: { campaignId: campaign.id } });
  });

  it("requires a reason, by the rules of a review's rejection reason, and changes nothing without one", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 10 });
    const refused = [
      ["", "reason_required"],
      ["   \n\t ", "reason_required"],
      ["\u200b\u00ad", "reason_required"],
      ["Bad\u0000reason", "reason_invalid"],
      ["Bad\u001breason", "reason_invalid"],
      ["x".repeat(MAX_REJECTION_REASON_LENGTH + 1), "reason_too_long"],
    ] as const;
    for (const [reason, refusal] of refused) {
      expect(
        await rejectCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: refusal });
    }
    expect(await stateOf(campaign.id)).toEqual(untouched(price(10)));

    // The longest allowed reason, once trimmed, is accepted.
    const longest = ` ${"y".repeat(MAX_REJECTION_REASON_LENGTH)} `;
    const result = await rejectCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      reason: longest,
    });
    expect(result).toMatchObject({ ok: true, refunded: price(10) });
  });

  it("changes nothing when the refund fails: the rejection and the refund are one transaction", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 12 });
    // A refund the database refuses, for this campaign's payment only.
    await testDb.db.execute(
      sql.raw(`
        create function refuse_refund() returns trigger language plpgsql as $$
        begin
          if new.campaign_id = '${campaign.id}' and new.status = 'refunded' then
            raise exception 'refund refused';
          end if;
          return new;
        end $$`),
    );
    await testDb.db.execute(
      sql.raw(
        "create trigger refuse_refund before update on payments for each row execute function refuse_refund()",
      ),
    );
    try {
      await expect(
        rejectCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId: admin.id,
          reason: "Not a real place",
        }),
      ).rejects.toThrow();
      expect(await stateOf(campaign.id)).toEqual(untouched(price(12)));
    } finally {
      await testDb.db.execute(sql.raw("drop trigger refuse_refund on payments"));
      await testDb.db.execute(sql.raw("drop function refuse_refund()"));
    }
    // Once the refund can be made, the same rejection goes through.
    expect(
      await rejectCampaign(testDb.db, {
        campaignId: campaign.id,
        adminId: admin.id,
        reason: "Not a real place",
      }),
    ).toMatchObject({ ok: true, refunded: price(12) });
  });

  it("rejects only a pending campaign: an active or rejected one keeps its payment as it is", async () => {
    const business = await newProfile("business");
    const active = await campaignOf(business.id, { target: 5 });
    await approveCampaign(testDb.db, { campaignId: active.id, adminId: admin.id });
    const rejected = await campaignOf(business.id, { target: 6 });
    await rejectCampaign(testDb.db, {
      campaignId: rejected.id,
      adminId: admin.id,
      reason: "First reason",
      now: rejectedAt,
    });

    for (const campaignId of [active.id, rejected.id]) {
      expect(
        await rejectCampaign(testDb.db, { campaignId, adminId: admin.id, reason: "Again" }),
      ).toEqual({ ok: false, reason: "not_pending" });
    }
    expect(await stateOf(active.id)).toEqual({
      campaign: { status: "active", rejectionReason: null },
      payments: [{ status: "succeeded", refundedAt: null, amount: price(5) }],
      refunds: [],
    });
    expect(await stateOf(rejected.id)).toEqual({
      campaign: { status: "rejected", rejectionReason: "First reason" },
      payments: [{ status: "refunded", refundedAt: rejectedAt, amount: price(6) }],
      refunds: [{ amount: price(6), reason: "campaign_rejected", status: "processed" }],
    });
    expect(
      await rejectCampaign(testDb.db, {
        campaignId: randomUUID(),
        adminId: admin.id,
        reason: "Gone",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
  });

  it("lets only an admin reject, whatever the reason", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 7 });
    for (const adminId of [business.id, (await newProfile("user")).id, "not-a-uuid"]) {
      for (const reason of ["A fine reason", ""]) {
        expect(
          await rejectCampaign(testDb.db, { campaignId: campaign.id, adminId, reason }),
        ).toEqual({ ok: false, reason: "not_admin" });
      }
    }
    expect(await stateOf(campaign.id)).toEqual(untouched(price(7)));
  });

  it("refunds once when two admins reject the same campaign at once", async () => {
    const second = await newProfile("admin");
    for (let round = 0; round < 3; round += 1) {
      const business = await newProfile("business");
      const campaign = await campaignOf(business.id, { target: 8 });
      const results = await Promise.all([
        rejectCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId: admin.id,
          reason: "Reason one",
        }),
        rejectCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId: second.id,
          reason: "Reason two",
        }),
      ]);
      const winners = results.filter((result) => result.ok);
      expect(winners).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([
        { ok: false, reason: "not_pending" },
      ]);
      const state = await stateOf(campaign.id);
      expect(state.payments).toEqual([
        { status: "refunded", refundedAt: expect.any(Date), amount: price(8) },
      ]);
      expect(state.refunds).toEqual([
        { amount: price(8), reason: "campaign_rejected", status: "processed" },
      ]);
      expect(winners[0]).toMatchObject({
        refunded: price(8),
        campaign: { rejectionReason: state.campaign?.rejectionReason },
      });
      const audits = await testDb.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.type, "campaign_rejected"),
            sql`${auditEvents.detail}->>'campaignId' = ${campaign.id}`,
          ),
        );
      expect(audits).toHaveLength(1);
    }
  });
});

describe("what the business sees of a refund", () => {
  it("leaves refunded payments out of Total Spent and shows them refunded in Payment History", async () => {
    const business = await newProfile("business");
    const kept = await campaignOf(business.id, { name: "Kept Cafe", target: 25 });
    const refused = await campaignOf(business.id, { name: "Refused Cafe", target: 40 });
    expect((await getBusinessStats(testDb.db, { businessId: business.id })).totalSpent).toBe(
      price(25 + 40),
    );

    await rejectCampaign(testDb.db, {
      campaignId: refused.id,
      adminId: admin.id,
      reason: "Not a real place",
      now: rejectedAt,
    });

    expect(await getBusinessStats(testDb.db, { businessId: business.id })).toMatchObject({
      totalSpent: price(25),
      pendingApproval: 1,
      payments: 2,
    });
    const history = await listPaymentHistory(testDb.db, { businessId: business.id });
    expect(
      history.map(({ campaignId, amount, status, refundedAt }) => ({
        campaignId,
        amount,
        status,
        refundedAt,
      })),
    ).toEqual([
      { campaignId: refused.id, amount: price(40), status: "refunded", refundedAt: rejectedAt },
      { campaignId: kept.id, amount: price(25), status: "succeeded", refundedAt: null },
    ]);
  });

  it("counts a payment once the campaign is approved, and the approval refunds nothing", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 3 });
    await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
    expect((await getBusinessStats(testDb.db, { businessId: business.id })).totalSpent).toBe(
      price(3),
    );
    expect((await stateOf(campaign.id)).payments).toEqual([
      { status: "succeeded", refundedAt: null, amount: price(3) },
    ]);
  });
});
