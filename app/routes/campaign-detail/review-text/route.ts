import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { findReviewTextForBusiness } from "~/domain/campaigns/review-text-for-business.server";
import { getServices } from "~/http/context.server";
import type { Route } from "./+types/route";

/** The whole text of a review of the business's own campaign, loaded when the owner asks. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const reviewText = await findReviewTextForBusiness(getServices(context).db, {
    businessId: profile.id,
    campaignId: params.id,
    reviewId: params.reviewId,
  });
  if (reviewText === null) throw data(null, { status: 404 });
  // A person's words, perhaps not yet public: kept by no browser cache (decision 104).
  return Response.json({ reviewText }, { headers: { "Cache-Control": "private, no-store" } });
}
