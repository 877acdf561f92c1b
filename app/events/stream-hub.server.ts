import type { EventBus } from "./bus.server";
import { HEARTBEAT_MS, type LiveEvent, teamTopicsOf, type Viewer } from "./live-events";

/**
 * Every open live-update stream of this process, indexed by who may hear what, so that an event
 * costs work only for the streams it is for (an approval: one reviewer, one business, the
 * admins), however many reviewers of the city are online. One timer beats for all streams and
 * checks all their sessions in one query.
 */
export type StreamHub = {
  /** A new stream for a signed-in person; it ends when `signal` aborts or the hub closes. */
  open(input: {
    viewer: Viewer;
    sessionId: string;
    /** The client address, for the per-address cap. */
    address: string;
    signal: AbortSignal;
  }): ReadableStream<Uint8Array>;
  /** Sends an event to this process's streams only (one every process makes for itself). */
  deliver(event: LiveEvent): void;
  /** Open streams in this process. */
  size(): number;
  /** Sends the heartbeat and checks the sessions now (the timer does it every HEARTBEAT_MS). */
  beat(): Promise<void>;
  /** Ends every stream (the server is stopping). */
  close(): void;
};

/** Caps on open streams; past one, the oldest stream of that session or address is closed. */
export type StreamLimits = { perSession: number; perAddress: number };

/**
 * Generous, since a closed stream's page reconnects (and closes the next oldest): 20 tabs of one
 * signed-in browser, and 500 streams of one address, which many people behind a mobile
 * carrier's address share.
 */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 20, perAddress: 500 };

type Stream = {
  viewer: Viewer;
  sessionId: string;
  address: string;
  send(bytes: Uint8Array): void;
  end(): void;
};

const encoder = new TextEncoder();
const heartbeatBytes = encoder.encode(": heartbeat\n\n");
const connectedBytes = encoder.encode(": connected\n\n");
const resyncBytes = encoder.encode("event: resync\ndata: {}\n\n");

/** The wire form of an event: only its topics, never data (pages reload through their guards). */
export function changeMessage(event: Pick<LiveEvent, "topics" | "spreadMs">): string {
  const body = event.spreadMs
    ? { topics: event.topics, spreadMs: event.spreadMs }
    : { topics: event.topics };
  return `event: change\ndata: ${JSON.stringify(body)}\n\n`;
}

export function createStreamHub(options: {
  bus: EventBus;
  /** Which of these session ids are still signed in (one query for all streams). */
  liveSessions(sessionIds: string[]): Promise<Set<string>>;
  limits?: StreamLimits;
  heartbeatMs?: number;
}): StreamHub {
  const limits = options.limits ?? DEFAULT_STREAM_LIMITS;
  // Insertion order is opening order: the first of a set is its oldest stream.
  const all = new Set<Stream>();
  const byProfile = new Map<string, Set<Stream>>();
  const byCity = new Map<string, Set<Stream>>();
  const admins = new Set<Stream>();
  const moderators = new Set<Stream>();
  const bySession = new Map<string, Set<Stream>>();
  const byAddress = new Map<string, Set<Stream>>();

  const add = (index: Map<string, Set<Stream>>, key: string, stream: Stream) => {
    const set = index.get(key) ?? new Set<Stream>();
    set.add(stream);
    index.set(key, set);
    return set;
  };
  const remove = (index: Map<string, Set<Stream>>, key: string, stream: Stream) => {
    const set = index.get(key);
    set?.delete(stream);
    if (set?.size === 0) index.delete(key);
  };
  const forget = (stream: Stream) => {
    all.delete(stream);
    admins.delete(stream);
    moderators.delete(stream);
    remove(byProfile, stream.viewer.id, stream);
    if (stream.viewer.city) remove(byCity, stream.viewer.city, stream);
    remove(bySession, stream.sessionId, stream);
    remove(byAddress, stream.address, stream);
  };

  /** The streams an event is for: found by index, never by looking at every stream. */
  const audience = (event: LiveEvent): Iterable<Stream> => {
    const to = event.to;
    if ("profileId" in to) return byProfile.get(to.profileId) ?? [];
    if (to.role === "admin") return admins;
    return [...(byCity.get(to.city) ?? [])].filter((stream) => stream.viewer.role === "user");
  };

  const send = (streams: Iterable<Stream>, event: LiveEvent) => {
    let bytes: Uint8Array | undefined;
    for (const stream of streams) {
      bytes ??= encoder.encode(changeMessage(event));
      stream.send(bytes);
    }
  };
  const deliver = (event: LiveEvent) => {
    send(audience(event), event);
    // The moderators hear the admins' review-queue news, and only that (canReceive).
    if ("role" in event.to && event.to.role === "admin" && moderators.size > 0) {
      const topics = teamTopicsOf(event);
      if (topics.length > 0) send(moderators, { ...event, topics });
    }
  };
  const unsubscribe = options.bus.subscribe(
    deliver,
    () => hub.close(),
    // The process's database listener came back after a drop: every page reloads what it shows.
    () => {
      for (const stream of all) stream.send(resyncBytes);
    },
  );

  const beat = async () => {
    for (const stream of all) stream.send(heartbeatBytes);
    const sessionIds = [...bySession.keys()];
    if (sessionIds.length === 0) return;
    let live: Set<string>;
    try {
      live = await options.liveSessions(sessionIds);
    } catch {
      return; // The database is away: keep the streams, check again at the next beat.
    }
    for (const sessionId of sessionIds) {
      if (live.has(sessionId)) continue;
      // Signed out everywhere (or expired): its pages reload and meet the login guard.
      for (const stream of [...(bySession.get(sessionId) ?? [])]) stream.end();
    }
  };
  const timer = setInterval(() => void beat(), options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();

  const hub: StreamHub = {
    open({ viewer, sessionId, address, signal }) {
      let stream: Stream | undefined;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          const current: Stream = {
            viewer,
            sessionId,
            address,
            send(bytes) {
              if (!open) return;
              try {
                controller.enqueue(bytes);
              } catch {
                current.end();
              }
            },
            end() {
              if (!open) return;
              open = false;
              forget(current);
              try {
                controller.close();
              } catch {
                // Already closed by the client going away.
              }
            },
          };
          stream = current;
          all.add(current);
          add(byProfile, viewer.id, current);
          if (viewer.role === "admin") admins.add(current);
          if (viewer.role === "moderator") moderators.add(current);
          if (viewer.city) add(byCity, viewer.city, current);
          const ofSession = add(bySession, sessionId, current);
          const ofAddress = add(byAddress, address, current);
          // Over a cap, the oldest stream goes: its tab was most likely left behind.
          while (ofSession.size > limits.perSession) ofSession.values().next().value?.end();
          while (ofAddress.size > limits.perAddress) ofAddress.values().next().value?.end();
          if (signal.aborted) current.end();
          else signal.addEventListener("abort", () => current.end(), { once: true });
          // The first bytes tell the page (and any proxy) that the stream is open.
          current.send(connectedBytes);
        },
        cancel() {
          stream?.end();
        },
      });
    },
    deliver,
    size: () => all.size,
    beat,
    close() {
      clearInterval(timer);
      unsubscribe();
      for (const stream of [...all]) stream.end();
    },
  };
  return hub;
}
