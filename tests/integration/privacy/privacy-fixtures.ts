/** A reviewer with an approved review (its proof stored), the minimum payout earned and paid out. */
import { approveReview } from "~/domain/moderation/decide-review.server";
import { markPayoutPaid } from "~/domain/money/payouts/process-payout.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { insertActiveCampaigns, insertPendingReviews, minuteClock } from "../../support/campaigns";
import {
  activeCampaign,
  admin,
  approved,
  newProfile,
  newReviewer,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { rewardsForPayout } from "../../support/reward-amounts";

const tick = minuteClock("2026-11-22T07:00:00Z");

export async function paidReviewer() {
  const reviewer = await newReviewer("Kiran Patel");
  const campaign = await activeCampaign({ name: "Sharma Sweets" });
  const review = await approved((await submitted(reviewer, campaign)).id);
  // As many more rewards as reach the minimum payout (19 more of ₹5 for ₹100).
  const business = await newProfile("business");
  const others = await insertActiveCampaigns(testDb, business, rewardsForPayout - 1);
  const pending = await insertPendingReviews(
    testDb,
    reviewer,
    others.map((row) => row.id),
    2,
  );
  for (const row of pending) {
    const result = await approveReview(testDb.db, {
      reviewId: row.id,
      adminId: admin.id,
      now: tick(),
    });
    if (!result.ok) throw new Error(result.reason);
  }
  const payout = await requestPayout(testDb.db, {
    userId: reviewer.id,
    upiId: "kiran@okaxis",
    now: tick(),
  });
  if (!payout.ok) throw new Error(payout.reason);
  const paid = await markPayoutPaid(testDb.db, {
    payoutId: payout.payout.id,
    adminId: admin.id,
    reference: "UTR123456",
    now: tick(),
  });
  if (!paid.ok) throw new Error(paid.reason);
  return { reviewer, campaign, review, payoutId: payout.payout.id };
}
