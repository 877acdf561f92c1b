import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, profiles, reviews } from "~/db/schema";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import {
  listRiskiestPendingReviews,
  riskQueueParts,
  riskQueueQuery,
} from "~/domain/moderation/riskiest-queue.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import {
  type Cursor,
  decodeCursor,
  type KeysetWindow,
  loadKeysetPage,
} from "~/domain/shared/list-pages";
import { listReviewRisks } from "~/domain/trust/review-risk.server";
import { VARIETY_WINDOW } from "~/domain/trust/reviewer-level";
import { distinctProof, distinctText } from "../../support/proof-photos";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

/** Each review its own text and photo, so no copy flag joins the signals under test. */
const distinct = async () => ({ reviewText: distinctText(), proof: await distinctProof() });

setUpReviewsDatabase();

/** A reviewer whose account is old, so only what the test sets makes a signal. */
async function oldReviewer() {
  const reviewer = await newReviewer();
  await testDb.db
    .update(profiles)
    .set({ createdAt: new Date("2025-01-01T00:00:00Z") })
    .where(eq(profiles.id, reviewer.id));
  return reviewer;
}

describe("the queue riskiest first", () => {
  it("walks every page forwards and back, by score then oldest first", async () => {
    await testDb.db
      .update(reviews)
      .set({ status: "withdrawn" })
      .where(eq(reviews.status, "pending"));
    const campaign = await activeCampaign({ target: 1000 });
    const scores = [0, 40, 0, 95, 40, 40, 0, 10, 95];
    for (const [index, score] of scores.entries()) {
      const review = await submitted(await oldReviewer(), campaign, {
        ...(await distinct()),
        now: new Date(DAY1.getTime() + index * 1000),
      });
      await testDb.db.update(reviews).set({ riskScore: score }).where(eq(reviews.id, review.id));
    }
    const list = (window: KeysetWindow) =>
      listRiskiestPendingReviews(testDb.db, { adminId: admin.id, ...window });
    const all = await list({ limit: 100 });
    expect(all.map((row) => row.cursor.rank)).toEqual([95, 95, 40, 40, 40, 10, 0, 0, 0]);
    for (const size of [1, 2, 4]) {
      const load = (page: number, cursors: { after?: Cursor; before?: Cursor }) =>
        loadKeysetPage({
          request: { page, ...cursors },
          size,
          count: async () => all.length,
          list,
        });
      const pages: string[][] = [];
      let current = await load(1, {});
      pages.push(current.list.map((row) => row.id));
      while (current.page * size < all.length) {
        current = await load(current.page + 1, { after: decodeCursor(current.last) ?? undefined });
        pages.push(current.list.map((row) => row.id));
      }
      expect(pages.flat()).toEqual(all.map((row) => row.id));
      for (let page = pages.length - 1; page >= 1; page -= 1) {
        current = await load(page, { before: decodeCursor(current.first) ?? undefined });
        expect(current.list.map((row) => row.id)).toEqual(pages[page - 1]);
      }
    }
    // Anyone but an admin reads nothing, on the first page and after a cursor alike.
    const reviewer = await newProfile("user");
    expect(await listRiskiestPendingReviews(testDb.db, { adminId: reviewer.id })).toEqual([]);
    for (const cursor of [all[2]?.cursor, all[6]?.cursor]) {
      for (const window of [{ after: cursor }, { before: cursor }]) {
        expect(
          await listRiskiestPendingReviews(testDb.db, { adminId: reviewer.id, ...window }),
        ).toEqual([]);
        expect(
          (await listRiskiestPendingReviews(testDb.db, { adminId: admin.id, ...window })).length,
        ).toBeGreaterThan(0);
      }
    }
  });
});

describe("the reviewer's level on the public page", () => {
  it("needs weeks, several businesses and several days, whatever the ratings given", async () => {
    const trusted = await oldReviewer();
    const burst = await oldReviewer();
    const young = await newReviewer();
    const newcomer = await oldReviewer();
    const campaigns = [];
    for (let index = 0; index < 11; index += 1) {
      const campaign = await activeCampaign({ target: 100 });
      campaigns.push(campaign);
      // One review a day, each of another business; all 1-star: the level rises all the same.
      const onDay = new Date(DAY1.getTime() + index * 86_400_000);
      const review = await submitted(trusted, campaign, {
        ...(await distinct()),
        rating: 1,
        now: onDay,
      });
      await approved(review.id, onDay);
      // Eleven reviews of eleven businesses written within minutes: volume in a day earns nothing.
      await approved((await submitted(burst, campaign, await distinct())).id);
      // Spread over days too, but from an account made today.
      await approved(
        (await submitted(young, campaign, { ...(await distinct()), now: onDay })).id,
        onDay,
      );
    }
    const shared = campaigns[10];
    if (!shared) throw new Error("no campaign");
    await approved((await submitted(newcomer, shared, { ...(await distinct()), rating: 5 })).id);
    const page = await listPublicReviews(testDb.db, { campaignId: shared.id });
    const byName = new Map(page.map((review) => [review.reviewerName, review]));
    const names = await testDb.db
      .select({ id: profiles.id, name: profiles.reviewerName })
      .from(profiles)
      .where(sql`${profiles.id} in (${trusted.id}, ${newcomer.id}, ${burst.id}, ${young.id})`);
    const nameOf = (id: string) => names.find((row) => row.id === id)?.name ?? "";
    expect(byName.get(nameOf(trusted.id))).toMatchObject({
      reviewerLevel: "trusted",
      approvedReviews: 11,
    });
    expect(byName.get(nameOf(newcomer.id))).toMatchObject({
      reviewerLevel: "new",
      approvedReviews: 1,
    });
    expect(byName.get(nameOf(burst.id))).toMatchObject({
      reviewerLevel: "new",
      approvedReviews: 11,
    });
    expect(byName.get(nameOf(young.id))).toMatchObject({
      reviewerLevel: "new",
      approvedReviews: 11,
    });
    // The admin's card reads the same level.
    const risks = await listReviewRisks(testDb.db, {
      staffId: admin.id,
      reviewIds: page.map((review) => review.id),
    });
    expect([...risks.values()].map((risk) => risk.level).sort()).toEqual([
      "new",
      "new",
      "new",
      "trusted",
    ]);
  });
});

describe("a reviewer's variety", () => {
  it("is read from their latest approved reviews only, so a long history costs no more", async () => {
    const seasoned = await oldReviewer();
    const early = [];
    for (let index = 0; index < 5; index += 1) early.push(await activeCampaign({ target: 100 }));
    // One shop's campaigns (a reviewer writes once per campaign): the window's one business.
    const shop = [];
    for (let index = 0; index < VARIETY_WINDOW; index += 1) shop.push(await activeCampaign());
    const owner = shop[0]?.businessId ?? "";
    await testDb.db
      .update(campaigns)
      .set({ businessId: owner })
      .where(
        inArray(
          campaigns.id,
          shop.map((campaign) => campaign.id),
        ),
      );
    const row = (campaignId: string, at: Date) => ({
      campaignId,
      userId: seasoned.id,
      reviewText: distinctText(),
      rating: 3,
      proof: `proofs/${crypto.randomUUID()}.webp`,
      reviewerName: "Seasoned S.",
      reviewerEmail: "s@example.com",
      status: "approved" as const,
      createdAt: at,
      moderatedAt: at,
    });
    // Five businesses on five days long ago, then VARIETY_WINDOW reviews of one business in a day.
    const rows = early.map((campaign, index) =>
      row(campaign.id, new Date(DAY1.getTime() - (30 - index) * 86_400_000)),
    );
    for (const [index, campaign] of shop.entries()) {
      rows.push(row(campaign.id, new Date(DAY1.getTime() + index * 1000)));
    }
    await testDb.db.insert(reviews).values(rows);
    await testDb.db
      .update(profiles)
      .set({ approvedReviews: rows.length })
      .where(eq(profiles.id, seasoned.id));
    const levelOn = async (campaignId: string) =>
      (await listPublicReviews(testDb.db, { campaignId }))[0]?.reviewerLevel;
    expect(await levelOn(shop[0]?.id ?? "")).toBe("new");
    // One more business on another day, inside the window: Regular (2 businesses, 2 days).
    const other = await activeCampaign({ target: 100 });
    await testDb.db.insert(reviews).values(row(other.id, new Date(DAY1.getTime() + 86_400_000)));
    expect(await levelOn(other.id)).toBe("regular");
  });
});

describe("riskiest first at any depth", () => {
  it("reads each part of a page as one range of reviews_pending_risk_idx, forwards and back", async () => {
    const cursor = { at: "2026-11-22T06:00:00.000000Z", id: admin.id, rank: 40 };
    for (const after of [true, false]) {
      for (const [index, part] of riskQueueParts(cursor, 25, after).entries()) {
        const plan = await testDb.db.transaction(async (tx) => {
          // A tiny table is cheaper to scan; this asks whether the index can serve the read.
          await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
          const explained = await tx.execute(sql`explain ${riskQueueQuery(tx, part)}`);
          return (explained as unknown as { rows: Record<string, unknown>[] }).rows
            .map((row) => String(row["QUERY PLAN"]))
            .join("\n");
        });
        expect(plan, `${after ? "after" : "before"} part ${index}`).toMatch(
          /Index Scan (Backward )?using reviews_pending_risk_idx/,
        );
        // The cursor bounds the range itself (an index condition), never a filter of skipped rows.
        expect(plan).toMatch(
          index === 0
            ? /Index Cond: \(\(risk_score = .*ROW\(created_at, id\) [<>] ROW/
            : /Index Cond: \(risk_score [<>] /,
        );
        expect(plan).not.toContain("Sort");
      }
    }
  });

  it("reads the index in the generic plan too, which the embedded database keeps (decision 020)", async () => {
    const cursor = { at: "2026-11-22T06:00:00.000000Z", id: admin.id, rank: 40 };
    const parts = [
      { where: undefined, orderBy: riskQueueParts(cursor, 25, true)[1]?.orderBy ?? [], limit: 25 },
      ...riskQueueParts(cursor, 25, true),
    ];
    for (const [index, part] of parts.entries()) {
      const { sql: text, params } = riskQueueQuery(testDb.db, part).toSQL();
      const name = sql.raw(`risk_queue_part_${index}`);
      const plan = await testDb.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
        await tx.execute(sql`select set_config('plan_cache_mode', 'force_generic_plan', true)`);
        await tx.execute(sql`prepare ${name} as ${sql.raw(text)}`);
        // EXECUTE takes its values as literals (the statement is already planned without them).
        const values = params
          .map((value) => (typeof value === "number" ? value : `'${String(value)}'`))
          .join(", ");
        const explained = await tx.execute(sql`explain execute ${name}(${sql.raw(values)})`);
        await tx.execute(sql`deallocate ${name}`);
        return (explained as unknown as { rows: Record<string, unknown>[] }).rows
          .map((row) => String(row["QUERY PLAN"]))
          .join("\n");
      });
      // A parameter in place of 'pending' would leave the partial index out of a generic plan.
      expect(plan, `part ${index}`).toMatch(
        /Index Scan (Backward )?using reviews_pending_risk_idx/,
      );
      expect(plan).not.toContain("Sort");
    }
  });
});

describe("the stored score follows the track record", () => {
  it("rises on a reviewer's pending review when their other reviews are rejected", async () => {
    const reviewer = await oldReviewer();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const review = await submitted(reviewer, await activeCampaign(), {
        ...(await distinct()),
        now: new Date(DAY1.getTime() + index * 30 * 3_600_000),
      });
      ids.push(review.id);
    }
    const [kept, first, second] = ids;
    if (!kept || !first || !second) throw new Error("no reviews");
    const scoreOf = async () =>
      (
        await testDb.db
          .select({ riskScore: reviews.riskScore })
          .from(reviews)
          .where(eq(reviews.id, kept))
      )[0]?.riskScore;
    const before = await scoreOf();
    for (const id of [first, second]) {
      const rejected = await rejectReview(testDb.db, {
        reviewId: id,
        adminId: admin.id,
        category: "other",
        reason: "No bill",
      });
      expect(rejected.ok).toBe(true);
    }
    const risk = (await listReviewRisks(testDb.db, { staffId: admin.id, reviewIds: [kept] })).get(
      kept,
    );
    expect(risk?.signals[0]).toMatchObject({ reason: "trackRecord", level: "high" });
    expect(await scoreOf()).toBe(risk?.score);
    expect(risk?.score).toBeGreaterThan(before ?? 100);
  });
});
