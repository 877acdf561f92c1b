import { data, redirect } from "react-router";
import { BusinessReply } from "~/components/business-reply";
import { PublicModerationNote } from "~/components/decision-time";
import { Icon } from "~/components/icon";
import { ModerationLedger } from "~/components/moderation-ledger";
import { Pager } from "~/components/pager";
import { ReviewerLevelLabel } from "~/components/reviewer-level";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Stars } from "~/components/stars";
import { Card } from "~/components/ui/card";
import { readStarsFilter } from "~/domain/campaigns/rating-bars";
import { getRatingDistribution } from "~/domain/campaigns/rating-distribution.server";
import { readPublishedDecisionTime } from "~/domain/moderation/decision-times.server";
import { getModerationLedger } from "~/domain/moderation/get-moderation-ledger.server";
import {
  findCampaignIdByShortCode,
  getPublicCampaignSummary,
  listPublicReviews,
} from "~/domain/reviews/public-reviews.server";
import { repliesFor } from "~/domain/reviews/replies.server";
import { formatDate } from "~/domain/shared/dates";
import { loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { findShownWarning } from "~/domain/transparency/business-warnings.server";
import { getServices, publicOrigin } from "~/http/context.server";
import { cityLabel } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { RatingDistribution, StarsFilter } from "~/routes/public-campaign/rating-distribution";
import { publicPageUrl } from "~/routes/public-campaign/share-links";
import { ShareMeta } from "~/routes/public-campaign/share-meta";
import { ShareRow } from "~/routes/public-campaign/share-row";
import { localBusinessJsonLd } from "~/routes/public-campaign/structured-data";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { BusinessWarningNotice } from "./business-warning";
import { PlaceLinks } from "./place-links";

export const handle: RouteHandle = { staticPage: true, messages: ["publicPage", "footer"] };

const REVIEWS_PAGE_SIZE = 20;
/** The query parameter that pages the reviews. */
const pageParam = "page";

/**
 * Every approved review, newest first; nothing a business does can hide or reorder one. A reader
 * may narrow the list to one rating (`?stars=4`), still newest first.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  // A poster's short link (/b/{shortCode}) leads to the page's one address, if the page is
  // public: another campaign's code answers the 404 below, like a code nobody has (decision 104).
  const longId = await findCampaignIdByShortCode(db, {
    shortCode: params.campaignId,
    publicOnly: true,
  });
  if (longId) throw redirect(`/b/${longId}`, 301);
  const summary = await getPublicCampaignSummary(db, { campaignId: params.campaignId });
  if (!summary) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const stars = readStarsFilter(search.get("stars"));
  const distribution = await getRatingDistribution(db, { campaignId: params.campaignId });
  const shown = stars ? (distribution.find((bar) => bar.stars === stars)?.count ?? 0) : undefined;
  // Read from its cursor, so a deep page costs what the first does (paging.ts).
  const page = await loadKeysetPage({
    request: readPageRequest(search, pageParam),
    size: REVIEWS_PAGE_SIZE,
    count: async () => shown ?? summary.approvedCount,
    list: (window) =>
      listPublicReviews(db, { campaignId: params.campaignId, rating: stars, ...window }),
  });
  const [ledger, replies, decisionTime, warning] = await Promise.all([
    getModerationLedger(db, { campaignId: params.campaignId }),
    repliesFor(db, { reviewIds: page.list.map((review) => review.id) }),
    readPublishedDecisionTime(db),
    // A warning on the business (decision 097) shows above the reviews and changes none of them.
    findShownWarning(db, { campaignId: params.campaignId }),
  ]);
  return {
    ...summary,
    ledger,
    decisionTime,
    warning,
    replies,
    reviews: page.list.map(({ cursor: _cursor, ...review }) => review),
    page: page.page,
    cursors: { first: page.first, last: page.last, more: page.more },
    distribution,
    stars: stars ?? null,
    shownCount: shown ?? summary.approvedCount,
    url: publicPageUrl(publicOrigin(context, request), params.campaignId),
  };
}

export default function PublicCampaign({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { businessName, city, averageRating, approvedCount, reviews, page, cursors } = loaderData;
  const { ledger, replies, distribution, stars, shownCount, url } = loaderData;
  const average = averageRating === null ? null : Math.round(averageRating * 10) / 10;
  const path = new URL(url).pathname;
  const title = t("publicPage.title", { business: businessName });
  return (
    <>
      <title>{title}</title>
      <ShareMeta
        title={title}
        description={`${t("publicPage.description", {
          business: businessName,
          city: cityLabel(t, city),
        })} ${t("share.rewardedNote")}`}
        url={url}
        image={`${url}/share.png?lang=${language}`}
        imageAlt={
          average === null
            ? t("share.imageNoRating", { business: businessName, city: cityLabel(t, city) })
            : t("share.imageAlt", {
                business: businessName,
                city: cityLabel(t, city),
                rating: average.toFixed(1),
                count: approvedCount,
              })
        }
        locale={language === "hi" ? "hi_IN" : "en_IN"}
        jsonLd={localBusinessJsonLd({
          url,
          businessName,
          city,
          averageRating,
          approvedCount,
          reviews,
          rewardedLabel: t("publicPage.rewardedLabel"),
        })}
      />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-5 px-4 py-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-950">{businessName}</h1>
          <p className="mt-1 text-ink-600">{cityLabel(t, city)}</p>
          <PlaceLinks address={loaderData.address} mapsLink={loaderData.mapsLink} />
        </div>
        {loaderData.warning ? <BusinessWarningNotice warning={loaderData.warning} /> : null}
        <Card className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div>
            <p className="text-4xl font-extrabold text-ink-950" data-testid="average-rating">
              {average === null ? "—" : average.toFixed(1)}
            </p>
            {average === null ? null : (
              <Stars
                rating={average}
                label={t("publicPage.ratingOutOf", { rating: average.toFixed(1) })}
              />
            )}
          </div>
          <div>
            <p className="font-semibold text-ink-950">{t("publicPage.ratingFromRewarded")}</p>
            <p className="text-sm text-ink-600" data-testid="approved-count">
              {average === null
                ? t("publicPage.noRating")
                : t("publicPage.approvedCount", { count: approvedCount })}
            </p>
          </div>
        </Card>
        <RatingDistribution bars={distribution} path={path} selected={stars ?? undefined} />
        <ShareRow url={url} businessName={businessName} city={cityLabel(t, city)} />
        <aside className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <Icon name="info" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("publicPage.policyTitle")}</p>
            <p className="mt-1">{t("publicPage.policyText")}</p>
            <PublicModerationNote time={loaderData.decisionTime} />
          </div>
        </aside>
        {approvedCount > 0 ? <StarsFilter path={path} selected={stars ?? undefined} /> : null}
        {reviews.length === 0 ? (
          <Card>
            <p className="text-ink-700">
              {stars ? t("share.filteredNone") : t("publicPage.noReviews")}
            </p>
          </Card>
        ) : (
          <ol className="space-y-3" aria-label={t("publicPage.ratingFromRewarded")}>
            {reviews.map((review) => (
              // Cards below the fold are styled and laid out only as they scroll near: a phone
              // paints the page's top sooner (content-visibility; found by the page's find, read
              // out by screen readers, all printed). 12rem is a short review's height until measured.
              <li
                key={review.id}
                className="[contain-intrinsic-size:auto_12rem] [content-visibility:auto] print:[content-visibility:visible]"
              >
                <Card className="space-y-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Stars
                      rating={review.rating}
                      label={t("publicPage.ratingOutOf", { rating: review.rating })}
                    />
                    <p className="text-right text-sm text-ink-600">
                      <time dateTime={new Date(review.createdAt).toISOString()}>
                        {formatDate(review.createdAt, language)}
                      </time>
                      {review.visitedOn ? (
                        <time
                          className="block"
                          dateTime={review.visitedOn}
                          data-testid="visited-on"
                        >
                          {t("visit.visitedOn", { date: formatDate(review.visitedOn, language) })}
                        </time>
                      ) : null}
                    </p>
                  </div>
                  <p className="whitespace-pre-line text-ink-900">{review.reviewText}</p>
                  <p className="text-sm text-ink-700">
                    <span className="font-semibold text-ink-800">{review.reviewerName}</span>
                    <span aria-hidden="true"> · </span>
                    <ReviewerLevelLabel
                      level={review.reviewerLevel}
                      approvedReviews={review.approvedReviews}
                    />
                  </p>
                  {review.visitChecked ? (
                    <p
                      className="flex items-start gap-1.5 text-sm font-medium text-green-800"
                      data-testid="visit-checked"
                    >
                      <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                      {t("publicPage.visitChecked")}
                    </p>
                  ) : null}
                  <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                    <p className="flex items-center gap-1.5 font-semibold">
                      <Icon name="badge-check" className="size-4" />
                      {t("publicPage.rewardedLabel")}
                    </p>
                    <p className="mt-0.5">{t("publicPage.rewardedSentence")}</p>
                  </div>
                  <BusinessReply reply={replies[review.id]} business={businessName} />
                  <a
                    href={`${path}/report/${review.id}`}
                    rel="nofollow"
                    className="inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-600 underline hover:text-ink-900"
                  >
                    <Icon name="shield-alert" className="size-4" />
                    {t("complaints.report")}
                  </a>
                </Card>
              </li>
            ))}
          </ol>
        )}
        <Pager
          param={pageParam}
          paged={{ page, count: shownCount, size: REVIEWS_PAGE_SIZE, ...cursors }}
          label={t("publicPage.pages")}
        />
        <ModerationLedger ledger={ledger} />
      </main>
      <SiteFooter />
    </>
  );
}
