import type { DbOrTx } from "~/db/client.server";
import type { AdminCounts } from "~/domain/moderation/admin-counts.server";
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
import { appealsSection } from "./appeals.server";
import { campaignEditsSection } from "./campaign-edits.server";
import { complaintsSection } from "./complaints.server";
import { payoutRequiredTexts } from "./payout-texts.server";
import { providerPayoutsSection } from "./provider-payouts.server";
import { refundsSection } from "./refunds-attention.server";
import { reportsSection } from "./reports.server";
import { adminPayoutRow, campaignRow, pendingCampaignRow } from "./tab-rows.server";
import { teamSection } from "./team-section.server";

/*
 * Each admin tab's presenter: what its route shows for a URL (decision 124). A queue's tab keeps
 * its list as a live section (live-sections.ts), so an event reloads only it; the badges above
 * are the layout's (layout.server.ts). Totals come from the counters (adminCounts), read once per request with the layout.
 */

export type TabInput = {
  adminId: string;
  language: Language;
  url: URL;
  /** The counters, read once for the request and shared with the layout (requestCounts). */
  counts: () => Promise<AdminCounts>;
};

/** The Reviews tab: the queue, one card per review, and the moderation speed above it. */
export async function loadReviewsTab(db: DbOrTx, { adminId, language, url, ...input }: TabInput) {
  const counts = await input.counts();
  const live = await loadSections(url, {
    // One card per queued review, each exactly what it shows (queue-cards.server.ts).
    "review-queue": () =>
      loadReviewQueue(db, {
        adminId,
        language,
        searchParams: url.searchParams,
        count: counts.pendingReviews,
        shown: true,
        teamOfTwo: counts.teamOfTwo,
      }),
  });
  // Two stored rows (decision 069), read on a page load only (a live refresh keeps the page's).
  const decisionTimes = refreshedTopics(url) ? null : await readDecisionTimes(db);
  return { live, decisionTimes };
}

/** The Campaigns tab: pending and all campaigns, edits waiting, refunds needing attention. */
export async function loadCampaignsTab(db: DbOrTx, input: TabInput) {
  const { url } = input;
  const counts = await input.counts();
  const live = await loadSections(url, {
    "campaign-queue": async () => {
      const [pending, all] = await Promise.all([
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.pendingCampaigns),
          size: PAGE_SIZE,
          count: async () => counts.pendingCampaigns,
          list: (window: KeysetWindow) => listPendingCampaigns(db, window),
        }),
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.allCampaigns),
          size: PAGE_SIZE,
          count: async () => counts.campaigns,
          list: (window: KeysetWindow) => listAllCampaigns(db, window),
        }),
      ]);
      return {
        pending: { ...pending, list: pending.list.map(pendingCampaignRow) },
        all: { ...all, list: all.list.map(campaignRow) },
        edits: await campaignEditsSection(db, {
          adminId: input.adminId,
          language: input.language,
          shown: true,
        }),
        refunds: await refundsSection(db, { shown: true }),
      };
    },
  });
  return { live };
}

/** The Payouts tab: pending and processed payouts, and the provider's section when one sends. */
export async function loadPayoutsTab(
  db: DbOrTx,
  input: TabInput,
  services: { payoutProvider: unknown },
) {
  const { url } = input;
  const counts = await input.counts();
  const live = await loadSections(url, {
    "payout-queue": async () => {
      const [payouts, processed] = await Promise.all([
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.payouts),
          size: PAGE_SIZE,
          count: async () => counts.pendingPayouts,
          list: (window: KeysetWindow) => listPendingPayouts(db, window),
        }),
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.processedPayouts),
          size: PAGE_SIZE,
          count: async () => counts.processedPayouts,
          list: (window: KeysetWindow) => listProcessedPayouts(db, window),
        }),
      ]);
      // Only what the tab shows, every UPI ID masked: the whole one and its QR code come with
      // the logged 'Show UPI ID' (decision 104).
      return {
        pending: { ...payouts, list: payouts.list.map(adminPayoutRow) },
        processed: { ...processed, list: processed.list.map(adminPayoutRow) },
        required: payoutRequiredTexts(input.language),
        provider: await providerPayoutsSection(db, { shown: services.payoutProvider !== null }),
      };
    },
  });
  return { live };
}

/**
 * The Appeals tab: suspended accounts' appeals (decision 071) and authors' appeals of removed
 * reviews (decision 091).
 */
export async function loadAppealsTab(db: DbOrTx, input: TabInput) {
  const live = await loadSections(input.url, {
    "appeal-queue": async () => {
      const removals = await removalAppealsSection(db, {
        staffId: input.adminId,
        language: input.language,
      });
      const section = await appealsSection(db, {
        adminId: input.adminId,
        language: input.language,
        shown: true,
        searchParams: input.url.searchParams,
        count: 0,
      });
      return { ...section, removals };
    },
  });
  return { live };
}

/** The Complaints tab: grievances (decision 078) and contact messages. */
export async function loadComplaintsTab(db: DbOrTx, input: TabInput) {
  return complaintsSection(db, { language: input.language });
}

/** The Reports tab (decision 080): reviews reported or disputed. */
export async function loadReportsTab(db: DbOrTx, input: TabInput) {
  return reportsSection(db, { adminId: input.adminId, language: input.language });
}

/** The Team tab: moderators, invitations and their numbers. */
export async function loadTeamTab(db: DbOrTx, input: TabInput) {
  return teamSection(db, { adminId: input.adminId, shown: true });
}
