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
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { listAllCampaigns, listPendingCampaigns } from "~/domain/moderation/campaign-queue.server";
import { readDecisionTimes } from "~/domain/moderation/decision-times.server";
import {
  listPendingPayouts,
  listProcessedPayouts,
} from "~/domain/money/payouts/payout-lists.server";
import { type KeysetWindow, loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { loadSections, refreshedTopics } from "~/events/live-sections";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { dispatchIntent } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { useTranslation } from "~/i18n/use-translation";
import { RemovalAppeals } from "~/routes/_staff/removal-appeals/removal-appeals";
import { removalAppealsSection } from "~/routes/_staff/removal-appeals/removal-appeals.server";
import { loadReviewQueue } from "~/routes/_staff/review-card/queue-cards.server";
import { PAGE_SIZE, pageParams } from "~/routes/_staff/staff-list-pages";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import {
  type ActionResult,
  campaignDecisionKey,
  complaintKey,
  reportKey,
  suspensionKey,
} from "./admin-intents";
import { NextReviewLink, type Tab, Tabs, tabOf } from "./admin-tabs";
import { Appeals } from "./appeals";
import { appealsSection } from "./appeals.server";
import { campaignEditsSection } from "./campaign-edits.server";
import { CampaignsTab } from "./campaigns";
import { Complaints } from "./complaints";
import { complaintsSection } from "./complaints.server";
import { ContactMessages } from "./contact-messages";
import { DecisionTimes } from "./decision-times";
import { adminIntents } from "./intents/admin-intent-table.server";
import { payoutRequiredTexts } from "./payout-texts.server";
import { Payouts } from "./payouts";
import { ProviderPayouts } from "./provider-payouts";
import { providerPayoutsSection } from "./provider-payouts.server";
import { RefundsNeedingAttention } from "./refunds-attention";
import { refundsSection } from "./refunds-attention.server";
import { Reports } from "./reports";
import { reportsSection } from "./reports.server";
import { ReviewQueue } from "./review-queue";
import { SuspensionTextsProvider } from "./suspend-account-button";
import { suspensionTexts } from "./suspension-texts.server";
import { adminPayoutRow, campaignRow, pendingCampaignRow } from "./tab-rows.server";
import { TeamTab } from "./team";
import { teamSection } from "./team-section.server";

export const handle: RouteHandle = { messages: ["adminDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const { db } = getServices(context);
  const { language } = getRequestInfo(context);
  const url = new URL(request.url);
  // Only the shown tab's lists are read; the others give the counts on their tab's badge (kept
  // as counters, so free). A tab switch is a navigation that loads its tab.
  const tab = tabOf(url.searchParams);
  // Every badge and pager total, from the counters in one read.
  const now = new Date();
  const counts = await adminCounts(db, { adminId: profile.id, now });
  const rowsOf = <T, W>(shownOn: Tab, list: (window: W) => Promise<T[]>) =>
    tab === shownOn ? list : async () => [];
  // Each queue reloads alone when its topic changes (live-sections.ts).
  const live = await loadSections(url, {
    // One card per queued review, each exactly what it shows (queue-cards.server.ts).
    "review-queue": () =>
      loadReviewQueue(db, {
        adminId: profile.id,
        language,
        searchParams: url.searchParams,
        count: counts.pendingReviews,
        shown: tab === "reviews",
        teamOfTwo: counts.teamOfTwo,
      }),
    "campaign-queue": async () => {
      const [pending, all] = await Promise.all([
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.pendingCampaigns),
          size: PAGE_SIZE,
          count: async () => counts.pendingCampaigns,
          list: rowsOf("campaigns", (window: KeysetWindow) => listPendingCampaigns(db, window)),
        }),
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.allCampaigns),
          size: PAGE_SIZE,
          count: async () => counts.campaigns,
          list: rowsOf("campaigns", (window: KeysetWindow) => listAllCampaigns(db, window)),
        }),
      ]);
      return {
        pending: { ...pending, list: pending.list.map(pendingCampaignRow) },
        all: { ...all, list: all.list.map(campaignRow) },
        edits: await campaignEditsSection(db, {
          adminId: profile.id,
          language,
          shown: tab === "campaigns",
        }),
        refunds: await refundsSection(db, { shown: tab === "campaigns" }),
      };
    },
    "payout-queue": async () => {
      const [payouts, processed] = await Promise.all([
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.payouts),
          size: PAGE_SIZE,
          count: async () => counts.pendingPayouts,
          list: rowsOf("payouts", (window: KeysetWindow) => listPendingPayouts(db, window)),
        }),
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.processedPayouts),
          size: PAGE_SIZE,
          count: async () => counts.processedPayouts,
          list: rowsOf("payouts", (window: KeysetWindow) => listProcessedPayouts(db, window)),
        }),
      ]);
      // Only what the tab shows, every UPI ID masked: the whole one and its QR code come with
      // the logged 'Show UPI ID' (decision 104).
      return {
        pending: { ...payouts, list: payouts.list.map(adminPayoutRow) },
        processed: { ...processed, list: processed.list.map(adminPayoutRow) },
        required: payoutRequiredTexts(language),
        provider: await providerPayoutsSection(db, {
          shown: getServices(context).payoutProvider !== null,
        }),
      };
    },
    // Suspended accounts' appeals (decision 071): the count for the badge, the list on its tab.
    // With them, authors' appeals of removed reviews (decision 091), read on the tab only.
    "appeal-queue": async () => {
      const removals =
        tab === "appeals"
          ? await removalAppealsSection(db, { staffId: profile.id, language })
          : null;
      const section = await appealsSection(db, {
        adminId: profile.id,
        language,
        shown: tab === "appeals",
        searchParams: url.searchParams,
        count: counts.waitingAppeals,
      });
      // On its tab the badge is the two lists' counts; elsewhere the counters' (both kinds).
      return { ...section, count: section.count + (removals?.count ?? 0), removals };
    },
  });
  const team = await teamSection(db, { adminId: profile.id, shown: tab === "team" });
  const complaints = await complaintsSection(db, {
    language,
    shown: tab === "complaints",
    now,
    counts: { open: counts.openComplaints, overdue: counts.overdueComplaints },
  });
  const reports = await reportsSection(db, {
    adminId: profile.id,
    language,
    shown: tab === "reports",
    count: counts.openReports,
  });
  // The moderation speed sits on the queue's tab: two stored rows (decision 069), read on a
  // page load only (a live refresh keeps the page's own).
  const decisionTimes =
    tab === "reviews" && !refreshedTopics(url) ? await readDecisionTimes(db) : null;
  return {
    username: profile.username ?? "",
    live,
    decisionTimes,
    suspension: suspensionTexts(language),
    team,
    complaints,
    reports,
  };
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

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
  const reviews = sections["review-queue"];
  const campaigns = sections["campaign-queue"];
  const payouts = sections["payout-queue"];
  const appeals = sections["appeal-queue"];
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
            reviews: reviews.count,
            campaigns: campaigns.pending.count,
            payouts: payouts.pending.count,
            appeals: appeals.count,
            complaints: loaderData.complaints.open,
          }}
          appealsLabel={loaderData.suspension.appealsTab}
          complaintsLabel={loaderData.complaints.label}
          reports={loaderData.reports.tab}
        />
        {tab === "reviews" && loaderData.decisionTimes ? (
          <DecisionTimes times={loaderData.decisionTimes} />
        ) : null}
        {tab === "reviews" ? <NextReviewLink /> : null}
        {tab === "reviews" ? <ReviewQueue reviews={reviews} /> : null}
        {tab === "campaigns" ? (
          <div className="space-y-6">
            <RefundsNeedingAttention refunds={campaigns.refunds} />
            <CampaignsTab pending={campaigns.pending} all={campaigns.all} edits={campaigns.edits} />
          </div>
        ) : null}
        {tab === "payouts" && payouts.provider ? <ProviderPayouts {...payouts.provider} /> : null}
        {tab === "payouts" ? (
          <Payouts
            pending={payouts.pending}
            processed={payouts.processed}
            required={payouts.required}
            byProvider={payouts.provider !== null}
          />
        ) : null}
        {tab === "appeals" && appeals.removals ? <RemovalAppeals {...appeals.removals} /> : null}
        {tab === "appeals" && appeals.appeals ? <Appeals {...appeals.appeals} /> : null}
        {tab === "complaints" && loaderData.complaints.complaints ? (
          <Complaints {...loaderData.complaints.complaints} />
        ) : null}
        {tab === "complaints" && loaderData.complaints.contact ? (
          <ContactMessages {...loaderData.complaints.contact} />
        ) : null}
        {tab === "reports" && loaderData.reports.reports ? (
          <Reports {...loaderData.reports.reports} />
        ) : null}
        {tab === "team" ? <TeamTab {...loaderData.team} /> : null}
      </main>
    </SuspensionTextsProvider>
  );
}
