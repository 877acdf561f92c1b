import { useEffect } from "react";
import { type ShouldRevalidateFunctionArgs, useOutletContext } from "react-router";
import { loadFailureOf, useKeepLoaded } from "~/browser/keep-page-on-failure";
import { useFlashToast } from "~/components/use-flash-toast";
import { useSectionRefresh } from "~/components/use-live-sections";
import type { LiveTopic } from "~/events/live-events";
import type { LiveSections, SectionMap } from "~/events/live-sections";
import type { ActionResult } from "./admin-intents";

/*
 * What every admin tab's route does alike (decision 124): keep its page when a reload fails,
 * show its action's toast, reload after a refused decision, and refresh its live section when
 * the layout's one stream of events says its topic changed.
 */

/** What the `/admin` layout hands its tabs: a way to hear the live topics that changed. */
export type AdminOutlet = {
  listen: (onChange: (changed: LiveTopic[]) => void) => () => void;
};

/**
 * A decision refused because what it was made on changed or was decided meanwhile (409) loads
 * the page again, so the admin sees what is there now (decision 102); other refusals keep it.
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/**
 * A tab's page: remembers what it shows for a reload that fails (keep-page-on-failure.ts) and
 * shows that failure's toast, and the toast of a form sent before the page finished loading
 * (a plain post, answered as the action's data).
 */
export function useTabPage(loaderData: object, actionData: Partial<ActionResult> | undefined) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  useFlashToast(actionData?.toast);
}

/** A tab's live sections, refreshed when the layout hears one of their topics change. */
export function useTabSections<S extends SectionMap>(loaded: LiveSections<S>): S {
  const { sections, topics, refresh } = useSectionRefresh(loaded);
  const { listen } = useOutletContext<AdminOutlet>();
  const topicList = topics.join(",");
  useEffect(
    () =>
      listen((changed) => {
        const mine = changed.filter((topic) => topicList.split(",").includes(topic));
        if (mine.length > 0) refresh(mine);
      }),
    [listen, refresh, topicList],
  );
  return sections;
}
