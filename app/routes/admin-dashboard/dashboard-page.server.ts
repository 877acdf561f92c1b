import type { DbOrTx } from "~/db/client.server";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { listAllCampaigns, listPendingCampaigns } from "~/domain/moderation/campaign-queue.server";
import { readDecisionTimes } from "~/domain/moderation/decision-times.server";
import {
  listPendingPayouts,
  listProcessedPayouts,
} from "~/domain/money/payouts/payout-lists.server";
import { type KeysetWindow, loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { loadSections, refreshedTopics } from "~/events/live-sections";
import type { Language } from "~/i18n/languages";
import { removalAppealsSection } from "~/routes/_staff/removal-appeals/removal-appeals.server";
import { loadReviewQueue } from "~/routes/_staff/review-card/queue-cards.server";
import { PAGE_SIZE, pageParams } from "~/routes/_staff/staff-list-pages";
import { type Tab, tabOf } from "./admin-tabs";
import { appealsSection } from "./appeals.server";
import { campaignEditsSection } from "./campaign-edits.server";
import { complaintsSection } from "./complaints.server";
import { payoutRequiredTexts } from "./payout-texts.server";
import { providerPayoutsSection } from "./provider-payouts.server";
import { refundsSection } from "./refunds-attention.server";
import { reportsSection } from "./reports.server";
import { suspensionTexts } from "./suspension-texts.server";
import { adminPayoutRow, campaignRow, pendingCampaignRow } from "./tab-rows.server";
import { teamSection } from "./team-section.server";

/*
 * The admin dashboard's presenter: what the page shows for a URL. Only the shown tab's lists are
 * read; the others give the counts on their tab's badge (kept as counters, so free). A tab switch
 * is a navigation that loads its tab. Each tab's read is its own function, ready to be its own
 * route's loader (decision 119).
 */

type PageInput = {
  adminId: string;
  language: Language;
  url: URL;
  /** Payouts are sent by a provider (decision 104): its section is read. */
  byProvider: boolean;
};

type Counts = Awaited<ReturnType<typeof adminCounts>>;
type TabInput = PageInput & { tab: Tab; counts: Counts };

export async function loadAdminDashboard(db: DbOrTx, page: PageInput) {
  const { adminId, language, url } = page;
  const tab = tabOf(url.searchParams);
  // Every badge and pager total, from the counters in one read.
  const now = new Date();
  const counts = await adminCounts(db, { adminId, now });
  const input: TabInput = { ...page, tab, counts };
  // Each queue reloads alone when its topic changes (live-sections.ts).
  const live = await loadSections(url, {
    // One card per queued review, each exactly what it shows (queue-cards.server.ts).
    "review-queue": () =>
      loadReviewQueue(db, {
        adminId,
        language,
        searchParams: url.searchParams,
        count: counts.pendingReviews,
        shown: tab === "reviews",
        teamOfTwo: counts.teamOfTwo,
      }),
    "campaign-queue": () => campaignQueue(db, input),
    "payout-queue": () => payoutQueue(db, input),
    "appeal-queue": () => appealQueue(db, input),
  });
  const team = await teamSection(db, { adminId, shown: tab === "team" });
  const complaints = await complaintsSection(db, {
    language,
    shown: tab === "complaints",
    now,
    counts: { open: counts.openComplaints, overdue: counts.overdueComplaints },
  });
  const reports = await reportsSection(db, {
    adminId,
    language,
    shown: tab === "reports",
    count: counts.openReports,
  });
  // The moderation speed sits on the queue's tab: two stored rows (decision 069), read on a
  // page load only (a live refresh keeps the page's own).
  const decisionTimes =
    tab === "reviews" && !refreshedTopics(url) ? await readDecisionTimes(db) : null;
  return {
    live,
    decisionTimes,
    suspension: suspensionTexts(language),
    team,
    complaints,
    reports,
  };
}

/** The list's reader on its own tab; elsewhere no rows, only the count. */
function rowsOf<T, W>(input: TabInput, shownOn: Tab, list: (window: W) => Promise<T[]>) {
  return input.tab === shownOn ? list : async () => [];
}

/** The Campaigns tab: pending and all campaigns, edits waiting, refunds needing attention. */
async function campaignQueue(db: DbOrTx, input: TabInput) {
  const { url, counts } = input;
  const [pending, all] = await Promise.all([
    loadKeysetPage({
      request: readPageRequest(url.searchParams, pageParams.pendingCampaigns),
      size: PAGE_SIZE,
      count: async () => counts.pendingCampaigns,
      list: rowsOf(input, "campaigns", (window: KeysetWindow) => listPendingCampaigns(db, window)),
    }),
    loadKeysetPage({
      request: readPageRequest(url.searchParams, pageParams.allCampaigns),
      size: PAGE_SIZE,
      count: async () => counts.campaigns,
      list: rowsOf(input, "campaigns", (window: KeysetWindow) => listAllCampaigns(db, window)),
    }),
  ]);
  return {
    pending: { ...pending, list: pending.list.map(pendingCampaignRow) },
    all: { ...all, list: all.list.map(campaignRow) },
    edits: await campaignEditsSection(db, {
      adminId: input.adminId,
      language: input.language,
      shown: input.tab === "campaigns",
    }),
    refunds: await refundsSection(db, { shown: input.tab === "campaigns" }),
  };
}

/** The Payouts tab: pending and processed payouts, and the provider's section when one sends. */
async function payoutQueue(db: DbOrTx, input: TabInput) {
  const { url, counts } = input;
  const [payouts, processed] = await Promise.all([
    loadKeysetPage({
      request: readPageRequest(url.searchParams, pageParams.payouts),
      size: PAGE_SIZE,
      count: async () => counts.pendingPayouts,
      list: rowsOf(input, "payouts", (window: KeysetWindow) => listPendingPayouts(db, window)),
    }),
    loadKeysetPage({
      request: readPageRequest(url.searchParams, pageParams.processedPayouts),
      size: PAGE_SIZE,
      count: async () => counts.processedPayouts,
      list: rowsOf(input, "payouts", (window: KeysetWindow) => listProcessedPayouts(db, window)),
    }),
  ]);
  // Only what the tab shows, every UPI ID masked: the whole one and its QR code come with
  // the logged 'Show UPI ID' (decision 104).
  return {
    pending: { ...payouts, list: payouts.list.map(adminPayoutRow) },
    processed: { ...processed, list: processed.list.map(adminPayoutRow) },
    required: payoutRequiredTexts(input.language),
    provider: await providerPayoutsSection(db, { shown: input.byProvider }),
  };
}

/**
 * Suspended accounts' appeals (decision 071): the count for the badge, the list on its tab.
 * With them, authors' appeals of removed reviews (decision 091), read on the tab only.
 */
async function appealQueue(db: DbOrTx, input: TabInput) {
  const removals =
    input.tab === "appeals"
      ? await removalAppealsSection(db, { staffId: input.adminId, language: input.language })
      : null;
  const section = await appealsSection(db, {
    adminId: input.adminId,
    language: input.language,
    shown: input.tab === "appeals",
    searchParams: input.url.searchParams,
    count: input.counts.waitingAppeals,
  });
  // On its tab the badge is the two lists' counts; elsewhere the counters' (both kinds).
  return { ...section, count: section.count + (removals?.count ?? 0), removals };
}
