import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { findReviewTextForAdmin } from "~/domain/review-text-for-admin.server";
import { getServices } from "~/http/context.server";
import type { Route } from "./+types/admin-review-text";

/** The whole text of a review in the queue, loaded when the admin asks for it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = requireRole(context, "admin");
  const { db } = getServices(context);
  const reviewText = await findReviewTextForAdmin(db, {
    reviewId: params.reviewId,
    adminId: admin.id,
  });
  if (reviewText === null) throw data(null, { status: 404 });
  // A review's text never changes once submitted.
  return Response.json({ reviewText }, { headers: { "Cache-Control": "private, max-age=3600" } });
}
