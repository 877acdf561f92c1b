import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Audience,
  canReceive,
  type LiveEvent,
  liveTopics,
  parseLiveEvent,
  RECONNECT_DELAYS_MS,
  reconnectDelay,
  teamTopicsOf,
  type Viewer,
} from "./live-events";

const topic = fc.constantFrom(...liveTopics);
const topics = fc.array(topic, { minLength: 1, maxLength: 10 });
const audience: fc.Arbitrary<Audience> = fc.oneof(
  fc.record({ profileId: fc.string() }),
  fc.constant({ role: "admin" as const }),
  fc.record({ role: fc.constant("user" as const), city: fc.string() }),
);
const liveEvent: fc.Arbitrary<LiveEvent> = fc.record({ to: audience, topics });
const viewer: fc.Arbitrary<Viewer> = fc.record({
  id: fc.string(),
  role: fc.constantFrom(
    "user" as const,
    "business" as const,
    "admin" as const,
    "moderator" as const,
  ),
  city: fc.option(fc.string(), { nil: null }),
});

const reviewer = (id: string, city: string | null): Viewer => ({ id, role: "user", city });
const business = (id: string, city: string | null): Viewer => ({ id, role: "business", city });
const admin = (id: string, city: string | null = null): Viewer => ({ id, role: "admin", city });
const moderator = (id: string): Viewer => ({ id, role: "moderator", city: null });

describe("canReceive", () => {
  const kiran = reviewer("kiran", "Bhopal");
  const asha = reviewer("asha", "Bhopal");
  const ravi = reviewer("ravi", "Indore");
  const homeless = reviewer("nomad", null);
  const sharma = business("sharma", "Bhopal");
  const root = admin("root");
  const cityAdmin = admin("city-admin", "Bhopal");
  const meera = moderator("meera");
  const everyone = [kiran, asha, ravi, homeless, sharma, root, cityAdmin, meera];

  const receivers = (to: Audience) =>
    everyone.filter((person) => canReceive(person, { to, topics: ["wallet"] })).map((p) => p.id);

  it("delivers a profile's event to that profile only, whatever its role", () => {
    expect(receivers({ profileId: "kiran" })).toEqual(["kiran"]);
    expect(receivers({ profileId: "sharma" })).toEqual(["sharma"]);
    expect(receivers({ profileId: "root" })).toEqual(["root"]);
    expect(receivers({ profileId: "nobody" })).toEqual([]);
  });

  it("delivers an admin event to admins only", () => {
    expect(receivers({ role: "admin" })).toEqual(["root", "city-admin"]);
  });

  it("lets a moderator hear the admins' review queue, and nothing else of theirs", () => {
    const heard = (topics: LiveEvent["topics"]) =>
      canReceive(meera, { to: { role: "admin" }, topics });
    expect(heard(["review-queue"])).toBe(true);
    expect(heard(["payout-queue", "review-queue"])).toBe(true);
    expect(heard(["payout-queue", "campaign-queue", "appeal-queue"])).toBe(false);
    expect(
      teamTopicsOf({ to: { role: "admin" }, topics: ["payout-queue", "review-queue"] }),
    ).toEqual(["review-queue"]);
  });

  it("delivers a city event to that city's reviewers only, not its businesses or admins", () => {
    expect(receivers({ role: "user", city: "Bhopal" })).toEqual(["kiran", "asha"]);
    expect(receivers({ role: "user", city: "Indore" })).toEqual(["ravi"]);
    expect(receivers({ role: "user", city: "Pune" })).toEqual([]);
  });

  it("matches cities exactly", () => {
    expect(receivers({ role: "user", city: "bhopal" })).toEqual([]);
    expect(receivers({ role: "user", city: "Bhopal " })).toEqual([]);
    expect(receivers({ role: "user", city: "" })).toEqual([]);
  });

  it("holds for any viewer and event (property)", () => {
    fc.assert(
      fc.property(viewer, liveEvent, (person, event) => {
        const to = event.to;
        const expected =
          "profileId" in to
            ? person.id === to.profileId
            : to.role === "admin"
              ? person.role === "admin" ||
                (person.role === "moderator" && event.topics.includes("review-queue"))
              : person.role === "user" && person.city !== null && person.city === to.city;
        expect(canReceive(person, event)).toBe(expected);
      }),
    );
  });

  it("never lets anyone but the profile hear a profile event (property)", () => {
    fc.assert(
      fc.property(viewer, fc.string(), topics, (person, profileId, some) => {
        fc.pre(person.id !== profileId);
        expect(canReceive(person, { to: { profileId }, topics: some })).toBe(false);
        expect(canReceive({ ...person, id: profileId }, { to: { profileId }, topics: some })).toBe(
          true,
        );
      }),
    );
  });
});

/** True when `value` is a well-formed event, with nothing but the fields of its audience. */
function isValidEvent(value: LiveEvent): boolean {
  const keys = Object.keys(value.to).sort().join(",");
  const audienceOk =
    "profileId" in value.to
      ? keys === "profileId" && typeof value.to.profileId === "string"
      : value.to.role === "admin"
        ? keys === "role"
        : keys === "city,role" && typeof value.to.city === "string";
  return (
    Object.keys(value).sort().join(",") === "to,topics" &&
    audienceOk &&
    value.topics.length > 0 &&
    value.topics.every((name) => (liveTopics as readonly string[]).includes(name))
  );
}

describe("parseLiveEvent", () => {
  /** Plain strings, strings of JSON's own characters, and near-events with a character changed. */
  const anyString = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...'{}[]":,0123456789.-eE truefalsn\\') }),
    fc.tuple(liveEvent, fc.nat(), fc.string({ maxLength: 2 })).map(([event, at, insert]) => {
      const text = JSON.stringify(event);
      const index = at % (text.length + 1);
      return text.slice(0, index) + insert + text.slice(index + 1);
    }),
  );

  it("round-trips every valid event (property)", () => {
    fc.assert(
      fc.property(liveEvent, (event) => {
        expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
      }),
    );
  });

  it("round-trips one event of each audience and topic", () => {
    for (const to of [
      { profileId: "8c1d2a4e-0000-4000-8000-000000000001" },
      { role: "admin" as const },
      { role: "user" as const, city: "Bhopal" },
    ]) {
      for (const name of liveTopics) {
        const event: LiveEvent = { to, topics: [name] };
        expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
      }
    }
  });

  it("drops unknown topics and keeps the known ones in order", () => {
    expect(
      parseLiveEvent(
        JSON.stringify({
          to: { role: "admin" },
          topics: ["payout-queue", "secrets", 7, null, "wallet", "WALLET", "toString"],
        }),
      ),
    ).toEqual({ to: { role: "admin" }, topics: ["payout-queue", "wallet"] });
  });

  it("keeps a spread of 1 ms to a minute, and drops any other", () => {
    const event = { to: { role: "user", city: "Indore" }, topics: ["available-campaigns"] };
    expect(parseLiveEvent(JSON.stringify({ ...event, spreadMs: 30_000 }))).toEqual({
      ...event,
      spreadMs: 30_000,
    });
    for (const spreadMs of [0, -5, 1.5, 60_001, "100", null]) {
      expect(parseLiveEvent(JSON.stringify({ ...event, spreadMs })), String(spreadMs)).toEqual(
        event,
      );
    }
  });

  it("answers null when no known topic is left", () => {
    expect(parseLiveEvent(JSON.stringify({ to: { role: "admin" }, topics: [] }))).toBeNull();
    expect(
      parseLiveEvent(JSON.stringify({ to: { role: "admin" }, topics: ["secrets", "__proto__"] })),
    ).toBeNull();
  });

  it("drops any field beyond the audience and topics", () => {
    expect(
      parseLiveEvent(
        JSON.stringify({
          to: { profileId: "kiran", role: "admin", city: "Bhopal" },
          topics: ["wallet"],
          data: { balance: 105 },
        }),
      ),
    ).toEqual({ to: { profileId: "kiran" }, topics: ["wallet"] });
    expect(
      parseLiveEvent(
        JSON.stringify({ to: { role: "user", city: "Bhopal", phone: "+91" }, topics: ["wallet"] }),
      ),
    ).toEqual({ to: { role: "user", city: "Bhopal" }, topics: ["wallet"] });
  });

  it.each([
    "",
    "{",
    "undefined",
    "null",
    "true",
    "42",
    '"wallet"',
    "[]",
    '["wallet"]',
    "{}",
    '{"topics":["wallet"]}',
    '{"to":null,"topics":["wallet"]}',
    '{"to":"admin","topics":["wallet"]}',
    '{"to":{},"topics":["wallet"]}',
    '{"to":{"role":"admin"}}',
    '{"to":{"role":"admin"},"topics":"wallet"}',
    '{"to":{"role":"admin"},"topics":{"0":"wallet"}}',
    '{"to":{"role":"business"},"topics":["wallet"]}',
    '{"to":{"role":"user"},"topics":["wallet"]}',
    '{"to":{"role":"user","city":null},"topics":["wallet"]}',
    '{"to":{"role":"user","city":7},"topics":["wallet"]}',
    '{"to":{"profileId":7},"topics":["wallet"]}',
    '{"to":{"profileId":null},"topics":["wallet"]}',
    '{"to":["admin"],"topics":["wallet"]}',
    '[{"to":{"role":"admin"},"topics":["wallet"]}]',
  ])("answers null for %j", (payload) => {
    expect(parseLiveEvent(payload)).toBeNull();
  });

  it("never throws, and answers null or a valid event, for any string (property)", () => {
    fc.assert(
      fc.property(anyString, (payload) => {
        const parsed = parseLiveEvent(payload);
        expect(parsed === null || isValidEvent(parsed)).toBe(true);
      }),
    );
  });

  it("never throws, and answers null or a valid event, for any JSON (property)", () => {
    const shaped = fc.record(
      {
        to: fc.oneof(
          audience,
          fc.record(
            { profileId: fc.jsonValue(), role: fc.jsonValue(), city: fc.jsonValue() },
            {
              requiredKeys: [],
            },
          ),
          fc.jsonValue(),
        ),
        topics: fc.oneof(fc.array(fc.oneof(topic, fc.jsonValue())), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          shaped.map((value) => JSON.stringify(value)),
        ),
        (payload) => {
          const parsed = parseLiveEvent(payload);
          expect(parsed === null || isValidEvent(parsed)).toBe(true);
        },
      ),
    );
  });
});

describe("reconnectDelay", () => {
  const attempt = fc.oneof(
    fc.integer({ min: -5, max: 20 }),
    fc.double({ min: -5, max: 20 }),
    fc.double(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
  );

  it("waits 1, 2 and 5 seconds, then 10 seconds forever", () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100, 1e9, Number.MAX_SAFE_INTEGER].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(Number.POSITIVE_INFINITY)).toBe(10_000);
  });

  it("treats negative attempts as the first and rounds fractional ones down", () => {
    expect(reconnectDelay(-1)).toBe(1000);
    expect(reconnectDelay(-0.5)).toBe(1000);
    expect(reconnectDelay(Number.NEGATIVE_INFINITY)).toBe(1000);
    expect(reconnectDelay(0.9)).toBe(1000);
    expect(reconnectDelay(1.5)).toBe(2000);
    expect(reconnectDelay(2.999)).toBe(5000);
    expect(reconnectDelay(3.1)).toBe(10_000);
  });

  it("always answers one of the delays, never decreasing (property)", () => {
    fc.assert(
      fc.property(attempt, attempt, (a, b) => {
        expect(RECONNECT_DELAYS_MS).toContain(reconnectDelay(a));
        if (a <= b) expect(reconnectDelay(a)).toBeLessThanOrEqual(reconnectDelay(b));
      }),
    );
  });

  it("answers the first delay for an attempt that is not a number", () => {
    expect(reconnectDelay(Number.NaN)).toBe(1000);
  });
});
