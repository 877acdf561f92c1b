import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "~/auth/session.server";
import { clientMarks, profiles, reviewFlags, reviews } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { hashClient } from "~/domain/trust/client-marks.server";
import { assessReviewRisk, listReviewRisks, riskFacts } from "~/domain/trust/review-risk.server";
import { distinctProof, distinctText } from "../../support/proof-photos";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { visitOn } from "../../support/visit";

/** Each review its own text and photo, so no copy flag joins the signals under test. */
const distinct = async () => ({ reviewText: distinctText(), proof: await distinctProof() });

setUpReviewsDatabase();

const SALT = "test-session-secret";
const LONG_AGO = new Date("2025-01-01T00:00:00Z");

/** A reviewer whose account is old, so only the signal under test shows. */
async function oldReviewer() {
  const reviewer = await newReviewer();
  await testDb.db.update(profiles).set({ createdAt: LONG_AGO }).where(eq(profiles.id, reviewer.id));
  return reviewer;
}

async function submittedFrom(
  reviewer: { id: string },
  campaign: { id: string; city: string },
  client: { ip: string; deviceId: string },
  overrides: { rating?: number; now?: Date } = {},
) {
  await testDb.db.update(profiles).set({ city: "Bhopal" }).where(eq(profiles.id, reviewer.id));
  const result = await submitReview(
    testDb.db,
    { storage, now: () => overrides.now ?? DAY1, clientSalt: SALT },
    {
      userId: reviewer.id,
      campaignId: campaign.id,
      rating: overrides.rating ?? 4,
      ...(await distinct()),
      ...visitOn(overrides.now ?? DAY1),
      client,
    },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.review;
}

async function risksOf(...ids: string[]) {
  return listReviewRisks(testDb.db, { staffId: admin.id, reviewIds: ids });
}

const reasonsOf = (risk: { signals: { reason: string }[] } | undefined) =>
  risk?.signals.map((signal) => signal.reason);

describe("client marks", () => {
  it("are kept as salted hashes on sign-in, campaign creation and review submission", async () => {
    const business = await newProfile("business");
    const reviewer = await oldReviewer();
    const client = { ip: "203.0.113.77", deviceId: "Dev1ceIdDev1ceIdDev1ce" };
    await createSession(testDb.db, { profileId: business.id, client, clientSalt: SALT });
    const made = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider(), clientSalt: SALT },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Marks Cafe",
        mapsLink: "https://maps.app.goo.gl/marks",
        topics: ["Food"],
        city: "Bhopal",
        targetReviews: 10,
        client: { ip: "198.51.100.9", deviceId: client.deviceId },
      },
    );
    expect(made.ok).toBe(true);
    const campaign = await activeCampaign();
    const review = await submittedFrom(reviewer, campaign, client);

    const { networkHash, deviceHash } = hashClient(client, SALT);
    expect(review).toMatchObject({ networkHash, deviceHash });
    const marks = await testDb.db.select().from(clientMarks);
    const of = (id: string) =>
      marks
        .filter((mark) => mark.profileId === id)
        .map((mark) => `${mark.kind}:${mark.hash}`)
        .sort();
    expect(of(business.id)).toEqual(
      [
        `device:${deviceHash}`,
        `network:${networkHash}`,
        `network:${hashClient({ ip: "198.51.100.1", deviceId: null }, SALT).networkHash}`,
      ].sort(),
    );
    expect(of(reviewer.id)).toEqual([`device:${deviceHash}`, `network:${networkHash}`]);

    // Nothing raw: no address, network or device id in any column of either table.
    const stored = await testDb.db.execute(
      sql`select (select string_agg(t::text, ' ') from client_marks t) as marks,
        (select string_agg(t::text, ' ') from reviews t) as reviews`,
    );
    const text = JSON.stringify(stored);
    expect(text).toContain(String(deviceHash));
    for (const raw of ["203.0.113", "198.51.100", client.deviceId]) expect(text).not.toContain(raw);
  });

  it("store nothing without a salt or a client", async () => {
    const reviewer = await oldReviewer();
    await createSession(testDb.db, { profileId: reviewer.id });
    await createSession(testDb.db, {
      profileId: reviewer.id,
      client: { ip: "203.0.113.1", deviceId: null },
    });
    const marks = await testDb.db
      .select()
      .from(clientMarks)
      .where(eq(clientMarks.profileId, reviewer.id));
    expect(marks).toEqual([]);
  });
});

describe("risk signals of queued reviews", () => {
  it("name the business's device and network and the campaign's other reviewers on them", async () => {
    const campaign = await activeCampaign();
    const device = { ip: "192.0.2.10", deviceId: "SharedDeviceSharedDevi" };
    await createSession(testDb.db, {
      profileId: campaign.businessId,
      client: device,
      clientSalt: SALT,
    });
    const first = await submittedFrom(await oldReviewer(), campaign, device);
    const second = await submittedFrom(await oldReviewer(), campaign, {
      ip: "192.0.2.99",
      deviceId: device.deviceId,
    });
    const elsewhere = await submittedFrom(await oldReviewer(), campaign, {
      ip: "10.9.8.7",
      deviceId: "OtherDeviceOtherDevice",
    });

    const risks = await risksOf(first.id, second.id, elsewhere.id);
    expect(reasonsOf(risks.get(first.id))).toEqual([
      "sameDeviceAsBusiness",
      "otherReviewersSameDevice",
      "sameNetworkAsBusiness",
      "otherReviewersSameNetwork",
    ]);
    expect(risks.get(second.id)?.signals).toContainEqual({
      reason: "otherReviewersSameDevice",
      level: "high",
      values: { count: 1 },
      points: 15,
    });
    expect(reasonsOf(risks.get(elsewhere.id))).toEqual([]);
    // Each stored score agrees with the page: the first review was scored again when the second
    // came in from its device.
    const stored = await testDb.db
      .select({ id: reviews.id, riskScore: reviews.riskScore })
      .from(reviews)
      .where(sql`${reviews.id} in (${first.id}, ${second.id}, ${elsewhere.id})`);
    for (const row of stored) expect(row.riskScore).toBe(risks.get(row.id)?.score);
  });

  it("name a new account, a busy day, the track record and the copy flags", async () => {
    const reviewer = await newReviewer();
    await testDb.db
      .update(profiles)
      .set({ createdAt: new Date(DAY1.getTime() - 2.5 * 86_400_000) })
      .where(eq(profiles.id, reviewer.id));
    const earlier: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const campaign = await activeCampaign();
      const at = new Date(DAY1.getTime() - (4 - index) * 3_600_000);
      earlier.push((await submitted(reviewer, campaign, { ...(await distinct()), now: at })).id);
    }
    await approved(earlier[0] ?? "", DAY1);
    const last = await submitted(reviewer, await activeCampaign(), await distinct());
    await testDb.db.insert(reviewFlags).values({
      reviewId: last.id,
      kind: "copied_text",
      earlierReviewId: earlier[1] ?? "",
      score: 0.9,
    });
    await assessReviewRisk(testDb.db, last);

    const risk = (await risksOf(last.id)).get(last.id);
    expect(risk?.signals).toEqual(
      expect.arrayContaining([
        { reason: "accountAge", level: "low", values: { count: 2 }, points: 5 },
        { reason: "reviewsInLast24h", level: "high", values: { count: 5 }, points: 25 },
        { reason: "trackRecord", level: "low", values: { approved: 1, rejected: 0 }, points: 0 },
        { reason: "copiedText", level: "high", values: { count: 1 }, points: 30 },
      ]),
    );
    const [stored] = await testDb.db
      .select({ riskScore: reviews.riskScore })
      .from(reviews)
      .where(eq(reviews.id, last.id));
    expect(stored?.riskScore).toBe(60);
    expect(risk).toMatchObject({ score: 60, level: "new", approvedReviews: 1 });
  });

  it("are given to admins only", async () => {
    const review = await submitted(await oldReviewer(), await activeCampaign(), await distinct());
    const reviewer = await newProfile("user");
    expect(
      await listReviewRisks(testDb.db, { staffId: reviewer.id, reviewIds: [review.id] }),
    ).toEqual(new Map());
    expect((await risksOf(review.id)).size).toBe(1);
  });

  it("give two reviews identical but for the rating the same score and signals", async () => {
    const campaign = await activeCampaign();
    const client = { ip: "192.0.2.200", deviceId: "TwinDeviceTwinDeviceTw" };
    await createSession(testDb.db, { profileId: campaign.businessId, client, clientSalt: SALT });
    const twins = [];
    for (const rating of [1, 5]) {
      const reviewer = await oldReviewer();
      twins.push(await submittedFrom(reviewer, campaign, client, { rating }));
    }
    const [low, high] = twins;
    if (!low || !high) throw new Error("no twins");
    const risks = await risksOf(low.id, high.id);
    expect(risks.get(low.id)).toEqual(risks.get(high.id));
    const scores = await testDb.db
      .select({ rating: reviews.rating, riskScore: reviews.riskScore })
      .from(reviews)
      .where(sql`${reviews.id} in (${low.id}, ${high.id})`);
    expect(new Set(scores.map((row) => row.rating))).toEqual(new Set([1, 5]));
    expect(new Set(scores.map((row) => row.riskScore)).size).toBe(1);
  });
});

describe("the signals query", () => {
  it("reaches every table through an index, never a scan of reviews or marks", async () => {
    const campaign = await activeCampaign();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const review = await submittedFrom(await oldReviewer(), campaign, {
        ip: `192.0.2.${index}`,
        deviceId: `PlanDevicePlanDevice0${index}`,
      });
      ids.push(review.id);
    }
    const plan = await testDb.db.transaction(async (tx) => {
      // A tiny table is cheaper to scan; this asks whether the indexes can serve the query.
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      const explained = await tx.execute(sql`explain ${riskFacts(ids, sql`true`)}`);
      return (explained as unknown as { rows: Record<string, unknown>[] }).rows
        .map((row) => String(row["QUERY PLAN"]))
        .join("\n");
    });
    expect(plan).not.toMatch(/Seq Scan on (reviews|client_marks|review_flags|profiles)/);
    expect(plan).toContain("reviews_user_created_idx");
    expect(plan).not.toContain("hashed SubPlan");
    expect(plan).toMatch(
      /client_marks_profile_id_kind_hash_pk[^\n]*\n[^\n]*profile_id = c.business_id/,
    );
    // The campaign's other reviews are read by the campaign's own index entries (one campaign
    // holds at most its target's worth), whichever campaign index the planner takes.
    expect(plan.match(/Index Cond: \(+campaign_id = r.campaign_id/g)).toHaveLength(2);
    expect(plan).toMatch(
      /review_flags_review_id_kind_earlier_review_id_pk[^\n]*\n[^\n]*review_id = ANY/,
    );
  });
});
