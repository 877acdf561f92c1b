import { data } from "react-router";
import { getPublicCampaignSummary } from "~/domain/reviews/public-reviews.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { cityLabel } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { serverTranslation } from "~/i18n/translate.server";
import { matchesEtag } from "~/routes/public-campaign/etag";
import {
  type ShareCard,
  shareCardEtag,
  shareCardPng,
} from "~/routes/public-campaign/share-image/share-image.server";
import type { Route } from "./+types/route";

/** Crawlers and chat apps may keep it an hour; a changed count changes the ETag. */
const SHARE_IMAGE_MAX_AGE_SECONDS = 60 * 60;

/**
 * The public page's share image (Open Graph, 1200×630 PNG), with the 'Rewarded reviews'
 * disclosure drawn in, in the language asked for (`?lang=`) or the reader's. 404 exactly where
 * the public page is (a campaign never approved).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const summary = await getPublicCampaignSummary(db, { campaignId: params.campaignId });
  if (!summary) throw data(null, { status: 404 });
  const asked = new URL(request.url).searchParams.get("lang");
  const language = asked && isLanguage(asked) ? asked : getRequestInfo(context).language;
  const { t } = serverTranslation(language);
  const average =
    summary.averageRating === null ? null : Math.round(summary.averageRating * 10) / 10;
  const card: ShareCard = {
    campaignId: params.campaignId,
    language,
    businessName: summary.businessName,
    city: cityLabel(t, summary.city),
    averageRating: average,
    ratingText: average === null ? "—" : average.toFixed(1),
    countText:
      average === null
        ? t("publicPage.noRating")
        : t("share.imageCount", { count: summary.approvedCount }),
    disclosureTitle: t("share.imageDisclosureTitle"),
    disclosure: t("share.imageDisclosure"),
  };
  const etag = shareCardEtag(card);
  const headers = {
    "Cache-Control": `public, max-age=${SHARE_IMAGE_MAX_AGE_SECONDS}`,
    ETag: etag,
    Vary: "Accept-Language, Cookie",
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const png = await shareCardPng(card, etag);
  return new Response(new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png" },
  });
}
