import { data, Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { BackButton } from "~/components/back-button";
import { DashboardHeader } from "~/components/dashboard-header";
import { Icon } from "~/components/icon";
import { NotImplementedActions } from "~/components/not-implemented-actions";
import { Pager } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Progress } from "~/components/ui/progress";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveUpdates } from "~/components/use-live-updates";
import {
  countCampaignReviewsForBusiness,
  getBusinessCampaign,
  listCampaignReviewsForBusiness,
} from "~/domain/campaign-lists.server";
import { addDays, formatDate, formatDateTime, kolkataDateKey } from "~/domain/dates";
import { formatRupees } from "~/domain/money";
import { allowedByDay, campaignDay } from "~/domain/pacing";
import { loadKeysetPage, readPageRequest } from "~/domain/paging";
import { getServices } from "~/http/context.server";
import { cityLabel } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/campaign-detail";

const REVIEWS_PAGE_SIZE = 50;
/** The query parameter that pages the submitted reviews. */
const reviewsParam = "reviews";

export const handle: RouteHandle = { messages: ["businessDashboard"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const { db } = getServices(context);
  // Another business's campaign, or an id that is no campaign at all, answers 404 alike.
  const campaign = await getBusinessCampaign(db, { businessId: profile.id, campaignId: params.id });
  if (!campaign) throw data(null, { status: 404 });
  const owned = { businessId: profile.id, campaignId: campaign.id };
  const page = await loadKeysetPage({
    request: readPageRequest(new URL(request.url).searchParams, reviewsParam),
    size: REVIEWS_PAGE_SIZE,
    count: () => countCampaignReviewsForBusiness(db, owned),
    list: (window) => listCampaignReviewsForBusiness(db, { ...owned, ...window }),
  });
  const reviews = { ...page, list: page.list.map(({ cursor: _cursor, ...review }) => review) };
  const now = new Date();
  const today = campaign.startDate ? campaignDay(campaign.startDate, now) : 0;
  const startKey = campaign.startDate ? kolkataDateKey(campaign.startDate) : null;
  const pacing = campaign.distributionSchedule.map((count, index) => ({
    day: index + 1,
    date: startKey ? addDays(startKey, index) : null,
    count,
    cumulative: allowedByDay(campaign.distributionSchedule, index + 1),
  }));
  return {
    campaign: {
      id: campaign.id,
      businessName: campaign.businessName,
      city: campaign.city,
      cost: campaign.cost,
      status: campaign.status,
      targetReviews: campaign.targetReviews,
      completedReviews: campaign.completedReviews,
      distributionDays: campaign.distributionDays,
      startDate: campaign.startDate,
      createdAt: campaign.createdAt,
    },
    pacing,
    today,
    reviews,
  };
}

const liveTopicsOfBusiness = ["my-campaigns"] as const;

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

export default function CampaignDetail({ loaderData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t, i18n } = useTranslation();
  useLiveUpdates(liveTopicsOfBusiness);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { campaign, pacing, today, reviews } = loaderData;
  const percent = Math.round((campaign.completedReviews / campaign.targetReviews) * 100);
  const completedText = t("campaign.reviewsCompleted", {
    completed: campaign.completedReviews,
    target: campaign.targetReviews,
  });
  const publicPath = `/b/${campaign.id}`;

  return (
    <>
      <title>{t("meta.campaignTitle", { name: campaign.businessName })}</title>
      <DashboardHeader />
      <main id="main" className="mx-auto max-w-6xl space-y-5 px-4 py-6">
        <BackButton to="/business/dashboard" />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-ink-950 sm:text-3xl">{campaign.businessName}</h1>
            <p className="mt-1 text-ink-600">{cityLabel(t, campaign.city)}</p>
          </div>
          <StatusBadge kind="campaign" status={campaign.status} />
        </div>

        <Card className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-3xl font-bold text-brand-800">
              {t("campaign.percent", { percent })}
            </p>
            <p className="text-sm text-ink-700">{completedText}</p>
          </div>
          <Progress value={percent} label={completedText} />
        </Card>

        <div className="grid gap-5 lg:grid-cols-[1fr_2fr]">
          <Card>
            <CardTitle>{t("campaign.details")}</CardTitle>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <dt className="text-ink-600">{t("campaign.city")}</dt>
              <dd className="font-medium text-ink-950">{cityLabel(t, campaign.city)}</dd>
              <dt className="text-ink-600">{t("campaign.cost")}</dt>
              <dd className="font-medium text-ink-950">{formatRupees(campaign.cost)}</dd>
              <dt className="text-ink-600">{t("campaign.schedule")}</dt>
              <dd className="font-medium text-ink-950">
                {t("campaign.scheduleDays", { count: campaign.distributionDays })}
              </dd>
              <dt className="text-ink-600">{t("campaign.created")}</dt>
              <dd className="font-medium text-ink-950">
                {formatDate(campaign.createdAt, language)}
              </dd>
              {campaign.startDate ? (
                <>
                  <dt className="text-ink-600">{t("campaign.started")}</dt>
                  <dd className="font-medium text-ink-950" data-testid="start-date">
                    {formatDate(campaign.startDate, language)}
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="mt-5 space-y-2">
              {/* The public page exists once the admin has approved the campaign (404 before). */}
              {campaign.startDate ? (
                <>
                  <Link
                    to={publicPath}
                    className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
                  >
                    <Icon name="external-link" />
                    {t("campaign.publicPage")}
                  </Link>
                  <p className="text-xs text-ink-600">{t("campaign.publicPageHint")}</p>
                </>
              ) : (
                <p className="text-sm text-ink-600" data-testid="public-page-later">
                  {campaign.status === "rejected"
                    ? t("campaign.publicPageNever")
                    : t("campaign.publicPageLater")}
                </p>
              )}
            </div>
            <div className="mt-5">
              <NotImplementedActions label={campaign.businessName} withText />
            </div>
          </Card>

          <Card>
            <CardTitle>{t("campaign.pacingTitle")}</CardTitle>
            <p className="mt-1 text-sm text-ink-600">
              {campaign.startDate
                ? t("campaign.pacingIntro")
                : campaign.status === "rejected"
                  ? t("campaign.pacingRejected")
                  : t("campaign.pacingPending")}
            </p>
            <div className="relative mt-3 max-h-80 overflow-auto">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-white text-ink-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("campaign.day")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("campaign.date")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t("campaign.reviewsThatDay")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("campaign.totalByThen")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {pacing.map((row) => (
                    <tr
                      key={row.day}
                      className={row.day === today ? "bg-brand-50 font-semibold" : undefined}
                    >
                      <td className="py-1.5 pr-3">
                        {row.day}
                        {row.day === today ? ` · ${t("campaign.today")}` : ""}
                      </td>
                      <td className="py-1.5 pr-3 text-ink-700">
                        {row.date ? formatDate(`${row.date}T12:00:00+05:30`, language) : "—"}
                      </td>
                      <td className="py-1.5 pr-3 text-right">{row.count}</td>
                      <td className="py-1.5 text-right">{row.cumulative}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </div>

        <Card>
          <CardTitle>{t("campaign.submittedReviews")}</CardTitle>
          {reviews.list.length === 0 ? (
            <p className="mt-2 text-ink-700">{t("campaign.noReviews")}</p>
          ) : (
            <ul
              className="relative mt-3 max-h-[24rem] divide-y divide-ink-100 overflow-y-auto"
              aria-label={t("campaign.submittedReviews")}
            >
              {reviews.list.map((review) => (
                <li
                  key={review.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                >
                  <div>
                    <p className="font-medium text-ink-950">
                      {review.reviewerName || t("campaign.anonymous")}
                    </p>
                    <p className="text-xs text-ink-600">
                      {formatDateTime(review.createdAt, language)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="flex items-center gap-1 text-sm">
                      <Icon name="star" className="size-4 fill-saffron-400 text-saffron-500" />
                      <span aria-hidden="true">{review.rating}</span>
                      <span className="sr-only">
                        {t("campaign.rating", { count: review.rating })}
                      </span>
                    </span>
                    <StatusBadge kind="review" status={review.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager
            param={reviewsParam}
            paged={reviews}
            pageSize={REVIEWS_PAGE_SIZE}
            label={t("campaign.submittedReviews")}
          />
        </Card>
      </main>
    </>
  );
}
