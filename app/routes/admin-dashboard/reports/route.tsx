import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { Reports } from "../reports";
import { loadReportsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage } from "../tab-route";
import { tabAction, tabLoader } from "../tab-route.server";
import type { Route } from "./+types/route";

/** `/admin/reports`: reviews reported or disputed (decision 124). */
export const loader = tabLoader(loadReportsTab);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export const action = tabAction(adminTabIntents.reports);

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function ReportsTab({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  return <Reports {...loaderData.reports} />;
}
