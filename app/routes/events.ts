import { findSession } from "~/auth/session.server";
import { getServices, sessionContext } from "~/context.server";
import { canReceive, HEARTBEAT_MS, type Viewer } from "~/events/live-events";
import type { Route } from "./+types/events";

/**
 * The live-update stream (Server-Sent Events) of the signed-in person: only the events they may
 * hear, as bare topics, with a heartbeat every 25 s. Each heartbeat also checks that the session
 * still exists, so a stream ends soon after its person signs out everywhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = context.get(sessionContext);
  if (!signedIn) return new Response("Sign in first.", { status: 401 });
  const { db, events } = getServices(context);
  const { profile, token } = signedIn;
  const viewer: Viewer = { id: profile.id, role: profile.role, city: profile.city };
  const encoder = new TextEncoder();
  let stop = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // The stream ends when the server stops, so the process can finish its other requests.
      const unsubscribe = events.subscribe(
        (event) => {
          if (canReceive(viewer, event)) {
            send(`event: change\ndata: ${JSON.stringify({ topics: event.topics })}\n\n`);
          }
        },
        () => stop(),
        // Events may have been missed: the page reloads everything it shows, as after a reconnect.
        () => send("event: resync\ndata: {}\n\n"),
      );
      const heartbeat = setInterval(() => {
        findSession(db, { token })
          .then((session) => (session ? send(": heartbeat\n\n") : stop()))
          .catch(() => send(": heartbeat\n\n"));
      }, HEARTBEAT_MS);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      request.signal.addEventListener("abort", () => stop(), { once: true });
      // The first bytes tell the page (and any proxy) that the stream is open.
      send(": connected\n\n");
    },
    cancel() {
      stop();
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
