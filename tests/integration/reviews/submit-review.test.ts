import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { saveReviewerInfo } from "~/domain/reviews/save-reviewer-info.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  activeCampaign,
  admin,
  approved,
  campaignRow,
  DAY1,
  newProfile,
  newReviewer,
  pendingCampaign,
  proofPng,
  reviewsOf,
  reviewText,
  setUpReviewsDatabase,
  storage,
  storedFiles,
  submit,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";
import { visitOn } from "../../support/visit";

setUpReviewsDatabase();

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
    await rejectCampaign(testDb.db, {
      campaignId: rejected.id,
      adminId: admin.id,
      reason: "Not a real place",
    });
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
    await rejectReview(testDb.db, {
      reviewId: first.id,
      adminId: admin.id,
      category: "other",
      reason: "No proof",
    });
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
        {
          userId: reviewer.id,
          campaignId: campaign.id,
          rating: 3,
          reviewText,
          proof: proofPng,
          ...visitOn(DAY1),
        },
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
