import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { RemovalAppeals } from "~/routes/_staff/removal-appeals/removal-appeals";
import { Appeals } from "../appeals";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { loadAppealsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage, useTabSections } from "../tab-route";
import { tabAction, tabLoader } from "../tab-route.server";
import type { Route } from "./+types/route";

/** `/admin/appeals`: suspended accounts' and removed reviews' appeals (decision 124). */
export const loader = tabLoader(loadAppealsTab);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export const action = tabAction(adminTabIntents.appeals);

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function AppealsTab({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  const appeals = useTabSections(loaderData.live)["appeal-queue"];
  return (
    <>
      <RemovalAppeals {...appeals.removals} />
      {appeals.appeals ? <Appeals {...appeals.appeals} /> : null}
    </>
  );
}
