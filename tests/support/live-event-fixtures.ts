/**
 * The live-event tests' world: a database with an event bus, a recorder of what it hears, and
 * builders of campaigns, reviews and earnings.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll } from "vitest";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { createEventBus, type EventBus, publishEvents } from "~/events/bus.server";
import type { LiveEvent } from "~/events/live-events";
import { honestText, insertActiveCampaigns, insertPendingReviews, minuteClock } from "./campaigns";
import { createTestDatabase, type TestDatabase } from "./database";
import { expectLedgerBalanced } from "./ledger";
import { profileMaker } from "./profiles";

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** How long any event may take to arrive before the test fails (never a fixed sleep). */
export const ARRIVAL_TIMEOUT_MS = 10_000;

export let testDb: TestDatabase;
export let bus: EventBus;
export let heard: Recorder;
export let admin: { id: string };

/** Gives the test file its own database and event bus, and checks every wallet after each test. */
export function setUpLiveEventsDatabase() {
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
}

type Recorder = {
  /** Every event this subscription heard, in order. */
  events: LiveEvent[];
  /** Resolves with the index of the first event (from `from` on) that passes `test`. */
  arrival(test: (event: LiveEvent) => boolean, from?: number): Promise<number>;
  stop(): void;
};

/** Subscribes to a bus and records what it hears; arrivals are awaited, never slept for. */
export function record(source: EventBus): Recorder {
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
export function marker(): LiveEvent {
  return { to: { profileId: `marker-${randomUUID()}` }, topics: ["wallet"] };
}

export function isEvent(expected: LiveEvent) {
  const text = JSON.stringify(expected);
  return (event: LiveEvent) => JSON.stringify(event) === text;
}

/**
 * Publishes a committed marker and waits until every recorder hears it. PostgreSQL delivers
 * notifications in commit order, so whatever committed earlier has arrived by then too.
 */
export async function sync(recorders: Recorder[] = [heard]): Promise<number[]> {
  const sent = marker();
  const from = recorders.map((recorder) => recorder.events.length);
  await publishEvents(testDb.db, [sent]);
  return Promise.all(
    recorders.map((recorder, index) => recorder.arrival(isEvent(sent), from[index])),
  );
}

/** Exactly the events that `action` published and committed (between two markers). */
export async function eventsOf(action: () => Promise<unknown>): Promise<LiveEvent[]> {
  const [start = 0] = await sync();
  await action();
  const [end = 0] = await sync();
  return heard.events.slice(start + 1, end);
}

const profileMade = profileMaker({
  database: () => testDb,
  firstPhone: 7500000000,
  username: true,
});
export const newProfile = profileMade.newProfile;
const phoneCounter = profileMade.phones.current;

export async function newReviewer(city = "Bhopal") {
  return newProfile("user", {
    city,
    reviewerName: `Kiran ${phoneCounter() + 1}`,
    reviewerEmail: `kiran${phoneCounter() + 1}@example.in`,
  });
}

export const tick = minuteClock("2026-12-01T04:30:00Z");

export const reviewText = honestText;

/**
 * Active campaigns inserted directly (their own rules are tested elsewhere), as in the payouts
 * and reviews integration tests.
 */
export async function activeCampaigns(
  business: { id: string },
  count: number,
  options: { city?: string; target?: number } = {},
) {
  return insertActiveCampaigns(testDb, business, count, options);
}

export async function pendingReviews(reviewer: { id: string }, campaignIds: string[]) {
  return insertPendingReviews(testDb, reviewer, campaignIds, 4);
}

export async function approved(reviewId: string) {
  const result = await approveReview(testDb.db, { reviewId, adminId: admin.id, now: tick() });
  if (!result.ok) throw new Error(`approval refused: ${result.reason}`);
  return result.review;
}

/** Earns `rupees` (a number of rewards) the real way: reviews approved by approveReview. */
export async function earn(reviewer: { id: string }, rupees: number) {
  const business = await newProfile("business");
  const created = await activeCampaigns(business, rupees / REWARD_PER_REVIEW);
  const pending = await pendingReviews(
    reviewer,
    created.map((campaign) => campaign.id),
  );
  for (const review of pending) await approved(review.id);
}

/** A business with one active Bhopal campaign (two slots) and a pending review of `reviewer`. */
export async function pendingReviewOf(reviewer: { id: string }) {
  const business = await newProfile("business", { city: "Bhopal" });
  const [campaign] = await activeCampaigns(business, 1, { target: 2 });
  if (!campaign) throw new Error("no campaign");
  const [review] = await pendingReviews(reviewer, [campaign.id]);
  if (!review) throw new Error("no review");
  return { business, campaign, review };
}
