import { useCallback, useRef } from "react";
import { Outlet, useFetcher, useLocation } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { DashboardHeader } from "~/components/dashboard-header";
import { useFlashToast } from "~/components/use-flash-toast";
import { useSectionRefresh } from "~/components/use-live-sections";
import { useLiveUpdates } from "~/components/use-live-updates";
import type { LiveTopic } from "~/events/live-events";
import { getRequestInfo, getServices } from "~/http/context.server";
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
import { Tabs } from "./admin-tabs";
import { loadAdminLayout } from "./layout.server";
import { SuspensionTextsProvider } from "./suspend-account-button";
import { layoutPath, tabOfPath } from "./tab-paths";
import { type AdminOutlet, shouldRevalidate } from "./tab-route";
import { requestCounts } from "./tab-route.server";

export const handle: RouteHandle = { messages: ["adminDashboard"] };

/** The same on every tab: kept under one key when a reload fails (keep-page-on-failure.ts). */
const keptAs = { key: "admin-layout" };

/**
 * `/admin`: the guard, the tab bar with its badges, and the tab's own route below
 * (decision 124). Each tab loads and answers its forms in its own folder.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const { db } = getServices(context);
  const layout = await loadAdminLayout({
    language: getRequestInfo(context).language,
    url: new URL(request.url),
    counts: () => requestCounts(context, db, profile.id),
  });
  return { username: profile.username ?? "", ...layout };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader, keptAs);
}

export { shouldRevalidate };

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useKeepLoaded(loaderData, keptAs);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  const tab = tabOfPath(useLocation().pathname);
  // One stream of events for the whole screen: the badges refresh here, the tab hears the rest.
  const badges = useSectionRefresh(loaderData.live, { path: layoutPath });
  const listeners = useRef(new Set<(changed: LiveTopic[]) => void>());
  const refreshBadges = badges.refresh;
  const onChange = useCallback(
    (changed: LiveTopic[]) => {
      refreshBadges(changed);
      for (const listener of listeners.current) listener(changed);
    },
    [refreshBadges],
  );
  useLiveUpdates(badges.topics, { onChange });
  const listen = useCallback<AdminOutlet["listen"]>((listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);
  // Rows share one fetcher, read here: a decided row leaves the list before it could say so.
  const decision = useFetcher<ActionResult>({ key: campaignDecisionKey });
  useFlashToast(decision.data?.toast);
  const suspensionAnswer = useFetcher<ActionResult>({ key: suspensionKey });
  useFlashToast(suspensionAnswer.data?.toast);
  const complaintAnswer = useFetcher<ActionResult>({ key: complaintKey });
  useFlashToast(complaintAnswer.data?.toast);
  const reportDecision = useFetcher<ActionResult>({ key: reportKey });
  useFlashToast(reportDecision.data?.toast);
  const counts = badges.sections;

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
            reviews: counts["review-queue"].count,
            campaigns: counts["campaign-queue"].count,
            payouts: counts["payout-queue"].count,
            appeals: counts["appeal-queue"].count,
            complaints: loaderData.complaints.open,
          }}
          appealsLabel={loaderData.suspension.appealsTab}
          complaintsLabel={loaderData.complaints.label}
          reports={loaderData.reports}
        />
        <Outlet context={{ listen } satisfies AdminOutlet} />
      </main>
    </SuspensionTextsProvider>
  );
}
