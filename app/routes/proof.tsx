import { data } from "react-router";
import { screenOf } from "~/domain/privacy/mask";
import { recordProofView } from "~/domain/privacy/record-staff-view.server";
import { getProofForViewer } from "~/domain/reviews/get-proof-for-viewer.server";
import { getEarlierProofForViewer } from "~/domain/reviews/revision-history.server";
import { getServices, getSignedIn, publicOrigin } from "~/http/context.server";
import type { Route } from "./+types/proof";
import type { RouteHandle } from "./route-handle";

/** Its only page is the not-found page, which needs no script (issue 50). */
export const handle: RouteHandle = { staticPage: true };

/**
 * A review's proof image, or with ?version=N the proof of its Nth earlier version (a revised
 * review): its author and admins see it. Served from middleware, which may answer with any
 * Response; everyone else falls through to the loader's 404, which the root error boundary shows
 * as the app's not-found page in the person's language (a resource route could only say 'null').
 * Each photo served to a staff member is one row of the access log (decision 083): the serving
 * of the photo is the view, so it is recorded here, not by the page that links it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }) => {
    const signedIn = getSignedIn(context);
    if (!signedIn) return undefined;
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
    if (!proof) return undefined;
    await recordProofView(db, {
      staffId: signedIn.profile.id,
      reviewId: params.reviewId,
      screen: screenOf(request.headers.get("Referer"), publicOrigin(context, request)),
    });
    return new Response(new Uint8Array(proof.bytes), {
      headers: {
        "Content-Type": proof.contentType,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      },
    });
  },
];

/** Reached only when the middleware found no proof this person may see. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Proof() {
  return null;
}
