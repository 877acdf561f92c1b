import { afterEach, describe, expect, it } from "vitest";
import type { EventBus } from "./bus.server";
import type { LiveEvent, Viewer } from "./live-events";
import { createStreamHub, type StreamHub } from "./stream-hub.server";

/** A bus in memory: what `publish` is given reaches the subscribers, as NOTIFY would. */
function memoryBus() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const gaps = new Set<() => void>();
  const bus: EventBus = {
    subscribe(listener, _onClose, onGap) {
      listeners.add(listener);
      if (onGap) gaps.add(onGap);
      return () => {
        listeners.delete(listener);
        if (onGap) gaps.delete(onGap);
      };
    },
    size: () => listeners.size,
    close: async () => undefined,
  };
  return {
    bus,
    publish: (event: LiveEvent) => {
      for (const listener of listeners) listener(event);
    },
    gap: () => {
      for (const gap of gaps) gap();
    },
  };
}

/** Reads what a stream has received so far, without waiting for more. */
function reader(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const reading = stream.getReader();
  const pump = async () => {
    for (;;) {
      const { value, done } = await reading.read();
      if (done) {
        ended = true;
        return;
      }
      text += decoder.decode(value, { stream: true });
    }
  };
  void pump();
  return {
    text: () => text,
    ended: () => ended,
    /** Everything received after ": connected". */
    news: () => text.replace(": connected\n\n", ""),
  };
}

/** Lets the streams' queued chunks reach their readers. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const reviewer = (n: number, city = "Indore"): Viewer => ({ id: `user-${n}`, role: "user", city });
const business: Viewer = { id: "business-1", role: "business", city: null };
const admin: Viewer = { id: "admin-1", role: "admin", city: null };

let hubs: StreamHub[] = [];
afterEach(() => {
  for (const hub of hubs) hub.close();
  hubs = [];
});

function setup(
  options: {
    live?: (ids: string[]) => Promise<Set<string>>;
    perSession?: number;
    perAddress?: number;
  } = {},
) {
  const memory = memoryBus();
  const hub = createStreamHub({
    bus: memory.bus,
    liveSessions: options.live ?? (async (ids) => new Set(ids)),
    limits: { perSession: options.perSession ?? 5, perAddress: options.perAddress ?? 100 },
    heartbeatMs: 3_600_000,
  });
  hubs.push(hub);
  let n = 0;
  const open = (viewer: Viewer, extra: { sessionId?: string; address?: string } = {}) => {
    const controller = new AbortController();
    n += 1;
    const stream = reader(
      hub.open({
        viewer,
        sessionId: extra.sessionId ?? `session-${n}`,
        address: extra.address ?? `10.0.${Math.floor(n / 250)}.${n % 250}`,
        signal: controller.signal,
      }),
    );
    return { ...stream, abort: () => controller.abort() };
  };
  return { ...memory, hub, open };
}

describe("stream hub", () => {
  it("sends an approval only to its reviewer, the business and the admins: 1,000 bystanders of the city get 0 bytes", async () => {
    const { publish, open, hub } = setup();
    const bystanders = Array.from({ length: 1000 }, (_, i) => open(reviewer(i)));
    const approved = open(reviewer(1000));
    const owner = open(business);
    const moderator = open(admin);
    await settle();
    expect(hub.size()).toBe(1003);

    publish({ to: { profileId: "user-1000" }, topics: ["my-reviews", "wallet"] });
    publish({ to: { profileId: "business-1" }, topics: ["my-campaigns"] });
    publish({ to: { role: "admin" }, topics: ["review-queue"] });
    await settle();

    expect(bystanders.filter((stream) => stream.news() !== "")).toHaveLength(0);
    expect(approved.news()).toBe('event: change\ndata: {"topics":["my-reviews","wallet"]}\n\n');
    expect(owner.news()).toBe('event: change\ndata: {"topics":["my-campaigns"]}\n\n');
    expect(moderator.news()).toBe('event: change\ndata: {"topics":["review-queue"]}\n\n');
  });

  it("sends a moderator the admins' review-queue news only, and nothing of the other queues", async () => {
    const { publish, open } = setup();
    const moderator = open({ id: "moderator-1", role: "moderator", city: null });
    const owner = open(admin);
    await settle();
    publish({ to: { role: "admin" }, topics: ["payout-queue", "review-queue"] });
    publish({ to: { role: "admin" }, topics: ["campaign-queue"] });
    await settle();
    expect(moderator.news()).toBe('event: change\ndata: {"topics":["review-queue"]}\n\n');
    expect(owner.news()).toBe(
      'event: change\ndata: {"topics":["payout-queue","review-queue"]}\n\n' +
        'event: change\ndata: {"topics":["campaign-queue"]}\n\n',
    );
  });

  it("sends a city's availability change to that city's reviewers only, with its spread", async () => {
    const { publish, open } = setup();
    const indore = open(reviewer(1, "Indore"));
    const bhopal = open(reviewer(2, "Bhopal"));
    const owner = open(business);
    publish({
      to: { role: "user", city: "Indore" },
      topics: ["available-campaigns"],
      spreadMs: 30_000,
    });
    await settle();
    expect(indore.news()).toBe(
      'event: change\ndata: {"topics":["available-campaigns"],"spreadMs":30000}\n\n',
    );
    expect(bhopal.news()).toBe("");
    expect(owner.news()).toBe("");
  });

  it("delivers an event made in this process to its own streams, as one from the bus", async () => {
    const { hub, open } = setup();
    const indore = open(reviewer(1, "Indore"));
    const bhopal = open(reviewer(2, "Bhopal"));
    hub.deliver({ to: { role: "user", city: "Bhopal" }, topics: ["available-campaigns"] });
    await settle();
    expect(indore.news()).toBe("");
    expect(bhopal.news()).toBe('event: change\ndata: {"topics":["available-campaigns"]}\n\n');
  });

  it("closes the oldest stream of a session past its cap, and of an address past its cap", async () => {
    const { open, hub } = setup({ perSession: 2, perAddress: 3 });
    const first = open(reviewer(1), { sessionId: "s", address: "a" });
    const second = open(reviewer(1), { sessionId: "s", address: "a" });
    const third = open(reviewer(1), { sessionId: "s", address: "a" });
    await settle();
    expect([first.ended(), second.ended(), third.ended()]).toEqual([true, false, false]);
    const others = [
      open(reviewer(2), { sessionId: "t", address: "a" }),
      open(reviewer(3), { sessionId: "u", address: "a" }),
    ];
    await settle();
    // Address "a" holds second, third and the two others: over 3, so second (the oldest) goes.
    expect(second.ended()).toBe(true);
    expect([third.ended(), ...others.map((stream) => stream.ended())]).toEqual([
      false,
      false,
      false,
    ]);
    expect(hub.size()).toBe(3);
  });

  it("beats for every stream and ends the streams whose session is gone, with one session query", async () => {
    const asked: string[][] = [];
    const { open, hub } = setup({
      live: async (ids) => {
        asked.push(ids);
        return new Set(ids.filter((id) => id !== "gone"));
      },
    });
    const kept = open(reviewer(1), { sessionId: "kept" });
    const twin = open(reviewer(1), { sessionId: "kept" });
    const signedOut = open(reviewer(2), { sessionId: "gone" });
    await hub.beat();
    await settle();
    expect(asked).toEqual([["kept", "gone"]]);
    expect(kept.news()).toBe(": heartbeat\n\n");
    expect(twin.news()).toBe(": heartbeat\n\n");
    expect([kept.ended(), signedOut.ended()]).toEqual([false, true]);
    expect(hub.size()).toBe(2);
  });

  it("keeps the streams when the session check fails (the database is away)", async () => {
    const { open, hub } = setup({ live: async () => Promise.reject(new Error("down")) });
    const stream = open(reviewer(1));
    await hub.beat();
    await settle();
    expect(stream.ended()).toBe(false);
  });

  it("forgets a stream whose browser went away, and tells every stream to resync after a gap", async () => {
    const { open, hub, gap, publish } = setup();
    const leaving = open(reviewer(1));
    const staying = open(reviewer(2));
    leaving.abort();
    await settle();
    expect(hub.size()).toBe(1);
    expect(leaving.ended()).toBe(true);
    gap();
    publish({ to: { profileId: "user-1" }, topics: ["wallet"] });
    await settle();
    expect(staying.news()).toBe("event: resync\ndata: {}\n\n");
  });
});
