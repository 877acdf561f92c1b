import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { getBusinessCampaign } from "~/domain/campaigns/business-campaigns.server";
import { getCampaignPace } from "~/domain/campaigns/campaign-analytics.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { serverT } from "~/i18n/translate.server";
import { paceChartSvg } from "~/routes/campaign-detail/pace-svg/pace-chart.server";
import type { Route } from "./+types/route";

/**
 * The campaign's reviews per day against its pacing plan as an SVG image, for the campaign
 * detail's <img> (decision 034): drawn on the server, so no chart code reaches the browser.
 * The page's link carries the counts and language, so a cached copy is never a stale one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const { db } = getServices(context);
  const campaign = await getBusinessCampaign(db, { businessId: profile.id, campaignId: params.id });
  if (!campaign?.startDate) throw data(null, { status: 404 });
  const t = serverT(getRequestInfo(context).language);
  const narrow = new URL(request.url).searchParams.get("size") === "narrow";
  const svg = await paceChartSvg(await getCampaignPace(db, campaign), narrow ? "narrow" : "wide", {
    day: t("campaignExport.chartDay"),
    reviews: t("campaignExport.chartReviews"),
    planned: t("campaignExport.planned"),
    submitted: t("campaignExport.submitted"),
    approved: t("campaignExport.approved"),
  });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, max-age=3600",
      Vary: "Cookie",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
