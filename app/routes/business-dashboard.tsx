import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { lazy, Suspense } from "react";
import { data, Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnFailure,
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { CampaignCard } from "~/components/campaign-card";
import { DashboardHeader } from "~/components/dashboard-header";
import { firstInteraction, LoadWhenDropped } from "~/components/first-interaction";
import { Icon, type IconName } from "~/components/icon";
import { Pager } from "~/components/pager";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveUpdates } from "~/components/use-live-updates";
import { campaignFormSchema } from "~/domain/campaign-form";
import {
  getBusinessStats,
  listBusinessCampaigns,
  listPaymentHistory,
} from "~/domain/campaign-lists.server";
import { createCampaign } from "~/domain/campaigns.server";
import { formatDate } from "~/domain/dates";
import { formatRupees } from "~/domain/money";
import { loadKeysetPage, readPageRequest } from "~/domain/paging";
import { supportPhone, supportPhoneDisplay } from "~/domain/support-contact";
import { isUuid } from "~/domain/uuid";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { type FlashToast, redirectWithToast } from "~/http/toast.server";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/business-dashboard";

// Zod and Conform come with the form, not with every visit to the dashboard; a dashboard opened
// with the form (?new=1) downloads them when the person first touches the page (decision 015).
const CreateCampaignForm = lazy(() =>
  firstInteraction("create").then(() => import("~/components/create-campaign-form")),
);

const PAGE_SIZE = 20;
/** The query parameters that page this dashboard's lists. */
const pageParams = { campaigns: "campaigns", payments: "payments" } as const;

export const handle: RouteHandle = { messages: ["businessDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const { db } = getServices(context);
  const url = new URL(request.url);
  const businessId = profile.id;
  // The stats query also counts the lists' rows: one round trip less for each list.
  const statsRead = getBusinessStats(db, { businessId });
  const [stats, campaigns, payments] = await Promise.all([
    statsRead,
    loadKeysetPage({
      request: readPageRequest(url.searchParams, pageParams.campaigns),
      size: PAGE_SIZE,
      count: async () => (await statsRead).campaigns,
      list: (window) => listBusinessCampaigns(db, { businessId, ...window }),
    }),
    loadKeysetPage({
      request: readPageRequest(url.searchParams, pageParams.payments),
      size: PAGE_SIZE,
      count: async () => (await statsRead).payments,
      list: (window) => listPaymentHistory(db, { businessId, ...window }),
    }),
  ]);
  return {
    name: profile.businessName ?? profile.username ?? "",
    stats,
    campaigns: {
      ...campaigns,
      list: campaigns.list.map((campaign) => ({
        id: campaign.id,
        businessName: campaign.businessName,
        city: campaign.city,
        status: campaign.status,
        targetReviews: campaign.targetReviews,
        completedReviews: campaign.completedReviews,
      })),
    },
    payments: {
      ...payments,
      list: payments.list.map((payment) => ({
        id: payment.id,
        createdAt: payment.createdAt,
        campaignName: payment.campaignName,
        amount: payment.amount,
        provider: payment.provider,
      })),
    },
    showForm: url.searchParams.get("new") === "1",
    // A fresh idempotency key for each form shown: a double submit creates one campaign.
    requestId: crypto.randomUUID(),
  };
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "business");
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: campaignFormSchema });
  const missing: FlashToast = {
    title: "business.missingInfoTitle",
    description: "business.missingInfoText",
    variant: "error",
  };
  const requestId = String(formData.get("requestId") ?? "");
  if (submission.status !== "success" || !isUuid(requestId)) {
    return data({ result: submission.reply(), toast: missing }, 400);
  }
  const { db, payments } = getServices(context);
  const outcome = await createCampaign(
    db,
    { payments },
    {
      businessId: profile.id,
      requestId,
      ...submission.value,
    },
  );
  // The form's schema is the domain's, so this is only a guard against a schema drifting apart.
  if (outcome.ok === false && outcome.reason === "invalid_input") {
    return data({ result: submission.reply(), toast: missing }, 400);
  }
  if (outcome.ok === false && outcome.reason === "request_taken") {
    const toast: FlashToast = {
      title: "business.formUsedTitle",
      description: "business.formUsedText",
      variant: "error",
    };
    return data({ result: submission.reply(), toast }, 409);
  }
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply(),
        toast: {
          title: "business.paymentFailedTitle",
          description: "business.paymentFailedText",
          variant: "error",
        } as FlashToast,
      },
      outcome.reason === "not_business" ? 403 : 402,
    );
  }
  return redirectWithToast("/business/dashboard", {
    title: "business.campaignSubmittedTitle",
    description: "business.campaignSubmittedText",
    variant: "success",
  });
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

const liveTopicsOfBusiness = ["my-campaigns"] as const;

export default function BusinessDashboard({ loaderData, actionData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { stats } = loaderData;
  useFlashToast(actionData?.toast);
  // Paused while the create form is open: a reload would give the form a new key and clear it.
  useLiveUpdates(loaderData.showForm ? [] : liveTopicsOfBusiness);

  const statCards: { label: string; value: string; icon: IconName }[] = [
    {
      label: t("business.activeCampaigns"),
      value: String(stats.activeCampaigns),
      icon: "sparkles",
    },
    { label: t("business.completed"), value: String(stats.completed), icon: "circle-check" },
    { label: t("business.pendingApproval"), value: String(stats.pendingApproval), icon: "clock" },
    { label: t("business.totalSpent"), value: formatRupees(stats.totalSpent), icon: "wallet" },
  ];

  return (
    <>
      <title>{t("dashboard.businessTitle")}</title>
      <DashboardHeader>
        <Link
          to="?new=1#create"
          className={cn(buttonVariants({ size: "sm" }), "mr-1 whitespace-nowrap")}
        >
          <Icon name="plus" />
          {t("business.newCampaign")}
        </Link>
      </DashboardHeader>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.welcomeBusiness", { name: loaderData.name })}
        </h1>

        <section
          aria-label={t("business.statsLabel")}
          className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        >
          {statCards.map(({ label, value, icon }) => (
            <Card key={label} className="p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-ink-600">{label}</p>
                <Icon name={icon} className="size-5 text-brand-700" />
              </div>
              <p className="mt-2 text-2xl font-bold text-ink-950" data-testid={`stat-${label}`}>
                {value}
              </p>
            </Card>
          ))}
        </section>

        {loaderData.showForm ? (
          <Suspense fallback={<LoadWhenDropped />}>
            <CreateCampaignForm
              key={loaderData.requestId}
              requestId={loaderData.requestId}
              lastResult={actionData?.result}
            />
          </Suspense>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="my-campaigns" className="space-y-3">
            <h2 id="my-campaigns" className="text-xl font-bold text-ink-950">
              {t("business.myCampaigns")}
            </h2>
            {loaderData.campaigns.list.length === 0 ? (
              <Card>
                <p className="text-ink-700">{t("business.noCampaigns")}</p>
              </Card>
            ) : (
              <ul className="space-y-3">
                {loaderData.campaigns.list.map((campaign) => (
                  <CampaignCard key={campaign.id} campaign={campaign} />
                ))}
              </ul>
            )}
            <Pager
              param={pageParams.campaigns}
              paged={loaderData.campaigns}
              pageSize={PAGE_SIZE}
              label={t("business.myCampaigns")}
            />
          </section>

          <aside className="space-y-4">
            <Card>
              <CardTitle className="flex items-center gap-2">
                <Icon name="life-buoy" className="size-5 text-brand-700" />
                {t("business.helpDesk")}
              </CardTitle>
              <p className="mt-2 text-sm text-ink-700">{t("business.helpDeskText")}</p>
              <a
                href={`tel:${supportPhone}`}
                className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-3")}
              >
                <Icon name="phone" />
                {supportPhoneDisplay}
              </a>
            </Card>
            <Card>
              <CardTitle className="flex items-center gap-2">
                <Icon name="receipt" className="size-5 text-brand-700" />
                {t("business.paymentHistory")}
              </CardTitle>
              {loaderData.payments.list.length === 0 ? (
                <p className="mt-2 text-sm text-ink-700">{t("business.noPayments")}</p>
              ) : (
                <ul
                  className="mt-3 divide-y divide-ink-100"
                  aria-label={t("business.paymentHistory")}
                >
                  {loaderData.payments.list.map((payment) => (
                    <li
                      key={payment.id}
                      className="flex items-center justify-between gap-3 py-2 text-sm"
                    >
                      <div className="min-w-0">
                        <p className="truncate font-medium text-ink-900">{payment.campaignName}</p>
                        <p className="text-ink-600">{formatDate(payment.createdAt, language)}</p>
                      </div>
                      <div className="text-right">
                        <p className="font-semibold text-ink-950">{formatRupees(payment.amount)}</p>
                        <p className="text-xs text-ink-600">
                          {paymentProviderLabel(t, payment.provider)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <Pager
                param={pageParams.payments}
                paged={loaderData.payments}
                pageSize={PAGE_SIZE}
                label={t("business.paymentHistory")}
              />
            </Card>
          </aside>
        </div>
      </main>
    </>
  );
}

/** The provider's name from the message files; a provider added later shows its own name. */
function paymentProviderLabel(t: TFunction, provider: string): string {
  return t(`business.paymentProvider.${provider}`, { defaultValue: provider });
}
