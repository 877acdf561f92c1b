import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, profiles, reviewRevisions, reviews } from "~/db/schema";
import { ORPHAN_PROOF_AGE_MS, sweepOrphanProofs } from "~/domain/proof-sweep.server";
import { getEarlierProofForViewer, loadHistoryFor } from "~/domain/review-history.server";
import { listPendingReviews } from "~/domain/review-lists.server";
import { rejectReview } from "~/domain/review-moderation.server";
import { findRevisable } from "~/domain/review-revision.server";
import { MAX_REVIEW_LENGTH } from "~/domain/review-text";
import { withdrawReview } from "~/domain/reviews.server";
import {
  activeCampaign,
  admin,
  campaignRow,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  storedFiles,
  submit,
  submitted,
  testDb,
  words,
} from "../support/review-fixtures";
import {
  REJECTED_AT,
  rejectedReview,
  revise,
  revisedText,
  takeSlots,
} from "../support/revision-fixtures";

setUpReviewsDatabase();

const HOUR = 60 * 60 * 1000;
const at = (hoursAfterRejection: number) =>
  new Date(REJECTED_AT.getTime() + hoursAfterRejection * HOUR);

async function reviewRow(id: string) {
  const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw new Error("no review");
  return row;
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
    expect(
      await findRevisable(testDb.db, {
        userId: reviewer.id,
        reviewIds: [late.id],
        now: at(7 * 24 + 0.01),
      }),
    ).toEqual({});
    expect(
      await findRevisable(testDb.db, { userId: reviewer.id, reviewIds: [late.id], now: at(1) }),
    ).toEqual({
      [late.id]: at(7 * 24),
    });
    expect((await revise(reviewer, late, { now: at(7 * 24 - 0.01) })).ok).toBe(true);
    expect(
      await findRevisable(testDb.db, { userId: reviewer.id, reviewIds: [late.id], now: at(1) }),
    ).toEqual({});
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

  it("gives the last slot to exactly one of a revision and a new submission racing for it", async () => {
    const winners = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const campaign = await activeCampaign({ target: 10 });
      const reviewer = await newReviewer();
      const review = await rejectedReview(reviewer, campaign);
      const newcomer = await newReviewer();
      const filesBefore = storedFiles().length;
      // Each starts first in turn, so each wins the lock in some round.
      const [revised, fresh] =
        round % 2 === 0
          ? await Promise.all([revise(reviewer, review), submit(newcomer, campaign)])
          : await Promise.all([submit(newcomer, campaign), revise(reviewer, review)]).then(
              ([submission, revision]) => [revision, submission] as const,
            );
      winners.add(revised.ok ? "revision" : "submission");
      expect([revised.ok, fresh.ok].filter(Boolean)).toHaveLength(1);
      if (!revised.ok) expect(revised.reason).toBe("no_slot_today");
      if (!fresh.ok) expect(fresh.reason).toBe("campaign_unavailable");
      expect((await campaignRow(campaign.id)).slotsTaken).toBe(1);
      const pending = await testDb.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.campaignId, campaign.id), eq(reviews.status, "pending")));
      expect(pending).toHaveLength(1);
      // The loser's stored proof was deleted again.
      expect(storedFiles().length).toBe(filesBefore + 1);
    }
    expect(winners).toEqual(new Set(["revision", "submission"]));
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

describe("a revised review's history", () => {
  it("is loaded for a page of reviews in one call, for admins only", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const revised = await rejectedReview(reviewer, campaign, "Blurry bill");
    expect((await revise(reviewer, revised)).ok).toBe(true);
    const untouched = await submitted(await newReviewer(), campaign);

    const history = await loadHistoryFor(testDb.db, {
      adminId: admin.id,
      reviewIds: [revised.id, untouched.id],
    });
    const [adminRow] = await testDb.db
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, admin.id));
    expect(history).toEqual({
      [revised.id]: [
        {
          version: 1,
          reviewText: revised.reviewText,
          rating: revised.rating,
          rejectionReason: "Blurry bill",
          submittedAt: DAY1,
          rejectedAt: REJECTED_AT,
          rejectedBy: adminRow?.username,
        },
      ],
    });
    expect(
      await loadHistoryFor(testDb.db, { adminId: reviewer.id, reviewIds: [revised.id] }),
    ).toEqual({});
    expect(await loadHistoryFor(testDb.db, { adminId: admin.id, reviewIds: [] })).toEqual({});
  });

  it("shows the earlier proof to admins and the author, and to no one else", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    expect((await revise(reviewer, review)).ok).toBe(true);
    const view = (viewerId: string, version = 1) =>
      getEarlierProofForViewer(testDb.db, { storage }, { reviewId: review.id, version, viewerId });
    expect((await view(admin.id))?.bytes.length).toBeGreaterThan(0);
    expect((await view(reviewer.id))?.bytes.length).toBeGreaterThan(0);
    expect(await view((await newReviewer()).id)).toBeNull();
    expect(await view(admin.id, 2)).toBeNull();
  });

  it("keeps the earlier version's proof through the orphan sweep", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const result = await revise(reviewer, review);
    if (!result.ok) throw new Error(result.reason);
    const later = new Date(Date.now() + ORPHAN_PROOF_AGE_MS + 60_000);
    await sweepOrphanProofs(testDb.db, storage, { now: later });
    expect(await storage.get(review.proof)).not.toBeNull();
    expect(await storage.get(result.review.proof)).not.toBeNull();
  });

  it("stays with the review when its author withdraws the revision", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    expect((await revise(reviewer, review)).ok).toBe(true);
    expect(await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id })).toEqual({
      ok: true,
    });
    expect(await historyRows(review.id)).toHaveLength(1);
  });
});
