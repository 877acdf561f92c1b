import { keepPageOnFailure, keepPageOnLoadFailure } from "~/browser/keep-page-on-failure";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { CampaignsTab } from "../campaigns";
import { adminTabIntents } from "../intents/admin-intent-table.server";
import { RefundsNeedingAttention } from "../refunds-attention";
import { loadCampaignsTab } from "../tab-pages.server";
import { shouldRevalidate, useTabPage, useTabSections } from "../tab-route";
import { tabAction, tabLoader } from "../tab-route.server";
import type { Route } from "./+types/route";

/** `/admin/campaigns`: campaigns to approve, all campaigns, edits and refunds (decision 124). */
export const loader = tabLoader(loadCampaignsTab);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export const action = tabAction(adminTabIntents.campaigns);

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export { shouldRevalidate };

export default function Campaigns({ loaderData, actionData }: Route.ComponentProps) {
  useTabPage(loaderData, actionData);
  const campaigns = useTabSections(loaderData.live)["campaign-queue"];
  return (
    <div className="space-y-6">
      <RefundsNeedingAttention refunds={campaigns.refunds} />
      <CampaignsTab pending={campaigns.pending} all={campaigns.all} edits={campaigns.edits} />
    </div>
  );
}
