import { limitAddress } from "~/http/client-address.server";
import { getRequestInfo, getServices, sessionContext } from "~/http/context.server";
import { signInChallenge } from "~/http/refusal-headers";
import type { Route } from "./+types/events";

/**
 * The live-update stream (Server-Sent Events) of the signed-in person: only the events they may
 * hear, as bare topics, with a heartbeat every 25 s that also ends the stream soon after its
 * session does (app/events/stream-hub.server.ts). A session or an address holding too many
 * streams loses its oldest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = context.get(sessionContext);
  if (!signedIn) {
    const headers = { "WWW-Authenticate": signInChallenge };
    return new Response("Sign in first.", { status: 401, headers });
  }
  const { streams } = getServices(context);
  const { profile, sessionId } = signedIn;
  const body = streams.open({
    viewer: { id: profile.id, role: profile.role, city: profile.city },
    sessionId,
    // The 500-streams cap counts an IPv6 client by its /64, as the rate limits do.
    address: limitAddress(getRequestInfo(context).ip),
    signal: request.signal,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
