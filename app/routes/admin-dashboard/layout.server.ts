import { redirect } from "react-router";
import type { AdminCounts } from "~/domain/moderation/admin-counts.server";
import { liveParam, loadSections } from "~/events/live-sections";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { suspensionTexts } from "./suspension-texts.server";
import { firstTab, layoutPath, tabPath } from "./tab-paths";

/*
 * The `/admin` layout's presenter (decision 124): the tab bar's badges, from the counters in one
 * read (adminCounts), and the texts every tab shares. The four queues' badges are live sections
 * of this layout, refreshed from `/admin?live=…` whichever tab is shown; the tabs' own lists are
 * their routes' (tab-pages.server.ts).
 */

export async function loadAdminLayout(input: {
  language: Language;
  url: URL;
  counts: () => Promise<AdminCounts>;
}) {
  const { language, url } = input;
  // `/admin` itself is the first tab; a live refresh of the badges asks `/admin?live=…`.
  if (url.pathname.replace(/\/$/, "") === layoutPath && !url.searchParams.has(liveParam)) {
    throw redirect(tabPath(firstTab));
  }
  const counts = await input.counts();
  // The badges do not depend on a tab's query (its pager, say): read as for the bare path.
  const badgesUrl = new URL(layoutPath, url);
  const asked = url.searchParams.get(liveParam);
  if (asked !== null) badgesUrl.searchParams.set(liveParam, asked);
  const live = await loadSections(badgesUrl, {
    "review-queue": async () => ({ count: counts.pendingReviews }),
    "campaign-queue": async () => ({ count: counts.pendingCampaigns }),
    "payout-queue": async () => ({ count: counts.pendingPayouts }),
    "appeal-queue": async () => ({ count: counts.waitingAppeals }),
  });
  const t = serverT(language);
  return {
    live,
    suspension: suspensionTexts(language),
    complaints: { label: t("grievanceAdmin.tab"), open: counts.openComplaints },
    reports: { label: t("complaintsAdmin.tab"), count: counts.openReports },
  };
}
