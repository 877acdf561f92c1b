import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createEventBus, EVENTS_CHANNEL, publishEvents } from "~/events/bus.server";
import type { LiveEvent } from "~/events/live-events";
import { logger } from "~/logging/logger.server";
import {
  ARRIVAL_TIMEOUT_MS,
  bus,
  eventsOf,
  heard,
  isEvent,
  marker,
  onPostgres,
  record,
  setUpLiveEventsDatabase,
  sync,
  testDb,
} from "../../support/live-event-fixtures";

setUpLiveEventsDatabase();

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
