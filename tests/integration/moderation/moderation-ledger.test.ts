import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { getModerationLedger } from "~/domain/moderation/get-moderation-ledger.server";
import { rejectionTemplates } from "~/domain/moderation/rejection-templates";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { removalGrounds } from "~/domain/moderation/review-reports/report-form";
import { rejectionCategories } from "~/domain/reviews/rejection-category";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  submit,
  testDb,
} from "../../support/review-fixtures";
import { revise } from "../../support/revision-fixtures";

setUpReviewsDatabase();

type LedgerCount = {
  campaign_id: string;
  rating: number;
  status: string;
  category: string;
  n: number;
};

/** The rows of a raw query; both drivers answer with `rows`. */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await testDb.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const sorted = (rows: LedgerCount[]) =>
  rows
    .map((row) => ({ ...row, rating: Number(row.rating), n: Number(row.n) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The ledger's non-zero counters next to the count(*) of the reviews they stand for. */
async function expectLedgerEqualsRecount() {
  const counters = await rowsOf<LedgerCount>(sql`
    select campaign_id, rating, status, category, count as n from review_ledger where count > 0`);
  const recount = await rowsOf<LedgerCount>(sql`
    select campaign_id, rating, status,
      case when status = 'rejected' then coalesce(rejection_category, 'other')
        when status = 'removed' then removal_ground else '' end as category,
      count(*) as n
    from reviews group by 1, 2, 3, 4`);
  expect(sorted(counters)).toEqual(sorted(recount));
}

type Operation =
  | { kind: "submit"; reviewer: number; campaign: number; rating: number }
  | { kind: "approve" | "withdraw" | "delete"; pick: number }
  | { kind: "reject" | "remove"; pick: number; category: number }
  | { kind: "revise"; pick: number; rating: number };

const rating = fc.integer({ min: 1, max: 5 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant("submit" as const),
    reviewer: fc.nat(),
    campaign: fc.nat(),
    rating,
  }),
  fc.record({ kind: fc.constantFrom("approve" as const, "withdraw" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constantFrom("reject" as const, "remove" as const),
    pick: fc.nat(),
    category: fc.nat(),
  }),
  fc.record({ kind: fc.constant("revise" as const), pick: fc.nat(), rating }),
);

describe("the moderation ledger's counters", () => {
  it("equal a count(*) of the reviews after any sequence of submit, approve, reject, withdraw, remove, revise and delete", async () => {
    const campaigns = [
      await activeCampaign({ target: 1000 }),
      await activeCampaign({ target: 1000 }),
    ];
    const reviewers: { id: string }[] = [];
    for (let i = 0; i < 4; i += 1) reviewers.push(await newReviewer());
    const written: { id: string; userId: string }[] = [];
    const pickOf = (pick: number) => written[pick % Math.max(written.length, 1)];
    const rejectedAt = new Date(DAY1.getTime() + 60_000);
    const revisedAt = new Date(DAY1.getTime() + 3_600_000);
    // What took effect, so the test shows it exercised every kind of change.
    const done = { reject: 0, revise: 0, withdraw: 0, remove: 0 };

    async function apply(op: Operation) {
      if (op.kind === "submit") {
        const reviewer = reviewers[op.reviewer % reviewers.length];
        const campaign = campaigns[op.campaign % campaigns.length];
        if (!reviewer || !campaign) return;
        const result = await submit(reviewer, campaign, { rating: op.rating });
        if (result.ok) written.push({ id: result.review.id, userId: reviewer.id });
        return;
      }
      const review = pickOf(op.pick);
      if (!review) return;
      if (op.kind === "approve") {
        await approved(review.id).catch(() => undefined);
      } else if (op.kind === "reject") {
        const result = await rejectReview(testDb.db, {
          reviewId: review.id,
          adminId: admin.id,
          category: rejectionCategories[op.category % rejectionCategories.length] ?? "other",
          template:
            rejectionTemplates[
              rejectionCategories[op.category % rejectionCategories.length] ?? "other"
            ][0],
          reason: "Does not meet the criteria",
          now: rejectedAt,
        });
        if (result.ok && !result.repeated) done.reject += 1;
      } else if (op.kind === "remove") {
        const result = await decideComplaint(testDb.db, {
          adminId: admin.id,
          reviewId: review.id,
          action: "remove_review",
          ground: removalGrounds[op.category % removalGrounds.length] ?? "other",
          note: "After a complaint",
        });
        if (result.ok) done.remove += 1;
      } else if (op.kind === "withdraw") {
        const result = await withdrawReview(testDb.db, {
          userId: review.userId,
          reviewId: review.id,
        });
        if (result.ok) done.withdraw += 1;
      } else if (op.kind === "revise") {
        const result = await revise({ id: review.userId }, review, {
          rating: op.rating,
          now: revisedAt,
        });
        if (result.ok) done.revise += 1;
      } else {
        // No domain function deletes a review; the trigger still counts one deleted by hand.
        await testDb.db.execute(sql`
          delete from reviews where id = ${review.id} and status = 'pending'
            and not exists (select 1 from wallet_ledger where review_id = ${review.id})`);
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 20 }), async (ops) => {
        for (const op of ops) await apply(op);
        await expectLedgerEqualsRecount();
      }),
      { numRuns: 8, seed: 34 },
    );
    expect(done.reject).toBeGreaterThan(0);
    expect(done.revise).toBeGreaterThan(0);
    expect(done.withdraw).toBeGreaterThan(0);
    expect(done.remove).toBeGreaterThan(0);
  });

  it("shows every review once under its current rating, rejections by category, and the published share", async () => {
    const campaign = await activeCampaign({ target: 1000 });
    const ids: Record<string, string> = {};
    for (const [name, stars] of [
      ["a", 1],
      ["b", 1],
      ["c", 5],
      ["d", 5],
      ["e", 3],
    ] as const) {
      const reviewer = await newReviewer();
      const result = await submit(reviewer, campaign, { rating: stars });
      if (!result.ok) throw new Error(result.reason);
      ids[name] = result.review.id;
    }
    await approved(ids.a as string);
    await approved(ids.c as string);
    await approved(ids.d as string);
    await rejectReview(testDb.db, {
      reviewId: ids.b as string,
      adminId: admin.id,
      category: "copied",
      template: "copied_text",
      reason: "Copied from another review",
    });
    const ledger = await getModerationLedger(testDb.db, { campaignId: campaign.id });
    expect(ledger.byRating[1]).toEqual({
      submitted: 2,
      published: 1,
      rejected: 1,
      withdrawn: 0,
      removed: 0,
      waiting: 0,
    });
    expect(ledger.byRating[5]).toMatchObject({ submitted: 2, published: 2 });
    expect(ledger.byRating[3]).toMatchObject({ submitted: 1, waiting: 1 });
    expect(ledger.total.submitted).toBe(5);
    expect(ledger.rejectedBy).toEqual([
      { category: "copied", byRating: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 }, total: 1 },
    ]);
    expect(ledger.publishedShare).toEqual({
      low: { stars: 1, percent: 50 },
      high: { stars: 5, percent: 100 },
    });
  });
});
