import { data } from "react-router";
import { getProofForViewer } from "~/domain/reviews.server";
import { getServices, getSignedIn } from "~/http/context.server";
import type { Route } from "./+types/proof";

/** A review's proof image: its author and admins see it; everyone else gets 404, signed in or not. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const signedIn = getSignedIn(context);
  if (!signedIn) throw data(null, { status: 404 });
  const { db, storage } = getServices(context);
  const proof = await getProofForViewer(
    db,
    { storage },
    {
      reviewId: params.reviewId,
      viewerId: signedIn.profile.id,
    },
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
