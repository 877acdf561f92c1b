import { data } from "react-router";
import { getEarlierProofForViewer } from "~/domain/review-history.server";
import { getProofForViewer } from "~/domain/reviews.server";
import { getServices, getSignedIn } from "~/http/context.server";
import type { Route } from "./+types/proof";

/**
 * A review's proof image, or with ?version=N the proof of its Nth earlier version (a revised
 * review): its author and admins see it; everyone else gets 404, signed in or not.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = getSignedIn(context);
  if (!signedIn) throw data(null, { status: 404 });
  const { db, storage } = getServices(context);
  const version = new URL(request.url).searchParams.get("version");
  const viewer = { reviewId: params.reviewId, viewerId: signedIn.profile.id };
  const proof =
    version === null
      ? await getProofForViewer(db, { storage }, viewer)
      : await getEarlierProofForViewer(
          db,
          { storage },
          { ...viewer, version: /^\d{1,5}$/.test(version) ? Number(version) : 0 },
        );
  if (!proof) throw data(null, { status: 404 });
  return new Response(new Uint8Array(proof.bytes), {
    headers: {
      "Content-Type": proof.contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}
