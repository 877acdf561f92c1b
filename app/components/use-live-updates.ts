import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { COALESCE_MS, type LiveTopic, MAX_SPREAD_MS, reconnectDelay } from "~/events/live-events";

/**
 * Keeps a page current: listens to /events and, when a topic the page shows changes, reloads the
 * page's data (its loaders, with their guards), or hands the changed topics to `onChange` (a page
 * that reloads only the sections they name, see useLiveSections). Reconnects after 1, 2, 5, then
 * every 10 s, and reloads everything the page shows once after a reconnect, since events sent
 * while away are not replayed (and likewise on a `resync` event: the server's own database
 * listener was away).
 * A stream the server refuses (a session that ended) reloads the page once, so its guard can
 * send the person to sign in.
 * No topics: no stream (a page pauses updates while someone types into a form they reset).
 * `scope` reconnects the stream when who-hears-what changes (a reviewer's city, say).
 * While connected, <html data-live="on"> says so (tests wait for it).
 */
export function useLiveUpdates(
  topics: readonly LiveTopic[],
  options: { scope?: string; onChange?: (changed: LiveTopic[]) => void } = {},
) {
  const { scope = "", onChange } = options;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const changed = useRef(onChange);
  changed.current = onChange;
  const topicList = topics.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: scope only triggers a reconnect.
  useEffect(() => {
    if (typeof EventSource === "undefined" || topicList === "") return;
    const wanted = new Set(topicList.split(",") as LiveTopic[]);
    let source: EventSource | null = null;
    let attempt = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let soon: ReturnType<typeof setTimeout> | undefined;
    const root = document.documentElement;
    let heard = new Set<LiveTopic>();
    let reconnected = false;
    let reloadedOnRefusal = false;
    // Every change heard within COALESCE_MS of the first becomes one reload (never postponed
    // further by a steady flow of events); an event many pages hear spreads the reloads.
    const refresh = (topics: LiveTopic[] | "reconnected", spreadMs = 0) => {
      if (topics === "reconnected") reconnected = true;
      else for (const topic of topics) heard.add(topic);
      if (soon !== undefined) return;
      const delay = COALESCE_MS + (spreadMs > 0 ? Math.floor(Math.random() * spreadMs) : 0);
      soon = setTimeout(() => {
        soon = undefined;
        // After a reconnect every topic may have changed: events sent while away are not replayed.
        const topicsHeard = reconnected ? [...wanted] : [...heard];
        heard = new Set();
        reconnected = false;
        if (changed.current) changed.current(topicsHeard);
        else void revalidate.current();
      }, delay);
    };
    const connect = () => {
      const current = new EventSource("/events");
      source = current;
      current.addEventListener("open", () => {
        if (attempt > 0) refresh("reconnected");
        attempt = 0;
        reloadedOnRefusal = false;
        root.dataset.live = "on";
      });
      current.addEventListener("change", (event) => {
        try {
          const { topics, spreadMs } = JSON.parse((event as MessageEvent<string>).data) as {
            topics: string[];
            spreadMs?: number;
          };
          const mine = topics.filter((topic): topic is LiveTopic => wanted.has(topic as LiveTopic));
          const spread = typeof spreadMs === "number" ? Math.min(spreadMs, MAX_SPREAD_MS) : 0;
          if (mine.length > 0) refresh(mine, spread);
        } catch {
          // A malformed event is ignored; the next one or the next reconnect catches up.
        }
      });
      // The server's own link to the database came back: events may have been missed.
      current.addEventListener("resync", () => refresh("reconnected"));
      current.addEventListener("error", () => {
        // CLOSED (not CONNECTING) means the server answered, but not with a stream: most often
        // 401, a session that ended. Reloading the page once lets its guard send the person to
        // /login, instead of asking for a stream that will never come.
        const refused = current.readyState === EventSource.CLOSED;
        current.close();
        delete root.dataset.live;
        if (stopped) return;
        if (refused && !reloadedOnRefusal) {
          reloadedOnRefusal = true;
          void revalidate.current();
        }
        retry = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(soon);
      source?.close();
      delete root.dataset.live;
    };
  }, [topicList, scope]);
}
