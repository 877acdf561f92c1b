import { sql } from "drizzle-orm";
import type { DatabaseHandle, DbOrTx } from "~/db/client.server";
import { logger } from "~/logging/logger.server";
import { type LiveEvent, parseLiveEvent } from "./live-events";

export const EVENTS_CHANNEL = "reviewkaro_events";

/**
 * Announces changes with NOTIFY. Called inside the transaction that makes the change, so the
 * event goes out when (and only if) it commits, to every server process on this database.
 */
export async function publishEvents(db: DbOrTx, events: LiveEvent[]): Promise<void> {
  for (const event of events) {
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  }
}

export type EventBus = {
  /**
   * Calls `listener` for every event any process publishes, `onClose` when the bus closes (the
   * server is stopping: the stream should end), and `onGap` when events may have been missed (the
   * database connection that listens came back after a drop); returns the unsubscribe.
   */
  subscribe(
    listener: (event: LiveEvent) => void,
    onClose?: () => void,
    onGap?: () => void,
  ): () => void;
  /** How many streams listen in this process (for tests and the health of the process). */
  size(): number;
  close(): Promise<void>;
};

/** One LISTEN per process, fanned out to every open stream in it. */
export async function createEventBus(database: Pick<DatabaseHandle, "listen">): Promise<EventBus> {
  const listeners = new Set<(event: LiveEvent) => void>();
  const closers = new Map<(event: LiveEvent) => void, () => void>();
  const gapWatchers = new Map<(event: LiveEvent) => void, () => void>();
  let closed = false;
  const each = (calls: Iterable<() => void>) => {
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        logger.error({ err: error }, "live event listener failed");
      }
    }
  };
  const stop = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      const event = parseLiveEvent(payload);
      if (!event) return;
      each([...listeners].map((listener) => () => listener(event)));
    },
    () => each([...gapWatchers.values()]),
  );
  return {
    subscribe(listener, onClose, onGap) {
      listeners.add(listener);
      if (onClose) closers.set(listener, onClose);
      if (onGap) gapWatchers.set(listener, onGap);
      return () => {
        listeners.delete(listener);
        closers.delete(listener);
        gapWatchers.delete(listener);
      };
    },
    size: () => listeners.size,
    async close() {
      if (closed) return;
      closed = true;
      const ending = [...closers.values()];
      listeners.clear();
      closers.clear();
      gapWatchers.clear();
      for (const end of ending) end();
      await stop();
    },
  };
}
