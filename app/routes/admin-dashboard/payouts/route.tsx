import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { Payouts } from "../payouts";
import { ProviderPayouts } from "../provider-payouts";
import { loadPayoutsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage, useTabSections } from "../tab-route";
import { tabAction, tabLoader } from "../tab-route.server";
import type { Route } from "./+types/route";

/** `/admin/payouts`: payouts to pay or send, and what was paid (decision 124). */
export const loader = tabLoader(loadPayoutsTab);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export const action = tabAction(adminTabIntents.payouts);

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function PayoutsTab({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  const payouts = useTabSections(loaderData.live)["payout-queue"];
  return (
    <>
      {payouts.provider ? <ProviderPayouts {...payouts.provider} /> : null}
      <Payouts
        pending={payouts.pending}
        processed={payouts.processed}
        required={payouts.required}
        byProvider={payouts.provider !== null}
      />
    </>
  );
}
