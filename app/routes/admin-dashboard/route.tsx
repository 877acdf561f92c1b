import { type ShouldRevalidateFunctionArgs, useFetcher, useSearchParams } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnFailure,
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { DashboardHeader } from "~/components/dashboard-header";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveSections } from "~/components/use-live-sections";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { dispatchIntent } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import {
  type ActionResult,
  campaignDecisionKey,
  complaintKey,
  reportKey,
  suspensionKey,
} from "./admin-intents";
import { Tabs, tabOf } from "./admin-tabs";
import { loadAdminDashboard } from "./dashboard-page.server";
import { adminIntents } from "./intents/admin-intent-table.server";
import { SuspensionTextsProvider } from "./suspend-account-button";
import { TabPanel } from "./tab-panels";

export const handle: RouteHandle = { messages: ["adminDashboard"] };

/** The tab the URL names, with every tab's badge (dashboard-page.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const services = getServices(context);
  const page = await loadAdminDashboard(services.db, {
    adminId: profile.id,
    language: getRequestInfo(context).language,
    url: new URL(request.url),
    byProvider: services.payoutProvider !== null,
  });
  return { username: profile.username ?? "", ...page };
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "admin");
  const form = await readForm(request);
  return dispatchIntent(form, adminIntents, { form, adminId: profile.id, context }, () =>
    answerRefusal(unexpectedRequest),
  );
}

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

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  // A decision sent before the page finished loading arrives as a plain form post.
  useFlashToast(actionData?.toast);
  const sections = useLiveSections(loaderData.live);
  // Rows share one fetcher, read here: a decided row leaves the list before it could say so.
  const decision = useFetcher<ActionResult>({ key: campaignDecisionKey });
  useFlashToast(decision.data?.toast);
  const suspensionAnswer = useFetcher<ActionResult>({ key: suspensionKey });
  useFlashToast(suspensionAnswer.data?.toast);
  const complaintAnswer = useFetcher<ActionResult>({ key: complaintKey });
  useFlashToast(complaintAnswer.data?.toast);
  const reportDecision = useFetcher<ActionResult>({ key: reportKey });
  useFlashToast(reportDecision.data?.toast);

  return (
    <SuspensionTextsProvider texts={loaderData.suspension}>
      <title>{t("dashboard.adminTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-6xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.greeting", { name: loaderData.username })}
        </h1>
        <Tabs
          shown={tab}
          counts={{
            reviews: sections["review-queue"].count,
            campaigns: sections["campaign-queue"].pending.count,
            payouts: sections["payout-queue"].pending.count,
            appeals: sections["appeal-queue"].count,
            complaints: loaderData.complaints.open,
          }}
          appealsLabel={loaderData.suspension.appealsTab}
          complaintsLabel={loaderData.complaints.label}
          reports={loaderData.reports.tab}
        />
        <TabPanel tab={tab} sections={sections} page={loaderData} />
      </main>
    </SuspensionTextsProvider>
  );
}
