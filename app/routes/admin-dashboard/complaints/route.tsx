import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { Complaints } from "../complaints";
import { ContactMessages } from "../contact-messages";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { loadComplaintsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage } from "../tab-route";
import { tabAction, tabLoader } from "../tab-route.server";
import type { Route } from "./+types/route";

/** `/admin/complaints`: grievances and contact messages (decision 124). */
export const loader = tabLoader(loadComplaintsTab);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export const action = tabAction(adminTabIntents.complaints);

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function ComplaintsTab({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  return (
    <>
      <Complaints {...loaderData.complaints} />
      <ContactMessages {...loaderData.contact} />
    </>
  );
}
