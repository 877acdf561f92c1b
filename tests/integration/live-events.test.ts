import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listenOnPostgres } from "~/db/client.server";
import { campaigns, profiles, type Role, reviews } from "~/db/schema";
import { PRICE_PER_REVIEW, REWARD_PER_REVIEW } from "~/domain/money";
import { requestPayout } from "~/domain/payouts.server";
import { approveReview, rejectReview } from "~/domain/review-moderation.server";
import { submitReview, withdrawReview } from "~/domain/reviews.server";
import { createEventBus, EVENTS_CHANNEL, type EventBus, publishEvents } from "~/events/bus.server";
import { canReceive, type LiveEvent, type Viewer } from "~/events/live-events";
import { logger } from "~/logging/logger.server";
import { createDiskStorage } from "~/storage/storage.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { expectLedgerBalanced } from "../support/ledger";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** How long any event may take to arrive before the test fails (never a fixed sleep). */
const ARRIVAL_TIMEOUT_MS = 10_000;

let testDb: TestDatabase;
let bus: EventBus;
let heard: Recorder;
let admin: { id: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  bus = await createEventBus({ listen: testDb.listen });
  heard = record(bus);
  admin = await newProfile("admin");
});
afterAll(async () => {
  heard?.stop();
  await bus?.close();
  await testDb.close();
});
// SPEC §3: after every test, every wallet equals the sum of its ledger rows.
afterEach(() => expectLedgerBalanced(testDb.db));

type Recorder = {
  /** Every event this subscription heard, in order. */
  events: LiveEvent[];
  /** Resolves with the index of the first event (from `from` on) that passes `test`. */
  arrival(test: (event: LiveEvent) => boolean, from?: number): Promise<number>;
  stop(): void;
};

/** Subscribes to a bus and records what it hears; arrivals are awaited, never slept for. */
function record(source: EventBus): Recorder {
  const events: LiveEvent[] = [];
  const waiting = new Set<{
    test: (event: LiveEvent) => boolean;
    found: (index: number) => void;
  }>();
  const stop = source.subscribe((event) => {
    events.push(event);
    for (const waiter of waiting) {
      if (waiter.test(event)) waiter.found(events.length - 1);
    }
  });
  return {
    events,
    arrival(test, from = 0) {
      const earlier = events.findIndex((event, index) => index >= from && test(event));
      if (earlier >= 0) return Promise.resolve(earlier);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(waiter);
          reject(new Error(`no matching event within ${ARRIVAL_TIMEOUT_MS} ms`));
        }, ARRIVAL_TIMEOUT_MS);
        const waiter = {
          test,
          found: (index: number) => {
            clearTimeout(timer);
            waiting.delete(waiter);
            resolve(index);
          },
        };
        waiting.add(waiter);
      });
    },
    stop,
  };
}

/** An event nobody else sends: its audience is a profile id made up for it. */
function marker(): LiveEvent {
  return { to: { profileId: `marker-${randomUUID()}` }, topics: ["wallet"] };
}

function isEvent(expected: LiveEvent) {
  const text = JSON.stringify(expected);
  return (event: LiveEvent) => JSON.stringify(event) === text;
}

/**
 * Publishes a committed marker and waits until every recorder hears it. PostgreSQL delivers
 * notifications in commit order, so whatever committed earlier has arrived by then too.
 */
async function sync(recorders: Recorder[] = [heard]): Promise<number[]> {
  const sent = marker();
  const from = recorders.map((recorder) => recorder.events.length);
  await publishEvents(testDb.db, [sent]);
  return Promise.all(
    recorders.map((recorder, index) => recorder.arrival(isEvent(sent), from[index])),
  );
}

/** Exactly the events that `action` published and committed (between two markers). */
async function eventsOf(action: () => Promise<unknown>): Promise<LiveEvent[]> {
  const [start = 0] = await sync();
  await action();
  const [end = 0] = await sync();
  return heard.events.slice(start + 1, end);
}

let phoneCounter = 7500000000;
async function newProfile(role: Role, values: Partial<typeof profiles.$inferInsert> = {}) {
  phoneCounter += 1;
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: `+91${phoneCounter}`, role, username: `${role}${phoneCounter}`, ...values })
    .returning();
  if (!row) throw new Error("no profile");
  return row;
}

async function newReviewer(city = "Bhopal") {
  return newProfile("user", {
    city,
    reviewerName: `Kiran ${phoneCounter + 1}`,
    reviewerEmail: `kiran${phoneCounter + 1}@example.in`,
  });
}

let clock = Date.parse("2026-12-01T04:30:00Z");
function tick() {
  clock += 60_000;
  return new Date(clock);
}

const reviewText = Array.from({ length: 30 }, () => "honest").join(" ");

/**
 * Active campaigns inserted directly (their own rules are tested elsewhere), as in the payouts
 * and reviews integration tests.
 */
async function activeCampaigns(
  business: { id: string },
  count: number,
  options: { city?: string; target?: number } = {},
) {
  return testDb.db
    .insert(campaigns)
    .values(
      Array.from({ length: count }, () => ({
        businessId: business.id,
        businessName: "Sharma Sweets",
        mapsLink: "https://maps.app.goo.gl/sharma",
        city: options.city ?? "Bhopal",
        targetReviews: options.target ?? 1,
        cost: PRICE_PER_REVIEW * (options.target ?? 1),
        status: "active" as const,
        distributionDays: 1,
        distributionSchedule: [options.target ?? 1],
        startDate: new Date("2026-11-22T04:00:00Z"),
      })),
    )
    .returning({ id: campaigns.id, city: campaigns.city });
}

async function pendingReviews(reviewer: { id: string }, campaignIds: string[]) {
  return testDb.db
    .insert(reviews)
    .values(
      campaignIds.map((campaignId) => ({
        campaignId,
        userId: reviewer.id,
        reviewText,
        rating: 4,
        proof: `proofs/${randomUUID()}.webp`,
        reviewerName: "Kiran",
        reviewerEmail: "kiran@example.in",
      })),
    )
    .returning({ id: reviews.id });
}

async function approved(reviewId: string) {
  const result = await approveReview(testDb.db, { reviewId, adminId: admin.id, now: tick() });
  if (!result.ok) throw new Error(`approval refused: ${result.reason}`);
  return result.review;
}

/** Earns `rupees` the real way: ₹5 reviews approved by approveReview. */
async function earn(reviewer: { id: string }, rupees: number) {
  const business = await newProfile("business");
  const created = await activeCampaigns(business, rupees / REWARD_PER_REVIEW);
  const pending = await pendingReviews(
    reviewer,
    created.map((campaign) => campaign.id),
  );
  for (const review of pending) await approved(review.id);
}

/** A business with one active Bhopal campaign (two slots) and a pending review of `reviewer`. */
async function pendingReviewOf(reviewer: { id: string }) {
  const business = await newProfile("business", { city: "Bhopal" });
  const [campaign] = await activeCampaigns(business, 1, { target: 2 });
  if (!campaign) throw new Error("no campaign");
  const [review] = await pendingReviews(reviewer, [campaign.id]);
  if (!review) throw new Error("no review");
  return { business, campaign, review };
}

describe("the event bus", () => {
  it("delivers an event published in a committed transaction exactly once", async () => {
    const sent: LiveEvent = { to: { profileId: randomUUID() }, topics: ["my-reviews", "wallet"] };

    const events = await eventsOf(() =>
      testDb.db.transaction(async (tx) => {
        await publishEvents(tx, [sent]);
      }),
    );

    expect(events).toEqual([sent]);
  });

  it("delivers the events of one transaction in the order they were published", async () => {
    const sent: LiveEvent[] = [
      { to: { profileId: randomUUID() }, topics: ["wallet"] },
      { to: { role: "admin" }, topics: ["payout-queue"] },
      { to: { role: "user", city: "Indore" }, topics: ["available-campaigns"] },
    ];

    const events = await eventsOf(() =>
      testDb.db.transaction(async (tx) => {
        await publishEvents(tx, sent);
      }),
    );

    expect(events).toEqual(sent);
  });

  it("never delivers an event whose transaction rolls back", async () => {
    const lost: LiveEvent = { to: { profileId: `lost-${randomUUID()}` }, topics: ["wallet"] };
    const alsoLost: LiveEvent = { to: { profileId: `lost-${randomUUID()}` }, topics: ["wallet"] };
    const start = heard.events.length;

    await expect(
      testDb.db.transaction(async (tx) => {
        await publishEvents(tx, [lost]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expect(
      testDb.db.transaction(async (tx) => {
        await publishEvents(tx, [alsoLost]);
        tx.rollback();
      }),
    ).rejects.toThrow();
    // A later committed marker arrives after anything committed before it; the lost ones never do.
    const [end = 0] = await sync();

    const after = heard.events.slice(start, end + 1);
    expect(after.filter(isEvent(lost))).toEqual([]);
    expect(after.filter(isEvent(alsoLost))).toEqual([]);
  });

  it("drops an event of a rolled-back savepoint but keeps the committed rest", async () => {
    const kept: LiveEvent = { to: { profileId: `kept-${randomUUID()}` }, topics: ["wallet"] };
    const lost: LiveEvent = { to: { profileId: `lost-${randomUUID()}` }, topics: ["wallet"] };

    const events = await eventsOf(() =>
      testDb.db.transaction(async (tx) => {
        await publishEvents(tx, [kept]);
        await expect(
          tx.transaction(async (inner) => {
            await publishEvents(inner, [lost]);
            throw new Error("inner failure");
          }),
        ).rejects.toThrow("inner failure");
      }),
    );

    expect(events).toEqual([kept]);
  });

  it("ignores malformed notifications on its channel, and other channels", async () => {
    const events = await eventsOf(async () => {
      for (const payload of [
        "",
        "not json",
        "null",
        JSON.stringify({ to: { role: "admin" }, topics: ["secrets"] }),
        JSON.stringify({ to: { role: "business" }, topics: ["wallet"] }),
      ]) {
        await testDb.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      }
      await testDb.db.execute(
        sql`select pg_notify('reviewkaro_other', ${JSON.stringify(marker())})`,
      );
      await testDb.db.execute(
        sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({
          to: { role: "admin" },
          topics: ["secrets", "review-queue"],
          data: { phone: "+919876543210" },
        })})`,
      );
    });

    expect(events).toEqual([{ to: { role: "admin" }, topics: ["review-queue"] }]);
  });

  it("keeps delivering to other listeners when one throws, and stops after unsubscribe", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const failing = bus.subscribe(() => {
      throw new Error("listener broke");
    });
    const quiet = record(bus);
    expect(bus.size()).toBe(3);
    try {
      const first = marker();
      await publishEvents(testDb.db, [first]);
      await quiet.arrival(isEvent(first));
      await heard.arrival(isEvent(first));
      expect(errors).toHaveBeenCalledWith({ err: expect.any(Error) }, "live event listener failed");

      quiet.stop();
      failing();
      expect(bus.size()).toBe(1);
      const second = marker();
      await publishEvents(testDb.db, [second]);
      await heard.arrival(isEvent(second));
      expect(quiet.events.filter(isEvent(second))).toEqual([]);
    } finally {
      quiet.stop();
      failing();
      errors.mockRestore();
    }
  });

  it("delivers one event to two buses, each on its own connection (two server processes)", async () => {
    const listeningBackends = async () => {
      const [row] = await testDb.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and query = ${`listen ${EVENTS_CHANNEL}`}`);
      return Number(row?.count);
    };
    const before = onPostgres ? await listeningBackends() : 0;
    const first = await createEventBus({ listen: testDb.listen });
    const second = await createEventBus({ listen: testDb.listen });
    const one = record(first);
    const two = record(second);
    try {
      if (onPostgres) expect(await listeningBackends()).toBe(before + 2);
      const sent: LiveEvent = { to: { role: "admin" }, topics: ["review-queue"] };
      const start = [one.events.length, two.events.length, heard.events.length];

      await testDb.db.transaction((tx) => publishEvents(tx, [sent]));
      const ends = await sync([one, two, heard]);

      for (const [index, recorder] of [one, two, heard].entries()) {
        const window = recorder.events.slice(start[index], ends[index]);
        expect(window.filter(isEvent(sent))).toHaveLength(1);
      }

      // Closing one process's bus leaves the other one listening.
      await first.close();
      expect(first.size()).toBe(0);
      if (onPostgres) {
        await vi.waitFor(async () => expect(await listeningBackends()).toBe(before + 1), {
          timeout: ARRIVAL_TIMEOUT_MS,
        });
      }
      const heardByOne = one.events.length;
      const [afterClose = 0] = await sync([two]);
      expect(two.events[afterClose]?.to).toMatchObject({ profileId: expect.any(String) });
      expect(one.events).toHaveLength(heardByOne);
    } finally {
      one.stop();
      two.stop();
      await first.close();
      await second.close();
    }
  });
});

describe("the PostgreSQL listener", () => {
  it("tells every stream when events may have been missed, and no longer after it unsubscribes", async () => {
    let gap = () => {};
    const handle = {
      listen: async (
        _channel: string,
        _onMessage: (payload: string) => void,
        onGap?: () => void,
      ) => {
        gap = onGap ?? gap;
        return async () => {};
      },
    };
    const gapBus = await createEventBus(handle);
    const told: string[] = [];
    const first = gapBus.subscribe(
      () => {},
      undefined,
      () => told.push("first"),
    );
    gapBus.subscribe(
      () => {},
      undefined,
      () => told.push("second"),
    );
    gap();
    expect(told).toEqual(["first", "second"]);
    first();
    gap();
    expect(told).toEqual(["first", "second", "second"]);
    await gapBus.close();
    gap();
    expect(told).toHaveLength(3);
  });

  // Only a server can drop a connection; the embedded database has no LISTEN connection to lose.
  if (onPostgres) {
    it("comes back after the server drops its connection, and then says events may be missed", async () => {
      const server = process.env.TEST_DATABASE_URL as string;
      const channel = `reviewkaro_reconnect_${randomUUID().slice(0, 8)}`;
      const payloads: string[] = [];
      let gaps = 0;
      const stop = await listenOnPostgres(
        server,
        channel,
        (payload) => payloads.push(payload),
        () => {
          gaps += 1;
        },
      );
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      try {
        const dropped = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query = $1",
          [`listen ${channel}`],
        );
        expect(dropped.rowCount).toBe(1);
        await vi.waitFor(() => expect(gaps).toBe(1), { timeout: ARRIVAL_TIMEOUT_MS });
        await admin.query("select pg_notify($1, 'after the drop')", [channel]);
        await vi.waitFor(() => expect(payloads).toEqual(["after the drop"]), {
          timeout: ARRIVAL_TIMEOUT_MS,
        });
      } finally {
        await admin.end();
        await stop();
      }
    });
  }

  it("leaves no connection or retry behind when it cannot connect at first", async () => {
    // A database that does not exist (or, without a server, a port nobody listens on): the
    // first connect fails, the caller is told, and nothing keeps trying behind its back.
    const server = process.env.TEST_DATABASE_URL;
    const url = server ? new URL(server) : new URL("postgresql://postgres@127.0.0.1:1/none");
    if (server) url.pathname = `/reviewkaro_missing_${randomUUID().slice(0, 8)}`;
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      await expect(listenOnPostgres(url.toString(), EVENTS_CHANNEL, () => {})).rejects.toThrow();
      // Let the failed socket finish closing (its 'end' is what used to schedule a retry).
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("domain events", () => {
  it("submitReview tells the author's other pages, the business and the admins; the city only when it took the last slot", async () => {
    const business = await newProfile("business", { city: "Bhopal" });
    const [roomy] = await activeCampaigns(business, 1, { target: 100 });
    const [single] = await activeCampaigns(business, 1, { target: 1 });
    if (!roomy || !single) throw new Error("no campaign");
    const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-events-proof-"));
    try {
      const proof = await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      const submit = (reviewer: { id: string }, campaignId: string) =>
        eventsOf(async () => {
          const result = await submitReview(
            testDb.db,
            { storage: createDiskStorage({ dir }), now: () => new Date("2026-11-22T06:00:00Z") },
            { userId: reviewer.id, campaignId, rating: 2, reviewText, proof },
          );
          if (!result.ok) throw new Error(result.reason);
        });
      const author = await newReviewer("Bhopal");
      expect(await submit(author, roomy.id)).toEqual([
        { to: { profileId: author.id }, topics: ["my-reviews", "available-campaigns"] },
        { to: { role: "admin" }, topics: ["review-queue"] },
        { to: { profileId: business.id }, topics: ["my-campaigns"] },
      ]);
      const last = await newReviewer("Bhopal");
      expect(await submit(last, single.id)).toEqual([
        { to: { profileId: last.id }, topics: ["my-reviews", "available-campaigns"] },
        { to: { role: "admin" }, topics: ["review-queue"] },
        { to: { profileId: business.id }, topics: ["my-campaigns"] },
        { to: { role: "user", city: "Bhopal" }, topics: ["available-campaigns"] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("approveReview tells only the reviewer, the business and the admins: the city's other reviewers hear nothing", async () => {
    const reviewer = await newReviewer("Bhopal");
    const neighbour = await newReviewer("Bhopal");
    const elsewhere = await newReviewer("Indore");
    const { business, campaign, review } = await pendingReviewOf(reviewer);
    const [neighbourReview] = await pendingReviews(neighbour, [campaign.id]);
    const otherBusiness = await newProfile("business", { city: "Bhopal" });

    const events = await eventsOf(() => approved(review.id));

    expect(events).toEqual([
      { to: { profileId: reviewer.id }, topics: ["my-reviews", "wallet"] },
      { to: { role: "admin" }, topics: ["review-queue"] },
      { to: { profileId: business.id }, topics: ["my-campaigns"] },
    ]);
    // Events say who and what changed, never the data or anybody else.
    const text = JSON.stringify(events);
    for (const secret of [neighbour.id, elsewhere.id, otherBusiness.id, admin.id]) {
      expect(text).not.toContain(secret);
    }
    for (const data of [review.id, campaign.id, neighbourReview?.id, reviewer.phone, "Kiran"]) {
      expect(text).not.toContain(data);
    }
    // What each person's stream would carry.
    const topicsFor = (profile: { id: string; role: Role; city: string | null }) => {
      const viewer: Viewer = { id: profile.id, role: profile.role, city: profile.city };
      return events.filter((event) => canReceive(viewer, event)).flatMap((event) => event.topics);
    };
    expect(topicsFor(reviewer)).toEqual(["my-reviews", "wallet"]);
    expect(topicsFor(neighbour)).toEqual([]);
    expect(topicsFor(elsewhere)).toEqual([]);
    expect(topicsFor(business)).toEqual(["my-campaigns"]);
    expect(topicsFor(otherBusiness)).toEqual([]);
    expect(topicsFor({ ...admin, role: "admin", city: null })).toEqual(["review-queue"]);
  });

  it("a rejection or withdrawal tells the city only when it reopens a full campaign", async () => {
    const business = await newProfile("business", { city: "Bhopal" });
    const [full] = await activeCampaigns(business, 1, { target: 1 });
    const [roomy] = await activeCampaigns(business, 1, { target: 5 });
    if (!full || !roomy) throw new Error("no campaign");
    const first = await newReviewer("Bhopal");
    const second = await newReviewer("Bhopal");
    const [fullReview] = await pendingReviews(first, [full.id]);
    const [roomyReview] = await pendingReviews(second, [roomy.id]);
    if (!fullReview || !roomyReview) throw new Error("no review");
    const cityEvent = { to: { role: "user", city: "Bhopal" }, topics: ["available-campaigns"] };

    const reopened = await eventsOf(async () => {
      const result = await rejectReview(testDb.db, {
        reviewId: fullReview.id,
        adminId: admin.id,
        reason: "Please upload the bill",
      });
      if (!result.ok) throw new Error(result.reason);
    });
    expect(reopened).toContainEqual(cityEvent);
    expect(reopened).toContainEqual({ to: { profileId: first.id }, topics: ["my-reviews"] });

    const stillOpen = await eventsOf(async () => {
      const result = await withdrawReview(testDb.db, {
        userId: second.id,
        reviewId: roomyReview.id,
      });
      if (!result.ok) throw new Error(result.reason);
    });
    expect(stillOpen).not.toContainEqual(cityEvent);
    expect(stillOpen).toContainEqual({ to: { profileId: business.id }, topics: ["my-campaigns"] });
  });

  it("a refused or repeated approval publishes nothing", async () => {
    const reviewer = await newReviewer();
    const { review } = await pendingReviewOf(reviewer);
    await approved(review.id);

    const events = await eventsOf(async () => {
      expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
        ok: true,
        review: expect.objectContaining({ id: review.id }),
        repeated: true,
      });
      expect(await approveReview(testDb.db, { reviewId: randomUUID(), adminId: admin.id })).toEqual(
        { ok: false, reason: "not_found" },
      );
      expect(await approveReview(testDb.db, { reviewId: review.id, adminId: reviewer.id })).toEqual(
        { ok: false, reason: "not_admin" },
      );
    });

    expect(events).toEqual([]);
  });

  it("an approval inside an outer transaction that rolls back publishes nothing", async () => {
    const reviewer = await newReviewer();
    const { review } = await pendingReviewOf(reviewer);

    const events = await eventsOf(() =>
      expect(
        testDb.db.transaction(async (tx) => {
          const result = await approveReview(tx, { reviewId: review.id, adminId: admin.id });
          expect(result.ok).toBe(true);
          throw new Error("outer failure");
        }),
      ).rejects.toThrow("outer failure"),
    );

    expect(events).toEqual([]);
    // The approval itself rolled back too: approving now succeeds and is announced.
    const again = await eventsOf(() => approved(review.id));
    expect(again).toContainEqual({
      to: { profileId: reviewer.id },
      topics: ["my-reviews", "wallet"],
    });
  });

  it("requestPayout tells the reviewer's wallet and the admins' payout queue", async () => {
    const reviewer = await newReviewer();
    const other = await newReviewer();
    await earn(reviewer, 100);

    const events = await eventsOf(async () => {
      const result = await requestPayout(testDb.db, {
        userId: reviewer.id,
        upiId: "kiran@okaxis",
        now: tick(),
      });
      expect(result.ok).toBe(true);
    });

    expect(events).toEqual([
      { to: { profileId: reviewer.id }, topics: ["wallet"] },
      { to: { role: "admin" }, topics: ["payout-queue"] },
    ]);
    expect(JSON.stringify(events)).not.toContain(other.id);
  });

  it("a refused payout request publishes nothing", async () => {
    const poor = await newReviewer();
    await earn(poor, 95);
    const pending = await newReviewer();
    await earn(pending, 100);
    const first = await requestPayout(testDb.db, { userId: pending.id, upiId: "kiran@okaxis" });
    expect(first.ok).toBe(true);

    const events = await eventsOf(async () => {
      expect(await requestPayout(testDb.db, { userId: poor.id, upiId: "kiran@okaxis" })).toEqual({
        ok: false,
        reason: "below_minimum",
      });
      expect(await requestPayout(testDb.db, { userId: pending.id, upiId: "kiran@okaxis" })).toEqual(
        { ok: false, reason: "pending_exists" },
      );
      expect(await requestPayout(testDb.db, { userId: poor.id, upiId: "kiran" })).toEqual({
        ok: false,
        reason: "upi_invalid",
      });
      expect(await requestPayout(testDb.db, { userId: admin.id, upiId: "kiran@okaxis" })).toEqual({
        ok: false,
        reason: "not_reviewer",
      });
    });

    expect(events).toEqual([]);
  });
});
