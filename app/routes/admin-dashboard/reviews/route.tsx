import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { NextReviewLink } from "../admin-tabs";
import { DecisionTimes } from "../decision-times";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { ReviewQueue } from "../review-queue";
import { loadReviewsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage, useTabSections } from "../tab-route";
import { tabAction, tabLoader } from "../tab-route.server";
import type { Route } from "./+types/route";

/** `/admin/reviews`: the review queue, one card per review (decision 124). */
export const loader = tabLoader(loadReviewsTab);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export const action = tabAction(adminTabIntents.reviews);

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function ReviewsTab({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  const sections = useTabSections(loaderData.live);
  return (
    <>
      {loaderData.decisionTimes ? <DecisionTimes times={loaderData.decisionTimes} /> : null}
      <NextReviewLink />
      <ReviewQueue reviews={sections["review-queue"]} />
    </>
  );
}
