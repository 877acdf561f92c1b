import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditEvents,
  clientMarks,
  reviewProofChecks,
  reviewRevisions,
  reviews,
  sessions,
  staffAccessViews,
  verifications,
} from "~/db/schema";
import { runRetention } from "~/domain/jobs/run-retention.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { pendingBillCheck } from "../../support/proof-checks";
import {
  activeCampaign,
  admin,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const DAY_MS = 86_400_000;
const NOW = new Date("2028-01-10T06:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe("the retention sweep", () => {
  it("deletes exactly the rows whose time is up, and nothing a day younger", async () => {
    const reviewer = await newReviewer();
    const codes = await testDb.db
      .insert(verifications)
      .values([
        { phone: "+919800000001", purpose: "signup", codeHash: "a", expiresAt: ago(1.01) },
        { phone: "+919800000002", purpose: "signup", codeHash: "b", expiresAt: ago(0.99) },
      ])
      .returning({ id: verifications.id });
    const signedIn = await testDb.db
      .insert(sessions)
      .values([
        { tokenHash: "old", profileId: reviewer.id, expiresAt: ago(31) },
        { tokenHash: "recent", profileId: reviewer.id, expiresAt: ago(29) },
      ])
      .returning({ id: sessions.id });
    await testDb.db.insert(clientMarks).values([
      { profileId: reviewer.id, kind: "device", hash: "old", lastSeenAt: ago(181) },
      { profileId: reviewer.id, kind: "device", hash: "recent", lastSeenAt: ago(179) },
    ]);
    const events = await testDb.db
      .insert(auditEvents)
      .values([
        { profileId: reviewer.id, type: "login", ip: "10.0.0.1", createdAt: ago(181) },
        { profileId: reviewer.id, type: "login", ip: "10.0.0.2", createdAt: ago(179) },
      ])
      .returning({ id: auditEvents.id });
    const views = await testDb.db
      .insert(staffAccessViews)
      .values([
        { kind: "phone", subjectId: reviewer.id, screen: "/admin/dashboard", viewedAt: ago(366) },
        { kind: "phone", subjectId: reviewer.id, screen: "/admin/dashboard", viewedAt: ago(364) },
      ])
      .returning({ id: staffAccessViews.id });

    const first = await runRetention(testDb.db, storage, { now: NOW });
    expect(first).toMatchObject({
      otpCodes: 1,
      sessions: 1,
      clientMarks: 1,
      auditEvents: 1,
      staffAccessViews: 1,
    });
    const left = async <T extends { id: string }>(
      rows: T[],
      table: typeof verifications | typeof sessions | typeof auditEvents | typeof staffAccessViews,
    ) =>
      (
        await testDb.db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((row) => row.id),
            ),
          )
      ).map((row) => row.id);
    expect(await left(codes, verifications)).toEqual([codes[1]?.id]);
    expect(await left(signedIn, sessions)).toEqual([signedIn[1]?.id]);
    expect(await left(events, auditEvents)).toEqual([events[1]?.id]);
    expect(await left(views, staffAccessViews)).toEqual([views[1]?.id]);
    const marks = await testDb.db
      .select({ hash: clientMarks.hash })
      .from(clientMarks)
      .where(eq(clientMarks.profileId, reviewer.id));
    expect(marks).toEqual([{ hash: "recent" }]);
    // A second run finds nothing more to do.
    expect(await runRetention(testDb.db, storage, { now: NOW })).toMatchObject({
      otpCodes: 0,
      sessions: 0,
      clientMarks: 0,
      auditEvents: 0,
      staffAccessViews: 0,
      rejectedProofs: 0,
      filesDeleted: 0,
    });
  });

  // consent.proofNotice: 'A rejected review's photo is deleted after one year.'
  it("deletes a rejected review's photo a year after the decision, and keeps one still within its year", async () => {
    const campaign = await activeCampaign();
    const rejectedOld = await submitted(await newReviewer(), campaign);
    const rejectedRecent = await submitted(await newReviewer(), campaign);
    for (const [review, days] of [
      [rejectedOld, 366],
      [rejectedRecent, 364],
    ] as const) {
      const rejected = await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        reason: "The photo does not show this shop.",
        category: "no_visit_proof",
        template: "proof_unreadable",
        now: DAY1,
      });
      if (!rejected.ok) throw new Error(rejected.reason);
      await testDb.db
        .update(reviews)
        .set({ moderatedAt: ago(days) })
        .where(eq(reviews.id, review.id));
    }
    const keyOf = async (id: string) =>
      (await testDb.db.select({ proof: reviews.proof }).from(reviews).where(eq(reviews.id, id)))[0]
        ?.proof ?? "";
    const oldKey = await keyOf(rejectedOld.id);
    const recentKey = await keyOf(rejectedRecent.id);
    await testDb.db.insert(reviewRevisions).values({
      reviewId: rejectedRecent.id,
      version: 1,
      reviewText: "earlier words",
      rating: 2,
      proof: recentKey,
      submittedAt: ago(400),
      rejectedAt: ago(370),
    });

    // What each photo's bill said (decision 129) goes with the photo.
    for (const review of [rejectedOld, rejectedRecent]) {
      await pendingBillCheck(testDb.db, review);
      await testDb.db
        .update(reviewProofChecks)
        .set({ billStatus: "read", billNumber: "4711", billDate: "2026-11-12", billTotal: 45_000 })
        .where(eq(reviewProofChecks.reviewId, review.id));
    }
    const checked = async () =>
      (await testDb.db.select({ id: reviewProofChecks.reviewId }).from(reviewProofChecks)).map(
        (row) => row.id,
      );

    const outcome = await runRetention(testDb.db, storage, { now: NOW });
    expect(outcome.rejectedProofs).toBe(2);
    expect(await keyOf(rejectedOld.id)).toBe("erased");
    expect(await checked()).toEqual([rejectedRecent.id]);
    expect(await storage.get(oldKey)).toBeNull();
    // The earlier version's photo is also the review's current one, still within its year.
    expect(await keyOf(rejectedRecent.id)).toBe(recentKey);
    expect(await storage.get(recentKey)).not.toBeNull();
    expect(outcome.filesDeleted).toBe(1);
  });
});
