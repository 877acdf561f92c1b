import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAllSessions } from "~/auth/session.server";
import { decisionTimes } from "~/db/schema";
import { measureDecisionTimes } from "~/domain/jobs/measure-decision-times.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { humaniseDuration, MIN_DECISIONS } from "~/domain/moderation/decision-time";
import {
  readDecisionTimes,
  readPublishedDecisionTime,
} from "~/domain/moderation/decision-times.server";
import { suspendAccount } from "~/domain/moderation/suspend-account.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import { percentileCont } from "../../support/percentile";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const HOUR = 3600;
const SUSPENSION_REASON = "One phone wrote for forty accounts";
const at = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

type Direct = { decisions: number; median: number | null; p90: number | null };

/**
 * The figure computed straight from the reviews, one window at a time, as an auditor would: a
 * review its author's suspension rejected was decided by no one (decision 071).
 */
async function directFigure(now: Date, days: number): Promise<Direct> {
  const result = (await testDb.db.execute(sql`
    select count(*)::int as decisions,
      percentile_cont(0.5) within group (order by extract(epoch from moderated_at - created_at)) as median,
      percentile_cont(0.9) within group (order by extract(epoch from moderated_at - created_at)) as p90
    from reviews
    where moderated_at > ${now.toISOString()}::timestamptz - make_interval(days => ${days})
      and moderated_at <= ${now.toISOString()}::timestamptz
      and not (status = 'rejected' and coalesce(rejection_reason, '') = ${SUSPENSION_REASON})`)) as unknown as {
    rows: { decisions: number; median: number | string | null; p90: number | string | null }[];
  };
  const row = result.rows[0];
  const num = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return { decisions: Number(row?.decisions), median: num(row?.median), p90: num(row?.p90) };
}

async function storedRows() {
  const rows = await testDb.db.select().from(decisionTimes);
  return Object.fromEntries(
    rows.map((row) => [
      row.windowDays,
      { decisions: row.decisions, median: row.medianSeconds, p90: row.p90Seconds },
    ]),
  );
}

describe("decision times", () => {
  it("the published decision-time figure matches the database", async () => {
    const campaign = await activeCampaign({ target: 1000 });
    // 24 decided through the moderation functions: 16 approved within hours on day 1, 8
    // rejected four to five days later; then one approved and withdrawn, one left pending.
    const waits: { seconds: number; decidedAt: Date }[] = [];
    for (let i = 0; i < 26; i += 1) {
      const submittedAt = at(DAY1, i * 300);
      const review = await submitted(await newReviewer(), campaign, { now: submittedAt });
      if (i === 25) continue;
      const seconds = i < 16 ? (i + 1) * 1700 + i * 37 : 4 * 24 * HOUR + i * 2011;
      const decidedAt = at(submittedAt, seconds);
      if (i < 16 || i === 24) {
        await approved(review.id, decidedAt);
      } else {
        const rejected = await rejectReview(testDb.db, {
          reviewId: review.id,
          adminId: admin.id,
          category: "no_visit_proof",
          template: "proof_unreadable",
          reason: "",
          now: decidedAt,
        });
        expect(rejected.ok, JSON.stringify(rejected)).toBe(true);
      }
      // A withdrawal after the decision leaves the decision, and its time, as it was.
      if (i === 24) await withdrawReview(testDb.db, { userId: review.userId, reviewId: review.id });
      waits.push({ seconds, decidedAt });
    }

    // A suspension on day 9 rejects its reviewer's pending review: no one decided it.
    const suspendedReviewer = await newReviewer();
    await submitted(suspendedReviewer, campaign, { now: at(DAY1, 30) });
    expect(
      await suspendAccount(testDb.db, {
        adminId: admin.id,
        subject: { profileId: suspendedReviewer.id },
        category: "fraud",
        reason: SUSPENSION_REASON,
        endSessions: (tx, profileId) => deleteAllSessions(tx, { profileId }),
        now: at(DAY1, 9 * 24 * HOUR),
      }),
    ).toMatchObject({ ok: true, rejectedReviews: 1 });

    const now = new Date("2026-12-01T00:00:00Z");
    await measureDecisionTimes(testDb.db, { now });
    const direct = { 7: await directFigure(now, 7), 30: await directFigure(now, 30) };
    expect(await storedRows()).toEqual(direct);
    // The database's figure is the percentile of exactly the waits the test made.
    const inWindow = (days: number) =>
      waits
        .filter(({ decidedAt }) => decidedAt > at(now, -days * 24 * HOUR) && decidedAt <= now)
        .map(({ seconds }) => seconds);
    expect(direct[30].decisions).toBe(25);
    expect(direct[30].p90).toBeCloseTo(percentileCont(inWindow(30), 0.9) as number, 6);
    expect(direct[30].median).toBeCloseTo(percentileCont(inWindow(30), 0.5) as number, 6);
    expect(direct[7].decisions).toBe(inWindow(7).length);
    expect(direct[7].decisions).toBeLessThan(MIN_DECISIONS);

    // What the pages say is that figure in words; the week's few decisions give none.
    expect(await readPublishedDecisionTime(testDb.db, { now })).toEqual({
      kind: "measured",
      decisions: 25,
      median: humaniseDuration(direct[30].median as number),
      p90: humaniseDuration(direct[30].p90 as number),
      computedAt: now,
    });
    const both = await readDecisionTimes(testDb.db, { now });
    expect(both[7]).toEqual({ kind: "too_few", decisions: direct[7].decisions, computedAt: now });
    expect(both[30]).toEqual(await readPublishedDecisionTime(testDb.db, { now }));

    // Measured every eight hours over twelve days, the windows' edges pass each decision: the
    // stored rows are replaced each time, and always equal the direct computation and the waits.
    for (let hours = 0; hours <= 12 * 24; hours += 8) {
      const moment = at(DAY1, hours * HOUR);
      await measureDecisionTimes(testDb.db, { now: moment });
      const expected = { 7: await directFigure(moment, 7), 30: await directFigure(moment, 30) };
      expect(await storedRows(), moment.toISOString()).toEqual(expected);
      const lastWeek = waits.filter(
        ({ decidedAt }) => decidedAt > at(moment, -7 * 24 * HOUR) && decidedAt <= moment,
      );
      expect(expected[7].decisions, moment.toISOString()).toBe(lastWeek.length);
      const p90 = percentileCont(
        lastWeek.map(({ seconds }) => seconds),
        0.9,
      );
      if (p90 === null) expect(expected[7].p90).toBeNull();
      else expect(expected[7].p90).toBeCloseTo(p90, 6);
    }

    // Measured again at another moment, the rows are replaced: decisions after it do not count.
    const earlier = at(DAY1, 10 * HOUR);
    await measureDecisionTimes(testDb.db, { now: earlier });
    const thenDirect = { 7: await directFigure(earlier, 7), 30: await directFigure(earlier, 30) };
    expect(await storedRows()).toEqual(thenDirect);
    expect(thenDirect[30].decisions).toBe(
      waits.filter(({ decidedAt }) => decidedAt <= earlier).length,
    );
    expect((await readPublishedDecisionTime(testDb.db, { now: earlier })).kind).toBe("too_few");
  });

  it("publishes no figure from a measure an hour old or older, and stores empty windows when nothing was decided", async () => {
    const now = new Date("2027-03-01T00:00:00Z");
    expect(await readPublishedDecisionTime(testDb.db, { now })).toEqual({ kind: "unknown" });
    await measureDecisionTimes(testDb.db, { now });
    expect(await storedRows()).toEqual({
      7: { decisions: 0, median: null, p90: null },
      30: { decisions: 0, median: null, p90: null },
    });
    expect(await readPublishedDecisionTime(testDb.db, { now })).toEqual({
      kind: "too_few",
      decisions: 0,
      computedAt: now,
    });
  });
});
