import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, profiles, reviewRevisions, reviews } from "~/db/schema";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { listPendingReviews } from "~/domain/moderation/review-queue.server";
import { MAX_REVIEW_LENGTH } from "~/domain/reviews/review-content";
import { findRevisable, reviseReview } from "~/domain/reviews/revise-review.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import type { ProofStorage } from "~/storage/storage.server";
import {
  activeCampaign,
  admin,
  campaignRow,
  DAY1,
  newReviewer,
  proofPng,
  setUpReviewsDatabase,
  storage,
  storedFiles,
  submit,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";
import {
  REJECTED_AT,
  rejectedReview,
  revise,
  revisedText,
  takeSlots,
} from "../../support/revision-fixtures";
import { visitOn } from "../../support/visit";

setUpReviewsDatabase();

const HOUR = 60 * 60 * 1000;
const at = (hoursAfterRejection: number) =>
  new Date(REJECTED_AT.getTime() + hoursAfterRejection * HOUR);

async function reviewRow(id: string) {
  const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw new Error("no review");
  return row;
}

/** The test's proof storage, letting `rival` run to its end before the first proof is stored. */
function storingAfter(rival: () => Promise<void>): ProofStorage {
  let waiting: (() => Promise<void>) | null = rival;
  return {
    put: async (key, bytes, contentType) => {
      const run = waiting;
      waiting = null;
      if (run) await run();
      return storage.put(key, bytes, contentType);
    },
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    listStoredBefore: (time) => storage.listStoredBefore(time),
  };
}

async function historyRows(reviewId: string) {
  return testDb.db.select().from(reviewRevisions).where(eq(reviewRevisions.reviewId, reviewId));
}

async function recordOf(userId: string) {
  const [row] = await testDb.db
    .select({ approved: profiles.approvedReviews, rejected: profiles.rejectedReviews })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

describe("revising a rejected review", () => {
  it("keeps the earlier version and queues the review again at the end of the queue", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign, "Please upload the bill");
    const slotsBefore = (await campaignRow(campaign.id)).slotsTaken;
    expect(await recordOf(reviewer.id)).toEqual({ approved: 0, rejected: 1 });

    const now = at(3);
    const result = await revise(reviewer, review, { rating: 5, now });

    expect(result.ok).toBe(true);
    const row = await reviewRow(review.id);
    expect(row).toMatchObject({
      status: "pending",
      reviewText: revisedText,
      rating: 5,
      revisionCount: 1,
      rejectionReason: null,
      moderatedAt: null,
      moderatedBy: null,
      createdAt: now,
    });
    expect(row.proof).not.toBe(review.proof);
    expect(await historyRows(review.id)).toEqual([
      expect.objectContaining({
        version: 1,
        reviewText: review.reviewText,
        rating: review.rating,
        proof: review.proof,
        rejectionReason: "Please upload the bill",
        submittedAt: DAY1,
        rejectedAt: REJECTED_AT,
        rejectedBy: admin.id,
      }),
    ]);
    expect((await campaignRow(campaign.id)).slotsTaken).toBe(slotsBefore + 1);
    expect(await recordOf(reviewer.id)).toEqual({ approved: 0, rejected: 0 });
    const queue = await listPendingReviews(testDb.db, { adminId: admin.id, limit: 100 });
    expect(queue.at(-1)?.id).toBe(review.id);
  });

  it("keeps the current proof when no new one is sent", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const filesBefore = storedFiles().length;
    const result = await revise(reviewer, review, { proof: Buffer.alloc(0) });
    expect(result.ok).toBe(true);
    expect((await reviewRow(review.id)).proof).toBe(review.proof);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("refuses a review that is not the reviewer's, not rejected, or already revised", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const stranger = await newReviewer();
    const pending = await submitted(await newReviewer(), campaign);
    const review = await rejectedReview(reviewer, campaign);

    expect(await revise(stranger, review)).toEqual({ ok: false, reason: "not_found" });
    expect(await revise(reviewer, { id: crypto.randomUUID() })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await revise(reviewer, { id: "not-an-id" })).toEqual({ ok: false, reason: "not_found" });
    expect(await revise(stranger, pending)).toEqual({ ok: false, reason: "not_found" });
    const [pendingAuthor] = await testDb.db
      .select({ userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, pending.id));
    expect(await revise({ id: pendingAuthor?.userId ?? "" }, pending)).toEqual({
      ok: false,
      reason: "not_rejected",
    });

    expect((await revise(reviewer, review)).ok).toBe(true);
    expect(
      await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        category: "other",
        reason: "Still no bill",
        now: at(4),
      }),
    ).toEqual({ ok: true });
    expect(await revise(reviewer, review, { now: at(5) })).toEqual({
      ok: false,
      reason: "already_revised",
    });
    expect(await historyRows(review.id)).toHaveLength(1);
  });

  it("is open for 7 days after the rejection and no longer", async () => {
    const campaign = await activeCampaign({ startedAt: new Date("2026-11-01T04:00:00Z") });
    const reviewer = await newReviewer();
    const late = await rejectedReview(reviewer, campaign);
    expect(await revise(reviewer, late, { now: at(7 * 24 + 0.01) })).toEqual({
      ok: false,
      reason: "too_late",
    });
    const revisable = (now: Date) =>
      findRevisable(testDb.db, { userId: reviewer.id, reviewIds: [late.id], now });
    expect(await revisable(at(7 * 24 + 0.01))).toEqual({});
    expect(await revisable(at(1))).toEqual({
      [late.id]: { reviseBy: at(7 * 24), reviewText: late.reviewText },
    });
    expect((await revise(reviewer, late, { now: at(7 * 24 - 0.01) })).ok).toBe(true);
    expect(await revisable(at(1))).toEqual({});
  });

  it("refuses when the campaign is no longer active", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    await testDb.db
      .update(campaigns)
      .set({ status: "completed" })
      .where(eq(campaigns.id, campaign.id));
    expect(await revise(reviewer, review)).toEqual({ ok: false, reason: "campaign_unavailable" });
    expect(
      await findRevisable(testDb.db, { userId: reviewer.id, reviewIds: [review.id], now: at(1) }),
    ).toEqual({});
  });

  it("refuses when today's slots are taken, and when the whole target is", async () => {
    // A target of 10 allows one review on day 1.
    const today = await activeCampaign({ target: 10 });
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, today);
    await takeSlots(today, 1);
    const filesBefore = storedFiles().length;
    expect(await revise(reviewer, review)).toEqual({ ok: false, reason: "no_slot_today" });
    expect(storedFiles().length).toBe(filesBefore);

    const full = await activeCampaign({ target: 10, startedAt: new Date("2026-11-01T04:00:00Z") });
    const second = await rejectedReview(reviewer, full);
    await takeSlots(full, 10);
    expect(await revise(reviewer, second)).toEqual({ ok: false, reason: "target_reached" });
    expect(await historyRows(second.id)).toEqual([]);
  });

  it("checks the new text, rating and proof as a submission does, with the same reasons", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const cases: [Parameters<typeof revise>[2], string][] = [
      [{ rating: 0 }, "rating_required"],
      [{ rating: 4.5 }, "rating_required"],
      [{ reviewText: words(5) }, "too_short"],
      [{ reviewText: `${words(30)} ${"x".repeat(MAX_REVIEW_LENGTH)}` }, "too_long"],
      [{ reviewText: `${words(30)}\u0000` }, "text_invalid"],
      [{ proof: Buffer.from("definitely not an image") }, "proof_not_image"],
    ];
    for (const [overrides, reason] of cases) {
      const submission = await submit(await newReviewer(), campaign, overrides);
      expect(submission).toEqual({ ok: false, reason });
      expect(await revise(reviewer, review, overrides)).toEqual({ ok: false, reason });
    }
    expect((await reviewRow(review.id)).status).toBe("rejected");
  });

  it("gives the last slot to exactly one of a revision and a new submission sent at once", async () => {
    const campaign = await activeCampaign({ target: 10 });
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const newcomer = await newReviewer();
    const filesBefore = storedFiles().length;
    const [revised, fresh] = await Promise.all([
      revise(reviewer, review),
      submit(newcomer, campaign),
    ]);
    expect([revised.ok, fresh.ok].filter(Boolean)).toHaveLength(1);
    if (!revised.ok) expect(revised.reason).toBe("no_slot_today");
    if (!fresh.ok) expect(fresh.reason).toBe("campaign_unavailable");
    expect((await campaignRow(campaign.id)).slotsTaken).toBe(1);
    // The loser's stored proof was deleted again.
    expect(storedFiles().length).toBe(filesBefore + 1);
  });

  it("refuses a revision whose last slot a submission took after its early check", async () => {
    const campaign = await activeCampaign({ target: 10 });
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const newcomer = await newReviewer();
    let rival: Awaited<ReturnType<typeof submit>> | undefined;
    // The rival runs while the revision stores its proof: after its early check, before its transaction.
    const result = await reviseReview(
      testDb.db,
      {
        storage: storingAfter(async () => {
          rival = await submit(newcomer, campaign);
        }),
        now: () => at(2),
      },
      {
        userId: reviewer.id,
        reviewId: review.id,
        rating: 3,
        reviewText: revisedText,
        proof: proofPng,
      },
    );
    expect(rival?.ok).toBe(true);
    expect(result).toEqual({ ok: false, reason: "no_slot_today" });
    expect((await reviewRow(review.id)).status).toBe("rejected");
    expect(await historyRows(review.id)).toEqual([]);
    expect((await campaignRow(campaign.id)).slotsTaken).toBe(1);
  });

  it("refuses a submission whose last slot a revision took after its early check", async () => {
    const campaign = await activeCampaign({ target: 10 });
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const newcomer = await newReviewer();
    let rival: Awaited<ReturnType<typeof revise>> | undefined;
    const result = await submitReview(
      testDb.db,
      {
        storage: storingAfter(async () => {
          rival = await revise(reviewer, review);
        }),
        now: () => DAY1,
      },
      {
        userId: newcomer.id,
        campaignId: campaign.id,
        rating: 3,
        reviewText: revisedText,
        proof: proofPng,
        ...visitOn(DAY1),
      },
    );
    expect(rival?.ok).toBe(true);
    expect(result).toEqual({ ok: false, reason: "campaign_unavailable" });
    expect((await campaignRow(campaign.id)).slotsTaken).toBe(1);
  });

  it("revises once when the author sends the revision twice at once", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const filesBefore = storedFiles().length;
    const results = await Promise.all([
      revise(reviewer, review, { rating: 5 }),
      revise(reviewer, review, { rating: 1 }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "not_rejected" }]);
    expect(await historyRows(review.id)).toHaveLength(1);
    expect(storedFiles().length).toBe(filesBefore + 1);
  });

  it("gives the same outcome to two revisions that differ only in their rating", async () => {
    const outcomes = [];
    for (const rating of [1, 5]) {
      const campaign = await activeCampaign();
      const reviewer = await newReviewer();
      const review = await rejectedReview(reviewer, campaign);
      const result = await revise(reviewer, review, { rating });
      const row = await reviewRow(review.id);
      outcomes.push({
        ok: result.ok,
        status: row.status,
        riskScore: row.riskScore,
        earnings: row.earnings,
        createdAt: row.createdAt,
        slotsTaken: (await campaignRow(campaign.id)).slotsTaken,
      });
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
  });
});
