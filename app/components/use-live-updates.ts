import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { type LiveTopic, reconnectDelay } from "~/events/live-events";

/**
 * Keeps a page current: listens to /events and, when a topic the page shows changes, reloads the
 * page's data (its loaders, with their guards). Reconnects after 1, 2, 5, then every 10 s, and
 * reloads once after a reconnect, since events sent while away are not replayed.
 * No topics: no stream (a page pauses updates while someone types into a form they reset).
 * `scope` reconnects the stream when who-hears-what changes (a reviewer's city, say).
 * While connected, <html data-live="on"> says so (tests wait for it).
 */
export function useLiveUpdates(topics: readonly LiveTopic[], scope = "") {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const topicList = topics.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: scope only triggers a reconnect.
  useEffect(() => {
    if (typeof EventSource === "undefined" || topicList === "") return;
    const wanted = new Set(topicList.split(","));
    let source: EventSource | null = null;
    let attempt = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let soon: ReturnType<typeof setTimeout> | undefined;
    const root = document.documentElement;
    // Several events of one change (review, wallet, campaign) become one reload.
    const refresh = () => {
      clearTimeout(soon);
      soon = setTimeout(() => void revalidate.current(), 150);
    };
    const connect = () => {
      const current = new EventSource("/events");
      source = current;
      current.addEventListener("open", () => {
        if (attempt > 0) refresh();
        attempt = 0;
        root.dataset.live = "on";
      });
      current.addEventListener("change", (event) => {
        try {
          const { topics: changed } = JSON.parse((event as MessageEvent<string>).data) as {
            topics: string[];
          };
          if (changed.some((topic) => wanted.has(topic))) refresh();
        } catch {
          // A malformed event is ignored; the next one or the next reconnect catches up.
        }
      });
      current.addEventListener("error", () => {
        current.close();
        delete root.dataset.live;
        if (stopped) return;
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
