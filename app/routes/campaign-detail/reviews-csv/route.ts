import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { listApprovedReviewsForExport } from "~/domain/campaigns/campaign-analytics.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { serverT } from "~/i18n/translate.server";
import {
  reviewsCsv,
  reviewsCsvFilename,
} from "~/routes/campaign-detail/reviews-csv/reviews-csv.server";
import type { Route } from "./+types/route";

/**
 * The approved reviews of the business's own campaign as a CSV download (decision 034): at most
 * its target's worth of rows, so one bounded string rather than a stream. 404 for anyone else's.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const { db } = getServices(context);
  const found = await listApprovedReviewsForExport(db, {
    businessId: profile.id,
    campaignId: params.id,
  });
  if (!found) throw data(null, { status: 404 });
  const t = serverT(getRequestInfo(context).language);
  const csv = reviewsCsv(
    {
      date: t("campaignExport.csvDate"),
      reviewer: t("campaignExport.csvReviewer"),
      rating: t("campaignExport.csvRating"),
      text: t("campaignExport.csvText"),
      disclosure: t("campaignExport.csvDisclosure"),
    },
    { label: t("publicPage.rewardedLabel"), sentence: t("publicPage.rewardedSentence") },
    found.reviews,
  );
  const filename = reviewsCsvFilename(found.businessName, new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
