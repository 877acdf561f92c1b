import { requireRole } from "~/auth/guards.server";
import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { getRequestInfo, getServices } from "~/http/context.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { NextReviewLink } from "../admin-tabs";
import { DecisionTimes } from "../decision-times";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { ReviewQueue } from "../review-queue";
import { answerTabForm } from "../tab-action.server";
import { loadReviewsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage, useTabSections } from "../tab-route";
import type { Route } from "./+types/route";

/** `/admin/reviews`: the review queue, one card per review (decision 124). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  return loadReviewsTab(getServices(context).db, {
    adminId: profile.id,
    language: getRequestInfo(context).language,
    url: new URL(request.url),
  });
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action(args: Route.ActionArgs) {
  return answerTabForm(args, adminTabIntents.reviews);
}

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
