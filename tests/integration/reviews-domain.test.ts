import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { campaigns, profiles, type Role, reviews, walletLedger } from "~/db/schema";
import { approveCampaign, createCampaign, rejectCampaign } from "~/domain/campaigns.server";
import type { City } from "~/domain/cities";
import { openSlotsToday } from "~/domain/pacing";
import { type Cursor, type KeysetWindow, loadKeysetPage, pageCount } from "~/domain/paging";
import { createSimulatedPaymentProvider } from "~/domain/payments.server";
import {
  getPublicCampaignPage,
  listAvailableCampaigns,
  listMyReviews,
  listPendingReviews,
  reviewerTotals,
} from "~/domain/review-lists.server";
import { approveReview, rejectReview } from "~/domain/review-moderation.server";
import {
  getProofForViewer,
  saveReviewerInfo,
  submitReview,
  walletOf,
  withdrawReview,
} from "~/domain/reviews.server";
import { adminCounts } from "~/domain/status-counts.server";
import { createDiskStorage, type ProofStorage } from "~/storage/storage.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { expectLedgerBalanced } from "../support/ledger";

let testDb: TestDatabase;
let storageDir: string;
let storage: ProofStorage;
let proofPng: Buffer;
let admin: { id: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-proofs-"));
  storage = createDiskStorage({ dir: storageDir });
  proofPng = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  admin = await newProfile("admin");
});
afterAll(async () => {
  await testDb.close();
  rmSync(storageDir, { recursive: true, force: true });
});
// SPEC §3: after every test, every wallet equals the sum of its ledger rows.
afterEach(() => expectLedgerBalanced(testDb.db));

// Day 1 of every campaign: approved at 09:30 in Kolkata on 22 Nov 2026.
const START = new Date("2026-11-22T04:00:00Z");
const DAY1 = new Date("2026-11-22T06:00:00Z");
const DAY2 = new Date("2026-11-23T06:00:00Z");
const atKolkata = (dateTime: string) => new Date(`${dateTime}+05:30`);

let phoneCounter = 7300000000;
async function newProfile(role: Role, values: Partial<typeof profiles.$inferInsert> = {}) {
  phoneCounter += 1;
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: `+91${phoneCounter}`, role, username: `${role}${phoneCounter}`, ...values })
    .returning();
  if (!row) throw new Error("no profile");
  return row;
}

async function newReviewer(name = `Reviewer ${phoneCounter + 1}`, city: City = "Bhopal") {
  const reviewer = await newProfile("user", { city });
  const saved = await saveReviewerInfo(testDb.db, {
    userId: reviewer.id,
    reviewerName: name,
    reviewerEmail: `r${phoneCounter}@example.in`,
  });
  expect(saved).toEqual({ ok: true });
  return reviewer;
}

let clock = Date.parse("2026-11-01T04:00:00Z");
/** Each campaign is created one minute after the previous one. */
function tick() {
  clock += 60_000;
  return new Date(clock);
}

async function pendingCampaign(options: { target?: number; city?: City; name?: string } = {}) {
  const business = await newProfile("business");
  const createdAt = tick();
  const result = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider(), now: () => createdAt },
    {
      businessId: business.id,
      requestId: randomUUID(),
      businessName: options.name ?? "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/sharma",
      topics: ["Food", "Service"],
      city: options.city ?? "Bhopal",
      targetReviews: options.target ?? 100,
    },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.campaign;
}

/** A live campaign; a target of 100 allows 5 reviews on day 1, 15 by day 2. */
async function activeCampaign(
  options: { target?: number; city?: City; name?: string; startedAt?: Date } = {},
) {
  const campaign = await pendingCampaign(options);
  const approved = await approveCampaign(testDb.db, {
    campaignId: campaign.id,
    adminId: admin.id,
    now: options.startedAt ?? START,
  });
  if (!approved.ok) throw new Error(approved.reason);
  return approved.campaign;
}

const words = (n: number, word = "honest") => Array.from({ length: n }, () => word).join(" ");
const reviewText = words(30);

async function submit(
  reviewer: { id: string },
  campaign: { id: string },
  overrides: Partial<Parameters<typeof submitReview>[2]> & { now?: Date } = {},
) {
  const { now = DAY1, ...input } = overrides;
  return submitReview(
    testDb.db,
    { storage, now: () => now },
    {
      userId: reviewer.id,
      campaignId: campaign.id,
      rating: 4,
      reviewText,
      proof: proofPng,
      ...input,
    },
  );
}

/** A submission that must succeed: the reviewer lives in the campaign's city first. */
async function submitted(
  reviewer: { id: string },
  campaign: { id: string; city: string },
  overrides?: Parameters<typeof submit>[2],
) {
  await testDb.db
    .update(profiles)
    .set({ city: campaign.city as City })
    .where(eq(profiles.id, reviewer.id));
  const result = await submit(reviewer, campaign, overrides);
  if (!result.ok) throw new Error(`submission refused: ${result.reason}`);
  return result.review;
}

async function approved(reviewId: string, now = DAY1) {
  const result = await approveReview(testDb.db, { reviewId, adminId: admin.id, now });
  if (!result.ok) throw new Error(`approval refused: ${result.reason}`);
  return result.review;
}

async function campaignRow(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row;
}

async function reviewsOf(campaignId: string) {
  return testDb.db.select().from(reviews).where(eq(reviews.campaignId, campaignId));
}

async function availableIds(reviewer: { id: string }, city: City, now = DAY1) {
  const list = await listAvailableCampaigns(testDb.db, { userId: reviewer.id, city, now });
  return list.map((campaign) => campaign.id);
}

/** SPEC §3: a wallet always equals the sum of its ledger rows. */
async function expectWallet(userId: string, balance: number) {
  expect(await walletOf(testDb.db, { userId })).toEqual({ balance, ledgerSum: balance });
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(storageDir, "proofs"));
  } catch {
    return [];
  }
}

describe("available campaigns", () => {
  it("lists active campaigns of the reviewer's city, oldest first, with the ₹5 reward", async () => {
    const reviewer = await newReviewer();
    const older = await pendingCampaign({ city: "Sagar", name: "Older" });
    const newer = await activeCampaign({ city: "Sagar", name: "Newer" });
    // Approved after the newer one: order follows creation, not approval.
    await approveCampaign(testDb.db, { campaignId: older.id, adminId: admin.id, now: START });
    await activeCampaign({ city: "Indore", name: "Elsewhere" });
    await pendingCampaign({ city: "Sagar", name: "Not yet approved" });
    const rejected = await pendingCampaign({ city: "Sagar", name: "Rejected" });
    await rejectCampaign(testDb.db, { campaignId: rejected.id, adminId: admin.id });

    const list = await listAvailableCampaigns(testDb.db, {
      userId: reviewer.id,
      city: "Sagar",
      now: DAY1,
    });
    expect(list).toEqual([
      {
        id: older.id,
        businessName: "Older",
        city: "Sagar",
        mapsLink: "https://maps.app.goo.gl/sharma",
        topics: ["Food", "Service"],
        reward: 5,
        cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: older.id },
      },
      expect.objectContaining({ id: newer.id, businessName: "Newer", reward: 5 }),
    ]);
    expect(
      (await reviewerTotals(testDb.db, { userId: reviewer.id, city: "Sagar", now: DAY1 }))
        .available,
    ).toBe(2);
  });

  it("hides campaigns the reviewer has reviewed, whatever became of the review", async () => {
    const reviewer = await newReviewer();
    const [pending, rejectedReview, withdrawn, untouched] = [
      await activeCampaign({ city: "Rewa" }),
      await activeCampaign({ city: "Rewa" }),
      await activeCampaign({ city: "Rewa" }),
      await activeCampaign({ city: "Rewa" }),
    ];
    await submitted(reviewer, pending);
    const toReject = await submitted(reviewer, rejectedReview);
    await rejectReview(testDb.db, { reviewId: toReject.id, adminId: admin.id, reason: "Blurry" });
    const toWithdraw = await submitted(reviewer, withdrawn);
    await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: toWithdraw.id });

    expect(await availableIds(reviewer, "Rewa")).toEqual([untouched.id]);
    const other = await newReviewer();
    expect(await availableIds(other, "Rewa")).toEqual([
      pending.id,
      rejectedReview.id,
      withdrawn.id,
      untouched.id,
    ]);
  });

  it("closes a campaign for the day once its day-1 allowance is taken, and opens it the next day", async () => {
    const campaign = await activeCampaign({ city: "Dewas", target: 100 });
    for (let index = 0; index < 5; index += 1) await submitted(await newReviewer(), campaign);
    const sixth = await newReviewer(undefined, "Dewas");

    expect(await availableIds(sixth, "Dewas")).toEqual([]);
    expect(
      (await reviewerTotals(testDb.db, { userId: sixth.id, city: "Dewas", now: DAY1 })).available,
    ).toBe(0);
    expect(await submit(sixth, campaign)).toEqual({ ok: false, reason: "campaign_unavailable" });

    // Day 2 starts at midnight in Kolkata, not in UTC.
    const lateDay1 = atKolkata("2026-11-22T23:59:00");
    const earlyDay2 = atKolkata("2026-11-23T00:01:00");
    expect(await availableIds(sixth, "Dewas", lateDay1)).toEqual([]);
    expect(await availableIds(sixth, "Dewas", earlyDay2)).toEqual([campaign.id]);
    expect(await submit(sixth, campaign, { now: earlyDay2 })).toMatchObject({ ok: true });
    expect(await reviewsOf(campaign.id)).toHaveLength(6);
  });

  it("never offers a campaign whose pending and approved reviews reach the target", async () => {
    const campaign = await activeCampaign({ city: "Satna", target: 1 });
    const first = await newReviewer();
    await submitted(first, campaign);
    const later = new Date("2026-12-30T06:00:00Z");
    const second = await newReviewer(undefined, "Satna");
    expect(await availableIds(second, "Satna", later)).toEqual([]);
    expect(await submit(second, campaign, { now: later })).toEqual({
      ok: false,
      reason: "campaign_unavailable",
    });
  });

  it("agrees with openSlotsToday on every day and at both ends of each Kolkata day", async () => {
    const campaign = await activeCampaign({ city: "Gwalior", target: 20 });
    const reviewer = await newReviewer();
    const check = async (taken: number) => {
      for (let day = 0; day <= 9; day += 1) {
        for (const time of ["00:00:30", "23:59:30"]) {
          const date = new Date(Date.parse("2026-11-21T00:00:00Z") + day * 86_400_000);
          const now = atKolkata(`${date.toISOString().slice(0, 10)}T${time}`);
          const open = openSlotsToday({
            status: "active",
            schedule: campaign.distributionSchedule,
            targetReviews: 20,
            startDate: campaign.startDate,
            taken,
            now,
          });
          const listed = (await availableIds(reviewer, "Gwalior", now)).includes(campaign.id);
          expect({ day, time, taken, listed }).toEqual({ day, time, taken, listed: open > 0 });
        }
      }
    };
    await check(0);
    // Schedule [1, 2, 6, 3, 3, 3, 2]: three reviews fill days 1 and 2.
    for (let index = 0; index < 3; index += 1) {
      await submitted(await newReviewer(), campaign, { now: DAY2 });
    }
    await check(3);
  });

  it("pages without skipping or repeating, and shows nothing to non-reviewers", async () => {
    const reviewer = await newReviewer();
    const created = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(await activeCampaign({ city: "Ratlam", name: `Shop ${index}` }));
    }
    const reviewed = created[2];
    if (!reviewed) throw new Error("no campaign");
    await submitted(reviewer, reviewed);
    const expected = created.filter((campaign) => campaign !== reviewed).map((c) => c.id);

    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = await listAvailableCampaigns(testDb.db, {
        userId: reviewer.id,
        city: "Ratlam",
        now: DAY1,
        limit: 2,
        offset,
      });
      pages.push(...page.map((campaign) => campaign.id));
    }
    expect(pages).toEqual(expected);
    expect(
      (await reviewerTotals(testDb.db, { userId: reviewer.id, city: "Ratlam", now: DAY1 }))
        .available,
    ).toBe(4);

    for (const userId of [(await newProfile("business")).id, admin.id, randomUUID(), "nope"]) {
      expect(
        await listAvailableCampaigns(testDb.db, { userId, city: "Ratlam", now: DAY1 }),
      ).toEqual([]);
      expect(
        (await reviewerTotals(testDb.db, { userId, city: "Ratlam", now: DAY1 })).available,
      ).toBe(0);
    }
  });
});

describe("paged lists", () => {
  it("page My Reviews and the review queue through every row, with their true totals", async () => {
    const reviewer = await newReviewer();
    for (let index = 0; index < 5; index += 1) {
      await submitted(reviewer, await activeCampaign({ city: "Sagar", name: `Paged ${index}` }));
    }
    const everyMine = await listMyReviews(testDb.db, { userId: reviewer.id, limit: 100 });
    expect((await reviewerTotals(testDb.db, { userId: reviewer.id, city: null })).myReviews).toBe(
      5,
    );
    // Read together, each total still counts its own rows: the five reviewed campaigns are not
    // available to their reviewer any more.
    const open = await listAvailableCampaigns(testDb.db, {
      userId: reviewer.id,
      city: "Sagar",
      limit: 50,
    });
    expect(await reviewerTotals(testDb.db, { userId: reviewer.id, city: "Sagar" })).toEqual({
      available: open.length,
      myReviews: 5,
    });
    const pendingInDb = await testDb.db.select().from(reviews).where(eq(reviews.status, "pending"));
    expect((await adminCounts(testDb.db, { adminId: admin.id })).pendingReviews).toBe(
      pendingInDb.length,
    );
    // Anyone but an admin reads zeros.
    expect(await adminCounts(testDb.db, { adminId: reviewer.id })).toEqual({
      pendingReviews: 0,
      pendingCampaigns: 0,
      campaigns: 0,
      pendingPayouts: 0,
      processedPayouts: 0,
    });
    expect((await adminCounts(testDb.db, { adminId: "not-a-uuid" })).pendingReviews).toBe(0);

    // Page by page as a typed link without cursors asks (by offset).
    const walk = async <T extends { id: string; cursor: Cursor }>(
      count: () => Promise<number>,
      list: (window: KeysetWindow) => Promise<T[]>,
    ) => {
      const ids: string[] = [];
      const total = await count();
      for (let page = 1; page <= pageCount(total, 2); page += 1) {
        const loaded = await loadKeysetPage({ request: { page }, size: 2, count, list });
        expect(loaded).toMatchObject({ page, count: total });
        ids.push(...loaded.list.map((row) => row.id));
      }
      // A page past the end shows the last one.
      const beyond = await loadKeysetPage({ request: { page: 99 }, size: 2, count, list });
      expect(beyond.page).toBe(pageCount(total, 2));
      return ids;
    };
    expect(
      await walk(
        async () =>
          (await reviewerTotals(testDb.db, { userId: reviewer.id, city: null })).myReviews,
        (window) => listMyReviews(testDb.db, { userId: reviewer.id, ...window }),
      ),
    ).toEqual(everyMine.map((review) => review.id));
    const queue = await walk(
      async () => (await adminCounts(testDb.db, { adminId: admin.id })).pendingReviews,
      (window) => listPendingReviews(testDb.db, { adminId: admin.id, ...window }),
    );
    expect(queue.toSorted()).toEqual(pendingInDb.map((review) => review.id).toSorted());
    expect(new Set(queue).size).toBe(queue.length);
  });
});

describe("reviewer info", () => {
  it("saves a trimmed public name and email", async () => {
    const reviewer = await newProfile("user");
    expect(
      await saveReviewerInfo(testDb.db, {
        userId: reviewer.id,
        reviewerName: "  Asha K  ",
        reviewerEmail: " asha@example.in ",
      }),
    ).toEqual({ ok: true });
    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, reviewer.id));
    expect([row?.reviewerName, row?.reviewerEmail]).toEqual(["Asha K", "asha@example.in"]);
  });

  it("names each wrong field and saves nothing", async () => {
    const reviewer = await newProfile("user");
    expect(
      await saveReviewerInfo(testDb.db, {
        userId: reviewer.id,
        reviewerName: "   ",
        reviewerEmail: "asha@",
      }),
    ).toEqual({
      ok: false,
      errors: { reviewerName: "review.nameRequired", reviewerEmail: "review.emailInvalid" },
    });
    expect(
      await saveReviewerInfo(testDb.db, {
        userId: reviewer.id,
        reviewerName: "a".repeat(61),
        reviewerEmail: `${"a".repeat(200)}@example.in`,
      }),
    ).toEqual({
      ok: false,
      errors: { reviewerName: "review.nameRequired", reviewerEmail: "review.emailInvalid" },
    });
    expect(
      await saveReviewerInfo(testDb.db, {
        userId: reviewer.id,
        reviewerName: "\u200b\u2060\ufeff",
        reviewerEmail: "asha\u0000@example.in",
      }),
    ).toEqual({
      ok: false,
      errors: { reviewerName: "review.nameRequired", reviewerEmail: "input.controlCharacters" },
    });
    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, reviewer.id));
    expect([row?.reviewerName, row?.reviewerEmail]).toEqual([null, null]);
  });

  it("belongs to reviewers only", async () => {
    for (const userId of [(await newProfile("business")).id, admin.id, randomUUID(), "x"]) {
      expect(
        await saveReviewerInfo(testDb.db, {
          userId,
          reviewerName: "Asha",
          reviewerEmail: "asha@example.in",
        }),
      ).toMatchObject({ ok: false, reason: "not_reviewer" });
    }
  });
});

describe("submitting a review", () => {
  it("saves a pending review with the reviewer's public info and a private, clean proof", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer("Asha K");
    const phonePhoto = await sharp({
      create: { width: 60, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "PhoneCo" },
        IFD3: { GPSMapDatum: "WGS-84", GPSLatitudeRef: "N", GPSLatitude: "23/1 15/1 3564/100" },
      })
      .toBuffer();
    expect((await sharp(phonePhoto).metadata()).exif?.toString("latin1")).toContain("WGS-84");

    const result = await submit(reviewer, campaign, {
      rating: 2,
      reviewText: `  ${reviewText}  `,
      proof: phonePhoto,
    });

    if (!result.ok) throw new Error(result.reason);
    expect(result.review).toMatchObject({
      campaignId: campaign.id,
      userId: reviewer.id,
      rating: 2,
      reviewText,
      reviewerName: "Asha K",
      reviewerEmail: expect.stringMatching(/@example\.in$/),
      status: "pending",
      earnings: 0,
      rejectionReason: null,
      moderatedAt: null,
      createdAt: DAY1,
    });
    expect(result.review.proof).toMatch(/^proofs\/[0-9a-f]{32}\.webp$/);
    const stored = await storage.get(result.review.proof);
    if (!stored) throw new Error("proof not stored");
    const metadata = await sharp(stored.bytes).metadata();
    expect(stored.contentType).toBe("image/webp");
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([30, 60]);
    expect(stored.bytes.includes("WGS-84")).toBe(false);
  });

  it("refuses everyone but a reviewer with a public name and email", async () => {
    const campaign = await activeCampaign();
    for (const userId of [
      (await newProfile("business")).id,
      campaign.businessId,
      admin.id,
      randomUUID(),
      "not-a-uuid",
    ]) {
      expect(await submit({ id: userId }, campaign)).toEqual({ ok: false, reason: "not_reviewer" });
    }
    const withoutInfo = await newProfile("user");
    expect(await submit(withoutInfo, campaign)).toEqual({
      ok: false,
      reason: "reviewer_info_missing",
    });
    const nameOnly = await newProfile("user", { reviewerName: "Asha" });
    expect(await submit(nameOnly, campaign)).toEqual({
      ok: false,
      reason: "reviewer_info_missing",
    });
    expect(await reviewsOf(campaign.id)).toEqual([]);
  });

  it("names every problem with the review itself and stores nothing", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const filesBefore = storedFiles();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    const cases: [Parameters<typeof submit>[2], string][] = [
      [{ rating: 0 }, "rating_required"],
      [{ rating: 6 }, "rating_required"],
      [{ rating: 2.5 }, "rating_required"],
      [{ rating: Number.NaN }, "rating_required"],
      [{ reviewText: words(29) }, "too_short"],
      [{ reviewText: `${words(29)}   \n\t ` }, "too_short"],
      [{ reviewText: `${reviewText}\u0000` }, "text_invalid"],
      [{ reviewText: words(1000, "honestly") }, "too_long"],
      [{ proof: Buffer.alloc(0) }, "proof_required"],
      [{ proof: Buffer.concat([proofPng, Buffer.alloc(6 * 1024 * 1024)]) }, "proof_too_large"],
      [{ proof: Buffer.from("definitely not an image") }, "proof_not_image"],
      [{ proof: gif }, "proof_unsupported"],
      [{ campaignId: randomUUID() }, "campaign_unavailable"],
      [{ campaignId: "42" }, "campaign_unavailable"],
    ];
    for (const [overrides, reason] of cases) {
      expect({ overrides, result: await submit(reviewer, campaign, overrides) }).toEqual({
        overrides,
        result: { ok: false, reason },
      });
    }
    expect(await reviewsOf(campaign.id)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("takes reviews only for active campaigns", async () => {
    const reviewer = await newReviewer();
    const pending = await pendingCampaign();
    const rejected = await pendingCampaign();
    await rejectCampaign(testDb.db, { campaignId: rejected.id, adminId: admin.id });
    const completed = await activeCampaign({ target: 1 });
    await approved((await submitted(await newReviewer(), completed)).id);
    expect((await campaignRow(completed.id)).status).toBe("completed");

    for (const campaign of [pending, rejected, completed]) {
      expect(await submit(reviewer, campaign)).toEqual({
        ok: false,
        reason: "campaign_unavailable",
      });
    }
  });

  it("takes reviews only from reviewers of the campaign's city", async () => {
    const indore = await activeCampaign({ city: "Indore" });
    const fromBhopal = await newReviewer();
    expect(await submit(fromBhopal, indore)).toEqual({
      ok: false,
      reason: "campaign_unavailable",
    });
    const noCityYet = await newReviewer();
    await testDb.db.update(profiles).set({ city: null }).where(eq(profiles.id, noCityYet.id));
    expect(await submit(noCityYet, indore)).toEqual({ ok: false, reason: "campaign_unavailable" });
    expect(await reviewsOf(indore.id)).toEqual([]);

    await testDb.db.update(profiles).set({ city: "Indore" }).where(eq(profiles.id, fromBhopal.id));
    expect((await submit(fromBhopal, indore)).ok).toBe(true);
  });

  it("takes one review per reviewer per campaign, even after a rejection or withdrawal", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const first = await submitted(reviewer, campaign);
    expect(await submit(reviewer, campaign)).toEqual({ ok: false, reason: "already_reviewed" });
    await rejectReview(testDb.db, { reviewId: first.id, adminId: admin.id, reason: "No proof" });
    expect(await submit(reviewer, campaign)).toEqual({ ok: false, reason: "already_reviewed" });

    const second = await newReviewer();
    const withdrawn = await submitted(second, campaign);
    await withdrawReview(testDb.db, { userId: second.id, reviewId: withdrawn.id });
    expect(await submit(second, campaign)).toEqual({ ok: false, reason: "already_reviewed" });
  });

  it("deletes the stored proof when the database fails", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const filesBefore = storedFiles();
    const failing = Object.create(testDb.db, {
      transaction: { value: () => Promise.reject(new Error("database went away")) },
    }) as typeof testDb.db;
    await expect(
      submitReview(
        failing,
        { storage, now: () => DAY1 },
        { userId: reviewer.id, campaignId: campaign.id, rating: 3, reviewText, proof: proofPng },
      ),
    ).rejects.toThrow("database went away");
    expect(storedFiles()).toEqual(filesBefore);
    expect(await reviewsOf(campaign.id)).toEqual([]);
  });

  it("gives the last slot to exactly one of many reviewers submitting at once", async () => {
    // A target of 10 allows one review on day 1.
    const campaign = await activeCampaign({ target: 10 });
    const reviewers = await Promise.all(Array.from({ length: 6 }, () => newReviewer()));
    const filesBefore = storedFiles().length;

    const results = await Promise.all(reviewers.map((reviewer) => submit(reviewer, campaign)));

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, reason: "campaign_unavailable" })),
    );
    const rows = await reviewsOf(campaign.id);
    expect(rows).toHaveLength(1);
    // The refused submissions' proofs were deleted again.
    expect(storedFiles().length).toBe(filesBefore + 1);
    expect(storedFiles()).toContain(path.basename(rows[0]?.proof ?? ""));
  });

  it("saves one review when the same reviewer submits twice at once", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewer = await newReviewer();
    const filesBefore = storedFiles().length;
    const results = await Promise.all([
      submit(reviewer, campaign, { rating: 5 }),
      submit(reviewer, campaign, { rating: 1 }),
      submit(reviewer, campaign, { rating: 3 }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "already_reviewed" },
      { ok: false, reason: "already_reviewed" },
    ]);
    expect(await reviewsOf(campaign.id)).toHaveLength(1);
    expect(storedFiles().length).toBe(filesBefore + 1);
  });
});

describe("approving a review", () => {
  it("credits ₹5 once, records who approved, and counts the review towards the campaign", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const approvedAt = new Date("2026-11-22T10:00:00Z");

    const result = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: admin.id,
      now: approvedAt,
    });

    expect(result).toMatchObject({
      ok: true,
      review: {
        id: review.id,
        status: "approved",
        earnings: 5,
        moderatedAt: approvedAt,
        moderatedBy: admin.id,
      },
    });
    const ledger = await testDb.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, reviewer.id));
    expect(ledger).toEqual([
      expect.objectContaining({ amount: 5, reason: "review_reward", reviewId: review.id }),
    ]);
    await expectWallet(reviewer.id, 5);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);

    // The same approval again (its first answer lost) is answered as done and changes nothing.
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
      ok: true,
      review: expect.objectContaining({ id: review.id, status: "approved" }),
      repeated: true,
    });
    await expectWallet(reviewer.id, 5);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);
  });

  it("credits ₹5 exactly once when 50 approvals of one review run at once", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const secondAdmin = await newProfile("admin");

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        approveReview(testDb.db, {
          reviewId: review.id,
          adminId: index % 2 === 0 ? admin.id : secondAdmin.id,
        }),
      ),
    );

    // One approval decides; the 49 others are the same decision repeated, and change nothing.
    expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
    expect(results.filter((result) => result.ok && result.repeated)).toHaveLength(49);
    await expectWallet(reviewer.id, 5);
    const ledger = await testDb.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reviewId, review.id));
    expect(ledger).toHaveLength(1);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);
  });

  it("lets only admins approve, and knows unknown reviews", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    for (const adminId of [reviewer.id, campaign.businessId, randomUUID(), "x"]) {
      expect(await approveReview(testDb.db, { reviewId: review.id, adminId })).toEqual({
        ok: false,
        reason: "not_admin",
      });
    }
    for (const reviewId of [randomUUID(), "nope"]) {
      expect(await approveReview(testDb.db, { reviewId, adminId: admin.id })).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
    await expectWallet(reviewer.id, 0);
    expect((await reviewsOf(campaign.id))[0]?.status).toBe("pending");
  });

  it("completes the campaign with the approval that reaches its target", async () => {
    const campaign = await activeCampaign({ target: 2, startedAt: START });
    // A target of 2 allows one review on day 1 and a second on day 2.
    const first = await submitted(await newReviewer(), campaign);
    const second = await submitted(await newReviewer(), campaign, { now: DAY2 });
    await approved(first.id);
    expect(await campaignRow(campaign.id)).toMatchObject({
      completedReviews: 1,
      status: "active",
    });
    await approved(second.id, DAY2);
    expect(await campaignRow(campaign.id)).toMatchObject({
      completedReviews: 2,
      status: "completed",
    });
  });

  it("pays every rating the same ₹5 and publishes a 1-star review like a 5-star one", async () => {
    const campaign = await activeCampaign({ name: "Honest Dhaba" });
    // Submitted in an order unrelated to the rating; the page must follow time alone.
    const ratings = [3, 1, 5, 2, 4];
    const submittedReviews = [];
    for (const [index, rating] of ratings.entries()) {
      const reviewer = await newReviewer(`Reviewer ${rating}`);
      const now = new Date(DAY1.getTime() + index * 60_000);
      submittedReviews.push({
        reviewer,
        review: await submitted(reviewer, campaign, { rating, now }),
      });
    }
    for (const { reviewer, review } of submittedReviews) {
      const result = await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id });
      expect(result).toMatchObject({ ok: true, review: { earnings: 5 } });
      await expectWallet(reviewer.id, 5);
    }

    const page = await getPublicCampaignPage(testDb.db, { campaignId: campaign.id });
    expect(page).toEqual({
      businessName: "Honest Dhaba",
      city: "Bhopal",
      averageRating: 3,
      approvedCount: 5,
      reviews: [...submittedReviews].reverse().map(({ review }) => ({
        id: review.id,
        rating: review.rating,
        reviewText,
        reviewerName: review.reviewerName,
        createdAt: review.createdAt,
        // Where the next page starts: the review's own time (to the microsecond) and id.
        cursor: { at: expect.stringMatching(/^\d{4}-.*\.\d{6}Z$/), id: review.id },
      })),
    });
    expect(page?.reviews.map((review) => review.rating)).toEqual([4, 2, 5, 1, 3]);
  });
});

describe("rejecting a review", () => {
  it("needs a reason, stores it for the reviewer, moves no money and reopens the slot", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewers = [];
    for (let index = 0; index < 5; index += 1) {
      const reviewer = await newReviewer();
      reviewers.push({ reviewer, review: await submitted(reviewer, campaign) });
    }
    const waiting = await newReviewer();
    expect(await availableIds(waiting, "Bhopal")).not.toContain(campaign.id);
    const [target] = reviewers;
    if (!target) throw new Error("no review");

    for (const reason of ["", "   \n ", "\u200b"]) {
      expect(
        await rejectReview(testDb.db, { reviewId: target.review.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: "reason_required" });
    }
    for (const reason of ["Blurry\u0000", "x".repeat(501)]) {
      expect(
        await rejectReview(testDb.db, { reviewId: target.review.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: "reason_invalid" });
    }
    expect((await reviewsOf(campaign.id)).every((row) => row.status === "pending")).toBe(true);

    const rejectedAt = new Date("2026-11-22T09:00:00Z");
    expect(
      await rejectReview(testDb.db, {
        reviewId: target.review.id,
        adminId: admin.id,
        reason: "  The photo shows a different shop.  ",
        now: rejectedAt,
      }),
    ).toEqual({ ok: true });

    const [mine] = await listMyReviews(testDb.db, { userId: target.reviewer.id });
    expect(mine).toMatchObject({
      id: target.review.id,
      status: "rejected",
      rejectionReason: "The photo shows a different shop.",
      earnings: 0,
    });
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, target.review.id));
    expect(row).toMatchObject({ moderatedAt: rejectedAt, moderatedBy: admin.id });
    await expectWallet(target.reviewer.id, 0);

    expect(await availableIds(waiting, "Bhopal")).toContain(campaign.id);
    expect(await submit(waiting, campaign)).toMatchObject({ ok: true });
    expect(
      await rejectReview(testDb.db, {
        reviewId: target.review.id,
        adminId: admin.id,
        reason: "again",
      }),
    ).toEqual({ ok: false, reason: "not_pending" });
  });

  it("answers the same rejection repeated as done, changing nothing", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const reject = () =>
      rejectReview(testDb.db, { reviewId: review.id, adminId: admin.id, reason: "Blurry bill" });
    expect(await reject()).toEqual({ ok: true });
    const [before] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(await reject()).toEqual({ ok: true, repeated: true });
    const [after] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after).toEqual(before);
    // A different decision is still refused.
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
      ok: false,
      reason: "not_pending",
    });
  });

  it("lets only admins reject, and only pending reviews", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    for (const adminId of [reviewer.id, campaign.businessId, randomUUID()]) {
      expect(
        await rejectReview(testDb.db, { reviewId: review.id, adminId, reason: "Spam" }),
      ).toEqual({ ok: false, reason: "not_admin" });
    }
    expect(
      await rejectReview(testDb.db, { reviewId: randomUUID(), adminId: admin.id, reason: "x" }),
    ).toEqual({ ok: false, reason: "not_found" });
    await approved(review.id);
    expect(
      await rejectReview(testDb.db, { reviewId: review.id, adminId: admin.id, reason: "Spam" }),
    ).toEqual({ ok: false, reason: "not_pending" });
    await expectWallet(reviewer.id, 5);
  });

  it("decides once when an approval and a rejection race", async () => {
    for (let round = 0; round < 3; round += 1) {
      const campaign = await activeCampaign();
      const reviewer = await newReviewer();
      const review = await submitted(reviewer, campaign);
      const [approval, rejection] = await Promise.all([
        approveReview(testDb.db, { reviewId: review.id, adminId: admin.id }),
        rejectReview(testDb.db, { reviewId: review.id, adminId: admin.id, reason: "Copied" }),
      ]);
      expect([approval.ok, rejection.ok].filter(Boolean)).toHaveLength(1);
      await expectWallet(reviewer.id, approval.ok ? 5 : 0);
      expect((await campaignRow(campaign.id)).completedReviews).toBe(approval.ok ? 1 : 0);
    }
  });
});

describe("withdrawing a review", () => {
  it("takes an approved review off the public page, frees its slot and keeps the reward", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const entries = [];
    for (let index = 0; index < 5; index += 1) {
      const reviewer = await newReviewer();
      entries.push({ reviewer, review: await submitted(reviewer, campaign) });
    }
    const [leaving, staying] = entries;
    if (!leaving || !staying) throw new Error("no review");
    await approved(leaving.review.id);
    await approved(staying.review.id);
    const waiting = await newReviewer();
    expect(await availableIds(waiting, "Bhopal")).not.toContain(campaign.id);

    expect(
      await withdrawReview(testDb.db, { userId: leaving.reviewer.id, reviewId: leaving.review.id }),
    ).toEqual({ ok: true });

    const page = await getPublicCampaignPage(testDb.db, { campaignId: campaign.id });
    expect(page?.reviews.map((review) => review.id)).toEqual([staying.review.id]);
    expect(page?.approvedCount).toBe(1);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);
    await expectWallet(leaving.reviewer.id, 5);
    const [mine] = await listMyReviews(testDb.db, { userId: leaving.reviewer.id });
    expect(mine).toMatchObject({ status: "withdrawn", earnings: 5 });
    expect(await availableIds(waiting, "Bhopal")).toContain(campaign.id);
  });

  it("withdraws a pending review, which then never reaches the queue", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    expect(await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id })).toEqual({
      ok: true,
    });
    const queue = await listPendingReviews(testDb.db, { adminId: admin.id, limit: 100 });
    expect(queue.map((row) => row.id)).not.toContain(review.id);
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
      ok: false,
      reason: "not_pending",
    });
    await expectWallet(reviewer.id, 0);
  });

  it("reopens a campaign that the withdrawn review had completed", async () => {
    const campaign = await activeCampaign({ target: 1, city: "Ujjain" });
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    await approved(review.id);
    expect((await campaignRow(campaign.id)).status).toBe("completed");

    await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id });

    expect(await campaignRow(campaign.id)).toMatchObject({ status: "active", completedReviews: 0 });
    const replacement = await newReviewer();
    expect(await availableIds(replacement, "Ujjain")).toEqual([campaign.id]);
    await approved((await submitted(replacement, campaign, { now: DAY2 })).id, DAY2);
    expect(await campaignRow(campaign.id)).toMatchObject({
      status: "completed",
      completedReviews: 1,
    });
    await expectWallet(reviewer.id, 5);
    await expectWallet(replacement.id, 5);
  });

  it("lets only the author withdraw, once, and never a rejected review", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const other = await newReviewer();
    for (const userId of [other.id, campaign.businessId, admin.id, "x"]) {
      expect(await withdrawReview(testDb.db, { userId, reviewId: review.id })).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
    expect(
      await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: randomUUID() }),
    ).toEqual({ ok: false, reason: "not_found" });

    await approved(review.id);
    const results = await Promise.all([
      withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id }),
      withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id }),
    ]);
    expect(results).toContainEqual({ ok: true });
    expect(results).toContainEqual({ ok: false, reason: "not_withdrawable" });
    expect((await campaignRow(campaign.id)).completedReviews).toBe(0);
    await expectWallet(reviewer.id, 5);

    const rejected = await submitted(other, campaign);
    await rejectReview(testDb.db, { reviewId: rejected.id, adminId: admin.id, reason: "Copied" });
    expect(await withdrawReview(testDb.db, { userId: other.id, reviewId: rejected.id })).toEqual({
      ok: false,
      reason: "not_withdrawable",
    });
  });
});

describe("lists", () => {
  it("shows a reviewer their own reviews, newest first", async () => {
    const reviewer = await newReviewer();
    const first = await activeCampaign({ name: "First Cafe" });
    const second = await activeCampaign({ name: "Second Cafe" });
    const older = await submitted(reviewer, first, { rating: 5, now: DAY1 });
    const newer = await submitted(reviewer, second, { rating: 1, now: DAY2 });
    await submitted(await newReviewer(), first);

    expect(await listMyReviews(testDb.db, { userId: reviewer.id })).toEqual([
      {
        id: newer.id,
        campaignId: second.id,
        businessName: "Second Cafe",
        createdAt: DAY2,
        rating: 1,
        status: "pending",
        rejectionReason: null,
        earnings: 0,
        cursor: { at: DAY2.toISOString().replace(".000Z", ".000000Z"), id: newer.id },
      },
      expect.objectContaining({ id: older.id, businessName: "First Cafe", rating: 5 }),
    ]);
    expect(await listMyReviews(testDb.db, { userId: reviewer.id, limit: 1 })).toHaveLength(1);
  });

  it("queues pending reviews oldest first for admins, with only the reviewer id's tail", async () => {
    const campaign = await activeCampaign({ name: "Queue Cafe" });
    const reviewer = await newReviewer();
    // Older than anything else in this file, so it heads the queue.
    const review = await submitted(reviewer, campaign, {
      rating: 1,
      now: new Date("2026-11-22T04:30:00Z"),
    });

    const queue = await listPendingReviews(testDb.db, { adminId: admin.id, limit: 100 });
    expect(queue[0]).toEqual({
      id: review.id,
      campaignId: campaign.id,
      businessName: "Queue Cafe",
      reviewerIdTail: reviewer.id.slice(-6),
      rating: 1,
      reviewText,
      createdAt: new Date("2026-11-22T04:30:00Z"),
      cursor: { at: "2026-11-22T04:30:00.000000Z", id: review.id },
    });
    const times = queue.map((row) => row.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(queue.every((row) => row.reviewerIdTail.length === 6)).toBe(true);
    expect(await listPendingReviews(testDb.db, { adminId: admin.id, limit: 2 })).toHaveLength(2);

    for (const adminId of [reviewer.id, campaign.businessId, randomUUID(), "x"]) {
      expect(await listPendingReviews(testDb.db, { adminId })).toEqual([]);
    }
  });
});

describe("proof images", () => {
  it("opens for the author and admins, and for nobody else", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);

    for (const viewerId of [reviewer.id, admin.id]) {
      const proof = await getProofForViewer(
        testDb.db,
        { storage },
        { reviewId: review.id, viewerId },
      );
      expect(proof?.contentType).toBe("image/webp");
      expect((await sharp(proof?.bytes).metadata()).format).toBe("webp");
    }
    for (const viewerId of [
      (await newReviewer()).id,
      campaign.businessId,
      randomUUID(),
      "not-a-uuid",
    ]) {
      expect(
        await getProofForViewer(testDb.db, { storage }, { reviewId: review.id, viewerId }),
      ).toBeNull();
    }
    for (const reviewId of [randomUUID(), "../../etc/passwd"]) {
      expect(
        await getProofForViewer(testDb.db, { storage }, { reviewId, viewerId: admin.id }),
      ).toBeNull();
    }
  });
});

describe("public campaign page", () => {
  it("shows approved reviews only, newest first, with nothing private about reviewers", async () => {
    const campaign = await activeCampaign({ name: "Public Cafe", city: "Indore" });
    const entries = [];
    for (const [index, rating] of [5, 1, 3, 2].entries()) {
      const reviewer = await newReviewer(`Public ${index}`);
      const review = await submitted(reviewer, campaign, {
        rating,
        // The last two share a timestamp: the id decides between them.
        now: new Date(DAY1.getTime() + Math.min(index, 2) * 60_000),
      });
      entries.push({ reviewer, review });
    }
    const [a, b, c, d] = entries;
    if (!a || !b || !c || !d) throw new Error("no reviews");
    await approved(a.review.id);
    await approved(c.review.id);
    await approved(d.review.id);
    await rejectReview(testDb.db, { reviewId: b.review.id, adminId: admin.id, reason: "Copied" });
    const pendingReviewer = await newReviewer();
    await submitted(pendingReviewer, campaign);

    const page = await getPublicCampaignPage(testDb.db, { campaignId: campaign.id });
    if (!page) throw new Error("no page");
    const [first, second] = [c, d].sort((x, y) => (x.review.id < y.review.id ? 1 : -1));
    expect(page.reviews.map((review) => review.id)).toEqual([
      first?.review.id,
      second?.review.id,
      a.review.id,
    ]);
    expect(page).toMatchObject({
      businessName: "Public Cafe",
      city: "Indore",
      approvedCount: 3,
      averageRating: (5 + 3 + 2) / 3,
    });
    for (const review of page.reviews) {
      expect(Object.keys(review).sort()).toEqual(
        ["createdAt", "cursor", "id", "rating", "reviewText", "reviewerName"].sort(),
      );
      expect(Object.keys(review.cursor).sort()).toEqual(["at", "id"]);
    }
    const json = JSON.stringify(page);
    for (const { reviewer, review } of entries) {
      expect(json).not.toContain(reviewer.id);
      expect(json).not.toContain(reviewer.phone);
      expect(json).not.toContain(review.reviewerEmail);
      expect(json).not.toContain(review.proof);
    }
    expect(json).not.toContain(campaign.businessId);

    const paged = await getPublicCampaignPage(testDb.db, {
      campaignId: campaign.id,
      limit: 2,
      offset: 2,
    });
    expect(paged?.reviews.map((review) => review.id)).toEqual([a.review.id]);
    expect(paged?.approvedCount).toBe(3);
  });

  it("exists for live and completed campaigns, even with no approved review yet", async () => {
    const live = await activeCampaign({ name: "Fresh Cafe" });
    expect(await getPublicCampaignPage(testDb.db, { campaignId: live.id })).toEqual({
      businessName: "Fresh Cafe",
      city: "Bhopal",
      averageRating: null,
      approvedCount: 0,
      reviews: [],
    });
    const done = await activeCampaign({ target: 1 });
    await approved((await submitted(await newReviewer(), done, { rating: 1 })).id);
    expect(await getPublicCampaignPage(testDb.db, { campaignId: done.id })).toMatchObject({
      averageRating: 1,
      approvedCount: 1,
    });
  });

  it("does not exist for campaigns that were never approved or ids that do not match", async () => {
    const pending = await pendingCampaign();
    const rejected = await pendingCampaign();
    await rejectCampaign(testDb.db, { campaignId: rejected.id, adminId: admin.id });
    for (const campaignId of [pending.id, rejected.id, randomUUID(), "'; drop table x; --"]) {
      expect(await getPublicCampaignPage(testDb.db, { campaignId })).toBeNull();
    }
  });
});
