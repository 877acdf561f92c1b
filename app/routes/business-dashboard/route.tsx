import { lazy, Suspense } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnFailure,
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { DashboardHeader } from "~/components/dashboard-header";
import { firstInteraction, LoadWhenDropped } from "~/components/first-interaction";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveUpdates } from "~/components/use-live-updates";
import {
  getBusinessStats,
  listBusinessCampaigns,
  listPaymentHistory,
} from "~/domain/campaigns/business-campaigns.server";
import { billingDetailsNeeded } from "~/domain/money/invoices/billing-details.server";
import { listGivenBackPayments } from "~/domain/money/payments/unapplied-payments.server";
import { loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { warningsOfBusiness } from "~/domain/transparency/business-warnings.server";
import { getServices } from "~/http/context.server";
import { dispatchIntent, type IntentHandlers } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { BillingNeededNotice } from "./billing-needed-notice";
import { PAGE_SIZE, pageParams } from "./business-list-pages";
import { HelpDesk } from "./help-desk";
import { confirmPaymentIntent, createCampaignIntent } from "./intents/campaign-intents.server";
import { MyCampaigns } from "./my-campaigns";
import { PaymentHistory } from "./payment-history";
import { Stats } from "./stats";
import { WarningsNotice } from "./warnings-notice";

// Zod and Conform come with the form, not with every visit to the dashboard; a dashboard opened
// with the form (?new=1) downloads them when the person first touches the page (decision 015).
const CreateCampaignForm = lazy(() =>
  firstInteraction("create").then(() => import("./create-campaign-form")),
);

export const handle: RouteHandle = { messages: ["businessDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business", request);
  const { db } = getServices(context);
  const url = new URL(request.url);
  const businessId = profile.id;
  // The stats query also counts the lists' rows: one round trip less for each list.
  const statsRead = getBusinessStats(db, { businessId });
  const showForm = url.searchParams.get("new") === "1";
  const [stats, campaigns, payments, billingNeeded, givenBack, warnings] = await Promise.all([
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
    // Asked only with the pay step shown: a plain dashboard visit reads nothing more.
    showForm ? billingDetailsNeeded(db, { businessId }) : false,
    listGivenBackPayments(db, { businessId }),
    warningsOfBusiness(db, { businessId }),
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
        rejectionReason: campaign.rejectionReason,
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
        status: payment.status,
        purpose: payment.purpose,
        refundedAt: payment.refundedAt,
        invoice: payment.invoice,
        refunds: payment.refunds,
      })),
    },
    showForm,
    billingNeeded,
    givenBack,
    warnings,
    // PAYMENTS=razorpay: the form pays through Checkout, whose script the CSP allows.
    checkoutScriptUrl: getServices(context).gateway?.checkoutScriptUrl ?? null,
    // A fresh idempotency key for each form shown: a double submit creates one campaign.
    requestId: crypto.randomUUID(),
  };
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

/** Create Campaign (a form without an intent), and Checkout's answer when paying by Razorpay. */
export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "business");
  const form = await readForm(request);
  const args = { request, context, form, businessId: profile.id };
  return dispatchIntent(form, intents, args, () => createCampaignIntent(args));
}

const intents = {
  "confirm-payment": confirmPaymentIntent,
} satisfies IntentHandlers<"confirm-payment", Parameters<typeof confirmPaymentIntent>[0], unknown>;

/** An order for Checkout keeps the page as it is: a reload would give the form a new key. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    actionResult &&
    typeof actionResult === "object" &&
    "checkout" in actionResult &&
    actionResult.checkout
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

const liveTopicsOfBusiness = ["my-campaigns"] as const;

export default function BusinessDashboard({ loaderData, actionData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  useFlashToast(actionData?.toast);
  // Paused while the create form is open: a reload would give the form a new key and clear it.
  useLiveUpdates(loaderData.showForm ? [] : liveTopicsOfBusiness);

  return (
    <>
      <title>{t("dashboard.businessTitle")}</title>
      <DashboardHeader>
        <NewCampaignLink className="mr-1 max-sm:hidden" />
      </DashboardHeader>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.welcomeBusiness", { name: loaderData.name })}
        </h1>
        {/* A phone's header has no room for its words beside Logout (decision 055). */}
        <NewCampaignLink className="w-full sm:hidden" />
        <WarningsNotice warnings={loaderData.warnings} />

        <Stats stats={loaderData.stats} />

        {loaderData.showForm && loaderData.billingNeeded ? (
          <BillingNeededNotice backTo="/business/dashboard?new=1" />
        ) : null}
        {loaderData.showForm ? (
          <Suspense fallback={<LoadWhenDropped />}>
            <CreateCampaignForm
              key={loaderData.requestId}
              requestId={loaderData.requestId}
              lastResult={actionData?.result}
              checkoutScriptUrl={loaderData.checkoutScriptUrl}
              checkout={actionData?.checkout ?? null}
            />
          </Suspense>
        ) : null}

        {/* minmax(0, …): a long name wraps or truncates inside its card, never widens the page. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <MyCampaigns campaigns={loaderData.campaigns} />
          <aside className="space-y-4">
            <HelpDesk />
            <PaymentHistory payments={loaderData.payments} givenBack={loaderData.givenBack} />
          </aside>
        </div>
      </main>
    </>
  );
}

/** 'New Campaign', in words: in the header from 640 px, under the welcome on a phone. */
function NewCampaignLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link to="?new=1#create" className={cn(buttonVariants(), "whitespace-nowrap", className)}>
      <Icon name="plus" />
      {t("business.newCampaign")}
    </Link>
  );
}
