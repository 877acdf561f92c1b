import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, findSession } from "~/auth/session.server";
import {
  clientMarks,
  payouts,
  profiles,
  reviewProofChecks,
  reviews,
  walletLedger,
} from "~/db/schema";
import { getBusinessStats } from "~/domain/campaigns/business-campaigns.server";
import { getModerationLedger } from "~/domain/moderation/get-moderation-ledger.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { findDeletionBlocker } from "~/domain/privacy/account-deletion-blockers.server";
import { eraseAccount, erasedPhone } from "~/domain/privacy/erase-account.server";
import { deleteUnnamedFiles } from "~/domain/proofs/named-files.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import { pendingBillCheck } from "../../support/proof-checks";
import {
  activeCampaign,
  admin,
  DAY1,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  storedFiles,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { MIN_PAYOUT, payoutEarnings, rewardsForPayout, shown } from "../../support/reward-amounts";
import { paidReviewer } from "./privacy-fixtures";

setUpReviewsDatabase();

async function profileOf(id: string) {
  const [row] = await testDb.db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw new Error("no profile");
  return row;
}

// paidReviewer approves `rewardsForPayout` reviews (twenty at ₹5): on two loaded cores that can
// take longer than 30 s.
const TWENTY_APPROVALS_MS = 120_000;

describe("Delete my account", () => {
  it("takes the published review off the public page, counts it withdrawn, and keeps the money rows without a name", {
    timeout: TWENTY_APPROVALS_MS,
  }, async () => {
    const { reviewer, campaign, review, payoutId } = await paidReviewer();
    const businessId =
      (
        await testDb.db
          .select({ id: sql<string>`business_id` })
          .from(sql`campaigns`)
          .where(sql`id = ${campaign.id}`)
      )[0]?.id ?? "";
    const spentBefore = (await getBusinessStats(testDb.db, { businessId })).totalSpent;
    await testDb.db
      .insert(clientMarks)
      .values({ profileId: reviewer.id, kind: "device", hash: "d1" });
    const session = await createSession(testDb.db, { profileId: reviewer.id });
    const proof = (await testDb.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]
      ?.proof;
    expect(storedFiles()).toContain(proof?.slice("proofs/".length));
    await pendingBillCheck(testDb.db, { id: review.id, proof: proof ?? "" });
    const ledgerBefore = await testDb.db
      .select({ amount: walletLedger.amount })
      .from(walletLedger)
      .where(eq(walletLedger.userId, reviewer.id));
    expect(
      (await listPublicReviews(testDb.db, { campaignId: campaign.id })).map((r) => r.id),
    ).toEqual([review.id]);

    const erased = await eraseAccount(testDb.db, {
      profileId: reviewer.id,
      phoneKey: "k",
      now: DAY1,
    });
    if (!erased.ok) throw new Error(erased.reason);
    expect(erased.filesToDelete).toContain(proof);
    // Every review's photo (all but one were inserted without a file: deleting nothing succeeds).
    expect(await deleteUnnamedFiles(testDb.db, storage, erased.filesToDelete)).toBe(
      rewardsForPayout,
    );
    expect(storedFiles()).not.toContain(proof?.slice("proofs/".length));
    // What the photo showed (its band, its time, its bill) went with it (decision 129).
    expect(
      await testDb.db
        .select()
        .from(reviewProofChecks)
        .where(eq(reviewProofChecks.reviewId, review.id)),
    ).toEqual([]);

    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id })).toEqual([]);
    const ledger = await getModerationLedger(testDb.db, { campaignId: campaign.id });
    expect(ledger.total).toMatchObject({ submitted: 1, published: 0, withdrawn: 1 });
    expect((await getBusinessStats(testDb.db, { businessId })).totalSpent).toBe(spentBefore);

    const profile = await profileOf(reviewer.id);
    expect(profile).toMatchObject({
      phone: erasedPhone(reviewer.id),
      username: null,
      reviewerName: null,
      reviewerEmail: null,
      city: null,
      walletBalance: 0,
    });
    expect(profile.erasedAt).toEqual(DAY1);
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({
      status: "withdrawn",
      reviewText: "",
      reviewerName: "",
      reviewerEmail: "",
      proof: "erased",
      networkHash: null,
      deviceHash: null,
    });
    const [payout] = await testDb.db.select().from(payouts).where(eq(payouts.id, payoutId));
    // consent.upiNotice: the amount stays for the tax law; the UPI ID is erased with the account.
    expect(payout).toMatchObject({ amount: payoutEarnings, status: "paid", upiId: "" });
    // The ledger keeps every amount; the wallet still equals its sum (checked after each test).
    const ledgerAfter = await testDb.db
      .select({ amount: walletLedger.amount })
      .from(walletLedger)
      .where(eq(walletLedger.userId, reviewer.id));
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(await findSession(testDb.db, { token: session.token })).toBeNull();
    expect(
      await testDb.db.select().from(clientMarks).where(eq(clientMarks.profileId, reviewer.id)),
    ).toEqual([]);
    // Done once: a second erasure finds no account.
    expect(await eraseAccount(testDb.db, { profileId: reviewer.id, phoneKey: "k" })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("refuses while a payout can take the wallet, and for staff", async () => {
    const reviewer = await newReviewer();
    await testDb.db
      .update(profiles)
      .set({ walletBalance: MIN_PAYOUT })
      .where(eq(profiles.id, reviewer.id));
    expect(
      await eraseAccount(testDb.db, {
        profileId: reviewer.id,
        givingUp: MIN_PAYOUT,
        phoneKey: "k",
      }),
    ).toEqual({
      ok: false,
      reason: "wallet_not_empty",
    });
    await testDb.db.update(profiles).set({ walletBalance: 0 }).where(eq(profiles.id, reviewer.id));
    expect((await profileOf(reviewer.id)).erasedAt).toBeNull();
    expect(await findDeletionBlocker(testDb.db, admin.id)).toBe("staff_account");
  });

  it(`erases a wallet under ${shown(MIN_PAYOUT)} only when its owner gives up that exact amount, by a ledger row`, async () => {
    const reviewer = await newReviewer();
    const campaign = await activeCampaign();
    const review = await submitted(reviewer, campaign);
    const { approveReview } = await import("~/domain/moderation/decide-review.server");
    await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id, now: DAY1 });
    // Nothing, less or more than the one reward in the wallet.
    for (const givingUp of [undefined, REWARD_PER_REVIEW - 1, 2 * REWARD_PER_REVIEW]) {
      expect(
        await eraseAccount(testDb.db, { profileId: reviewer.id, givingUp, phoneKey: "k" }),
      ).toEqual({
        ok: false,
        reason: "balance_not_given_up",
      });
    }
    // Nothing of a refused erasure is kept: the review is still published, the wallet whole.
    expect((await profileOf(reviewer.id)).walletBalance).toBe(REWARD_PER_REVIEW);
    const [published] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(published?.status).toBe("approved");

    const erased = await eraseAccount(testDb.db, {
      profileId: reviewer.id,
      givingUp: REWARD_PER_REVIEW,
      phoneKey: "k",
    });
    expect(erased.ok).toBe(true);
    const after = await profileOf(reviewer.id);
    expect(after.erasedAt).not.toBeNull();
    expect(after.walletBalance).toBe(0);
    const ledger = await testDb.db
      .select({ amount: walletLedger.amount, reason: walletLedger.reason })
      .from(walletLedger)
      .where(eq(walletLedger.userId, reviewer.id))
      .orderBy(walletLedger.createdAt);
    expect(ledger).toEqual([
      { amount: REWARD_PER_REVIEW, reason: "review_reward" },
      { amount: -REWARD_PER_REVIEW, reason: "balance_given_up" },
    ]);
  });

  it("refuses a business with a live campaign, and erases one whose campaigns are over", async () => {
    const campaign = await activeCampaign();
    const [owner] = await testDb.db
      .select({ id: sql<string>`business_id` })
      .from(sql`campaigns`)
      .where(sql`id = ${campaign.id}`);
    expect(await eraseAccount(testDb.db, { profileId: owner?.id ?? "", phoneKey: "k" })).toEqual({
      ok: false,
      reason: "campaign_live",
    });
    const idle = await newProfile("business", { businessName: "Gupta Store" });
    const erased = await eraseAccount(testDb.db, { profileId: idle.id, phoneKey: "k" });
    expect(erased).toEqual({ ok: true, filesToDelete: [] });
    expect(await profileOf(idle.id)).toMatchObject({ businessName: null, reviewSms: false });
  });
});
