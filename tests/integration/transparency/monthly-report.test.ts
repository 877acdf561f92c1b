import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, reviewComplaints, transparencyMonths } from "~/db/schema";
import { acknowledgeComplaint, decideComplaint } from "~/domain/grievances/answer-complaint.server";
import { fileComplaint } from "~/domain/grievances/file-complaint.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { decideComplaint as decideReviewComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { disputeReview, reportReview } from "~/domain/moderation/review-reports/file-report.server";
import { countMonth } from "~/domain/transparency/count-month.server";
import { countOpenMonths, readMonthlyReport } from "~/domain/transparency/monthly-report.server";
import { type StarCounts, zeroStars } from "~/domain/transparency/report-figures";
import {
  activeCampaign,
  admin,
  approved,
  atKolkata,
  DAY1,
  DAY2,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/*
 * The report's figures against the test's own counts (decision 096). Promise register entries
 * (tests/promises/transparency.ts) proved here: transparency.intro (counted from the records),
 * transparency.starsNote (split by star), transparency.storedAt (a settled month counted once more, then kept) and
 * transparency.takedowns_other and transparency.takedowns_one (court orders counted) and
 * transparency.decisionMeasured (the month's median and 90th percentile).
 */

const HOUR = 60 * 60 * 1000;
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);

/** percentile_cont as PostgreSQL computes it: linear between the two nearest ranks. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (rank - low);
}

/** The test's own tally, kept as it seeds: what the report must say, counted without SQL. */
class Tally {
  received = zeroStars();
  published = zeroStars();
  rejected: Record<string, StarCounts> = {};
  removed: Record<string, StarCounts> = {};
  waits: number[] = [];
  add(counts: StarCounts, rating: number) {
    counts[rating - 1] = (counts[rating - 1] ?? 0) + 1;
  }
  of(split: Record<string, StarCounts>, key: string) {
    split[key] ??= zeroStars();
    return split[key];
  }
}

describe("the monthly transparency report", () => {
  it("counts reviews received, published, rejected and removed by star as the test seeded them", async () => {
    const november = new Tally();
    const december = new Tally();
    const ratings = [1, 1, 2, 2, 3, 4, 4, 5, 5, 5, 1, 5];
    const campaigns = [await activeCampaign(), await activeCampaign(), await activeCampaign()];
    const seeded: { id: string; rating: number; createdAt: Date; campaignId: string }[] = [];
    for (const [index, rating] of ratings.entries()) {
      const campaign = campaigns[index % 3];
      if (!campaign) throw new Error("no campaign");
      // The last review is sent at 23:00 on 30 November in India and decided after midnight.
      const at = index === 11 ? atKolkata("2026-11-30T23:00:00") : later(DAY1, index / 60);
      const review = await submitted(await newReviewer(), campaign, { rating, now: at });
      seeded.push({ id: review.id, rating, createdAt: at, campaignId: campaign.id });
      november.add(november.received, rating);
    }
    const byIndex = (index: number) => {
      const review = seeded[index];
      if (!review) throw new Error("no review");
      return review;
    };
    for (const index of [0, 2, 4, 5, 7, 8]) {
      const review = byIndex(index);
      const at = later(DAY1, index + 1);
      await approved(review.id, at);
      november.add(november.published, review.rating);
      november.waits.push((at.getTime() - review.createdAt.getTime()) / 1000);
    }
    const rejections: [number, string, string | undefined, Date, Tally][] = [
      [1, "no_visit_proof", "proof_other_place", later(DAY1, 2), november],
      [3, "copied", "copied_text", later(DAY1, 2), november],
      [9, "not_first_hand", "too_short", later(DAY1, 3), november],
      [11, "other", undefined, atKolkata("2026-12-01T01:00:00"), december],
    ];
    for (const [index, category, template, at, tally] of rejections) {
      const review = byIndex(index);
      const outcome = await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        category,
        template,
        reason: "The photo does not show this shop.",
        now: at,
      });
      expect(outcome).toMatchObject({ ok: true });
      tally.add(tally.of(tally.rejected, category), review.rating);
      tally.waits.push((at.getTime() - review.createdAt.getTime()) / 1000);
    }
    // Two published reviews removed: one on a reader's report, one on a court's order.
    const reported = byIndex(0);
    await reportReview(testDb.db, {
      campaignId: reported.campaignId,
      reviewId: reported.id,
      ground: "abusive",
      details: "",
    });
    const kept = byIndex(2);
    await reportReview(testDb.db, {
      campaignId: kept.campaignId,
      reviewId: kept.id,
      ground: "fake",
      details: "",
    });
    const disputed = byIndex(4);
    const business = campaigns[4 % 3]?.businessId ?? "";
    expect(
      await disputeReview(testDb.db, {
        businessId: business,
        reviewId: disputed.id,
        ground: "never_customer",
        details: "This person never came to our shop.",
      }),
    ).toMatchObject({ ok: true });
    // Reports carry the moment they are filed; the test's month is November 2026.
    await testDb.db
      .update(reviewComplaints)
      .set({ createdAt: DAY2 })
      .where(inArray(reviewComplaints.reviewId, [reported.id, kept.id, disputed.id]));
    const decide = (reviewId: string, decision: Parameters<typeof decideReviewComplaint>[1]) =>
      decideReviewComplaint(testDb.db, { ...decision, reviewId, adminId: admin.id });
    expect(
      await decide(reported.id, {
        action: "remove_review",
        ground: "abuse",
        note: "Insults a named waiter.",
        now: later(DAY2, 1),
        adminId: admin.id,
        reviewId: reported.id,
      }),
    ).toEqual({ ok: true });
    november.add(november.of(november.removed, "abuse"), reported.rating);
    expect(
      await decide(kept.id, {
        action: "keep",
        note: "A first-hand visit, nothing against the rules.",
        now: later(DAY2, 1),
        adminId: admin.id,
        reviewId: kept.id,
      }),
    ).toEqual({ ok: true });
    const ordered = byIndex(7);
    expect(
      await decide(ordered.id, {
        action: "remove_review",
        ground: "court_order",
        note: "Order of the Bhopal district court, received by post.",
        now: later(DAY2, 2),
        adminId: admin.id,
        reviewId: ordered.id,
      }),
    ).toEqual({ ok: true });
    november.add(november.of(november.removed, "court_order"), ordered.rating);

    const now = atKolkata("2026-11-30T23:30:00");
    const figures = await countMonth(testDb.db, { month: "2026-11", now });
    expect(figures.received).toEqual(november.received);
    expect(figures.published).toEqual(november.published);
    for (const [category, counts] of Object.entries(figures.rejected)) {
      expect(counts, category).toEqual(november.rejected[category] ?? zeroStars());
    }
    for (const [ground, counts] of Object.entries(figures.removed)) {
      expect(counts, ground).toEqual(november.removed[ground] ?? zeroStars());
    }
    expect(figures.decisionTimes.decisions).toBe(november.waits.length);
    expect(figures.decisionTimes.medianSeconds).toBeCloseTo(percentile(november.waits, 0.5), 3);
    expect(figures.decisionTimes.p90Seconds).toBeCloseTo(percentile(november.waits, 0.9), 3);
    expect(figures.reviewComplaints).toEqual({
      reports: 2,
      disputes: 1,
      removed: 1,
      kept: 1,
      open: 1,
    });

    // The review sent on 30 November and rejected on 1 December (India time) is December's decision.
    const next = await countMonth(testDb.db, {
      month: "2026-12",
      now: atKolkata("2026-12-02T00:00:00"),
    });
    expect(next.received).toEqual(zeroStars());
    expect(next.rejected.other).toEqual(december.rejected.other);
    expect(next.decisionTimes.decisions).toBe(1);
  });

  it("counts complaints and whether each met its clock", async () => {
    const file = (category: "review_about_me" | "impersonation", at: Date) =>
      fileComplaint(testDb.db, {
        name: "Asha Verma",
        phone: `+9179${String(at.getTime()).slice(-8)}`,
        email: null,
        category,
        text: "A review on your site names me and my shop's staff.",
        link: null,
        language: "en",
        now: at,
      });
    const answer = { adminId: admin.id, reply: "We are looking into it and will write again." };
    const firstAt = atKolkata("2026-11-25T10:00:00");
    const first = await file("review_about_me", firstAt);
    const done = (outcome: { ok: boolean }) => expect(outcome).toMatchObject({ ok: true });
    done(
      await acknowledgeComplaint(testDb.db, {
        ...answer,
        complaintId: first.complaintId,
        now: later(firstAt, 2),
      }),
    );
    done(
      await decideComplaint(testDb.db, {
        ...answer,
        complaintId: first.complaintId,
        outcome: "resolved",
        now: later(firstAt, 72),
      }),
    );
    const lateAt = atKolkata("2026-11-26T10:00:00");
    const late = await file("review_about_me", lateAt);
    done(
      await acknowledgeComplaint(testDb.db, {
        ...answer,
        complaintId: late.complaintId,
        now: later(lateAt, 30),
      }),
    );
    await file("review_about_me", atKolkata("2026-11-30T19:00:00"));
    const impersonationAt = atKolkata("2026-11-27T10:00:00");
    const impersonation = await file("impersonation", impersonationAt);
    done(
      await decideComplaint(testDb.db, {
        ...answer,
        complaintId: impersonation.complaintId,
        outcome: "upheld",
        now: later(impersonationAt, 5),
      }),
    );
    const { complaints } = await countMonth(testDb.db, {
      month: "2026-11",
      now: atKolkata("2026-11-30T20:00:00"),
    });
    expect(complaints).toEqual({
      received: 4,
      acknowledged: { met: 2, missed: 1, running: 1 },
      decided: { met: 2, missed: 0, running: 2 },
      impersonation: { received: 1, met: 1, missed: 0, running: 0 },
    });
  });

  it("counts completed payouts and their rupees in the month of India's calendar they were paid", async () => {
    const reviewer = await newReviewer();
    const payout = (amount: number, status: "paid" | "rejected", processedAt: Date) => ({
      userId: reviewer.id,
      amount,
      upiId: "asha@okaxis",
      status,
      processedAt,
    });
    await testDb.db
      .insert(payouts)
      .values([
        payout(100, "paid", atKolkata("2026-11-28T12:00:00")),
        payout(250, "paid", atKolkata("2026-11-30T23:50:00")),
        payout(300, "rejected", atKolkata("2026-11-28T12:00:00")),
        payout(400, "paid", atKolkata("2026-12-01T00:10:00")),
      ]);
    const { payouts: paid } = await countMonth(testDb.db, { month: "2026-11" });
    expect(paid).toEqual({ count: 2, rupees: 350 });
  });

  it("counts a month again until every clock of it has run out, then keeps it for good", async () => {
    // 15 December: November can still change (a complaint's 15-day clock may still run).
    const early = atKolkata("2026-12-15T00:00:00");
    // A run counts three months at most, newest first: this month's at once.
    expect(await countOpenMonths(testDb.db, { now: early })).toEqual([
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(await readMonthlyReport(testDb.db, { month: "2026-11", now: early })).toMatchObject({
      settled: false,
      countedAt: early,
    });
    // Counted again at each run while open; settled on the 17th, counted once more, then kept.
    // October has settled and was counted after settling: never again; November is counted again.
    const again = await countOpenMonths(testDb.db, { now: early });
    expect(again).toEqual(["2026-09", "2026-11", "2026-12"]);
    const settledAt = atKolkata("2026-12-18T00:00:00");
    const live = await countMonth(testDb.db, { month: "2026-11", now: settledAt });
    expect(await countOpenMonths(testDb.db, { now: settledAt })).toEqual([
      "2026-08",
      "2026-11",
      "2026-12",
    ]);
    const read = await readMonthlyReport(testDb.db, { month: "2026-11", now: settledAt });
    expect(read).toMatchObject({ settled: true, countedAt: settledAt });
    expect(read.figures).toEqual(live);
    expect(await countOpenMonths(testDb.db, { now: later(settledAt, 1) })).toEqual([
      "2026-06",
      "2026-07",
      "2026-12",
    ]);
    const rows = await testDb.db.select().from(transparencyMonths);
    expect(rows.filter((row) => row.month === "2026-11")).toHaveLength(1);
  });
});
