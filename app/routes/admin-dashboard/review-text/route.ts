import { data } from "react-router";
import { requireModerationTeam } from "~/auth/guards.server";
import { findReviewTextForStaff } from "~/domain/moderation/find-review-text.server";
import { findEarlierTextForStaff } from "~/domain/reviews/revision-history.server";
import { getServices } from "~/http/context.server";
import type { Route } from "./+types/route";

/**
 * The whole text of a review in the queue, or with ?version=N of its Nth earlier version (a
 * revised review, decision 028), loaded when someone on the moderation team asks for it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireModerationTeam(context);
  const { db } = getServices(context);
  const version = new URL(request.url).searchParams.get("version");
  const target = { reviewId: params.reviewId, staffId: staff.id };
  const reviewText =
    version === null
      ? await findReviewTextForStaff(db, target)
      : await findEarlierTextForStaff(db, {
          ...target,
          version: /^\d{1,5}$/.test(version) ? Number(version) : 0,
        });
  if (reviewText === null) throw data(null, { status: 404 });
  // A person's words, not yet public: kept by no browser cache (decision 104).
  return Response.json({ reviewText }, { headers: { "Cache-Control": "private, no-store" } });
}
