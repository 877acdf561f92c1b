import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { BackButton } from "~/components/back-button";
import { CampaignRejectionReason } from "~/components/campaign-rejection-reason";
import { DashboardHeader } from "~/components/dashboard-header";
import { StatusBadge } from "~/components/status-badge";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveUpdates } from "~/components/use-live-updates";
import {
  getBusinessCampaign,
  listCampaignReviewsForBusiness,
} from "~/domain/campaigns/business-campaigns.server";
import { getCampaignAnalytics } from "~/domain/campaigns/campaign-analytics.server";
import { allowedByDay, campaignDay } from "~/domain/campaigns/daily-schedule";
import { findCampaignEdit } from "~/domain/campaigns/edit-campaign.server";
import {
  listOwnerReviewAnswers,
  noOwnerReviewAnswer,
} from "~/domain/moderation/review-reports/owner-review-answers.server";
import { findUnfilledRefund } from "~/domain/money/payments/unfilled-refund.server";
import { REVIEW_PREVIEW_LENGTH, reviewPreview } from "~/domain/reviews/review-preview";
import { addDays, kolkataDateKey } from "~/domain/shared/dates";
import { loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { dispatchIntent, type IntentHandlers } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { cityLabel } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { Analytics } from "./analytics";
import type { CampaignDetailIntent, CampaignDetailIntentArgs } from "./campaign-detail-intents";
import { CampaignNotices } from "./campaign-notices";
import { Pacing } from "./daily-schedule";
import { CampaignDetails } from "./details";
import { addReviewsIntent, confirmAddReviewsIntent } from "./intents/add-reviews-intents.server";
import { disputeReviewIntent } from "./intents/dispute-intents.server";
import {
  deleteCampaignIntent,
  editCampaignIntent,
  pauseCampaignIntent,
  resumeCampaignIntent,
} from "./intents/manage-campaign-intents.server";
import { saveReplyIntent } from "./intents/reply-intents.server";
import { REVIEWS_PAGE_SIZE, reviewsParam } from "./review-list-pages";
import { SubmittedReviews } from "./submitted-reviews";
import { UnfilledRefundNotice } from "./unfilled-refund-notice";

export const handle: RouteHandle = { messages: ["campaignOwner"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business", request);
  const { db, gateway } = getServices(context);
  // Another business's campaign, or an id that is no campaign at all, answers 404 alike.
  const campaign = await getBusinessCampaign(db, { businessId: profile.id, campaignId: params.id });
  if (!campaign || campaign.status === "deleted") throw data(null, { status: 404 });
  const owned = { businessId: profile.id, campaignId: campaign.id };
  // The analytics count every review of the campaign by status: the list's count comes with them.
  const analytics = await getCampaignAnalytics(db, campaign);
  const page = await loadKeysetPage({
    request: readPageRequest(new URL(request.url).searchParams, reviewsParam),
    size: REVIEWS_PAGE_SIZE,
    count: async () => analytics.submitted,
    // One character past the preview says whether there is more, without reading it all.
    list: (window) =>
      listCampaignReviewsForBusiness(db, {
        ...owned,
        ...window,
        textLength: REVIEW_PREVIEW_LENGTH + 1,
      }),
  });
  // The answers to the owner's disputes and the grounds of removals, for this page (decision 108).
  const answers = await listOwnerReviewAnswers(db, { ...owned, reviews: page.list });
  // Each review with the start of its text (the whole on request), its reply to edit and answers.
  const reviews = {
    ...page,
    list: page.list.map(({ cursor: _cursor, reviewText, ...review }) => {
      const preview = reviewText === null ? null : reviewPreview(reviewText);
      return {
        ...review,
        reviewText: preview?.text ?? null,
        truncated: !!preview?.truncated,
        ...(answers.get(review.id) ?? noOwnerReviewAnswer),
      };
    }),
  };
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
      rejectionReason: campaign.rejectionReason,
      mapsLink: campaign.mapsLink,
      topics: campaign.topics,
      address: campaign.address,
      placeLat: campaign.placeLat,
      placeLng: campaign.placeLng,
      pausedAt: campaign.pausedAt,
    },
    edit: await findCampaignEdit(db, { campaignId: campaign.id }),
    // An ended campaign's unfilled slots given back (decision 059), said on its own page too.
    unfilledRefund: await findUnfilledRefund(db, owned),
    pacing,
    today,
    reviews,
    analytics,
    // PAYMENTS=razorpay: Add reviews pays through Checkout, whose script the CSP allows.
    checkoutScriptUrl: gateway?.checkoutScriptUrl ?? null,
  };
}

/** One handler per form of the page (intents/): replies (decision 033), the campaign (051). */
const intents = {
  "save-reply": saveReplyIntent,
  "pause-campaign": pauseCampaignIntent,
  "resume-campaign": resumeCampaignIntent,
  "delete-campaign": deleteCampaignIntent,
  "edit-campaign": editCampaignIntent,
  "add-reviews": addReviewsIntent,
  "confirm-add-reviews": confirmAddReviewsIntent,
  "dispute-review": disputeReviewIntent,
} satisfies IntentHandlers<CampaignDetailIntent, CampaignDetailIntentArgs, unknown>;

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const profile = requireRole(context, "business");
  const form = await readForm(request);
  const args = { form, businessId: profile.id, campaignId: params.id, context };
  return dispatchIntent<CampaignDetailIntent, CampaignDetailIntentArgs, unknown>(
    form,
    intents,
    args,
    () => answerRefusal(unexpectedRequest),
  );
}

const liveTopicsOfBusiness = ["my-campaigns"] as const;

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

export default function CampaignDetail({ loaderData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  useLiveUpdates(liveTopicsOfBusiness);
  const { campaign, edit, pacing, today, reviews, analytics, checkoutScriptUrl, unfilledRefund } =
    loaderData;
  const percent = Math.round((campaign.completedReviews / campaign.targetReviews) * 100);
  const completedText = t("campaign.reviewsCompleted", {
    completed: campaign.completedReviews,
    count: campaign.targetReviews,
  });

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
        <CampaignRejectionReason reason={campaign.rejectionReason} />
        <CampaignNotices campaign={campaign} edit={edit} />
        <UnfilledRefundNotice refund={unfilledRefund} />

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
          <CampaignDetails campaign={campaign} checkoutScriptUrl={checkoutScriptUrl} />
          <Pacing campaign={campaign} pacing={pacing} today={today} />
        </div>

        <Analytics campaignId={campaign.id} analytics={analytics} />

        <SubmittedReviews campaignId={campaign.id} reviews={reviews} />
      </main>
    </>
  );
}
