import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, useFetcher, useSearchParams } from "react-router";
import { z } from "zod";
import { requireRole } from "~/auth/guards.server";
import { DashboardHeader } from "~/components/dashboard-header";
import { NotImplementedActions } from "~/components/not-implemented-actions";
import { StatusBadge } from "~/components/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useFlashToast } from "~/components/use-flash-toast";
import { getServices } from "~/context.server";
import {
  approveCampaign,
  ensureDemoCampaign,
  listAllCampaigns,
  listPendingCampaigns,
  rejectCampaign,
} from "~/domain/campaigns.server";
import { formatDate } from "~/domain/dates";
import { formatRupees } from "~/domain/money";
import { isLanguage } from "~/i18n/languages";
import type { FlashToast } from "~/toast.server";
import type { Route } from "./+types/admin-dashboard";

const tabs = ["reviews", "campaigns", "payouts"] as const;
const campaignDecisionKey = "campaign-decision";
type Tab = (typeof tabs)[number];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin");
  const { db } = getServices(context);
  const demo = await ensureDemoCampaign(db, { adminId: profile.id });
  const [pendingCampaigns, allCampaigns] = await Promise.all([
    listPendingCampaigns(db, { limit: 100 }),
    listAllCampaigns(db, { limit: 100 }),
  ]);
  const toast: FlashToast | null = demo.created
    ? { title: "admin.demoCreatedTitle", description: "admin.demoCreatedText", variant: "success" }
    : null;
  return { username: profile.username ?? "", pendingCampaigns, allCampaigns, toast };
}

const actionSchema = z.object({
  intent: z.enum(["approve-campaign", "reject-campaign"]),
  campaignId: z.string().min(1).max(64),
});

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "admin");
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const { db } = getServices(context);
  const { intent, campaignId } = parsed.data;
  const outcome =
    intent === "approve-campaign"
      ? await approveCampaign(db, { campaignId, adminId: profile.id })
      : await rejectCampaign(db, { campaignId, adminId: profile.id });
  if (!outcome.ok) {
    const toast: FlashToast = {
      title: "admin.alreadyHandledTitle",
      description: "admin.alreadyHandledText",
      variant: "error",
    };
    return data({ toast }, outcome.reason === "not_found" ? 404 : 409);
  }
  const toast: FlashToast =
    intent === "approve-campaign"
      ? {
          title: "admin.campaignApprovedTitle",
          description: "admin.campaignApprovedText",
          variant: "success",
        }
      : { title: "admin.campaignRejectedTitle", description: "admin.campaignRejectedText" };
  return { toast };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "reviews";
  useFlashToast(loaderData.toast);
  // Rows share one fetcher, read here: a decided row leaves the list before it could say so.
  const decision = useFetcher<typeof action>({ key: campaignDecisionKey });
  useFlashToast(decision.data?.toast);

  return (
    <>
      <title>{t("dashboard.adminTitle")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-6xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.greeting", { name: loaderData.username })}
        </h1>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === "reviews" ? {} : { tab: value }, {
              replace: true,
              preventScrollReset: true,
            })
          }
        >
          <TabsList>
            <TabsTrigger value="reviews">{t("admin.reviewQueue")}</TabsTrigger>
            <TabsTrigger value="campaigns">
              {t("admin.campaigns")}
              {loaderData.pendingCampaigns.length > 0 ? (
                <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                  {loaderData.pendingCampaigns.length}
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="payouts">{t("admin.payouts")}</TabsTrigger>
          </TabsList>
          <TabsContent value="reviews">
            <Card>
              <p className="text-ink-700">{t("admin.noPendingReviews")}</p>
            </Card>
          </TabsContent>
          <TabsContent value="campaigns" className="space-y-6">
            <CampaignsTab pending={loaderData.pendingCampaigns} all={loaderData.allCampaigns} />
          </TabsContent>
          <TabsContent value="payouts">
            <Card>
              <p className="text-ink-700">{t("admin.noPendingPayouts")}</p>
            </Card>
          </TabsContent>
        </Tabs>
      </main>
    </>
  );
}

type Row = Route.ComponentProps["loaderData"]["pendingCampaigns"][number];

function CampaignsTab({ pending, all }: { pending: Row[]; all: Row[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <>
      <section aria-labelledby="pending-campaigns" className="space-y-3">
        <h2 id="pending-campaigns" className="text-lg font-bold text-ink-950">
          {t("admin.pendingApproval")}
        </h2>
        {pending.length === 0 ? (
          <Card>
            <p className="text-ink-700">{t("admin.noPendingCampaigns")}</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {pending.map((campaign) => (
              <PendingCampaign key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="all-campaigns" className="space-y-3">
        <h2 id="all-campaigns" className="text-lg font-bold text-ink-950">
          {t("admin.allCampaigns")}
        </h2>
        {all.length === 0 ? (
          <Card>
            <p className="text-ink-700">{t("admin.noCampaigns")}</p>
          </Card>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
            {all.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-950">{campaign.businessName}</p>
                  <p className="text-sm text-ink-600">
                    {campaign.city} · {formatDate(campaign.createdAt, language)} ·{" "}
                    {t("admin.reviewsCount", {
                      completed: campaign.completedReviews,
                      target: campaign.targetReviews,
                    })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge kind="campaign" status={campaign.status} />
                  <NotImplementedActions label={campaign.businessName} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function PendingCampaign({ campaign }: { campaign: Row }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>({ key: campaignDecisionKey });
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="font-semibold text-ink-950">{campaign.businessName}</p>
          <p className="text-sm text-ink-600">
            {campaign.city} · {t("admin.target")}: {campaign.targetReviews} · {t("admin.cost")}:{" "}
            {formatRupees(campaign.cost)}
          </p>
        </div>
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="campaignId" value={campaign.id} />
          <Button type="submit" name="intent" value="approve-campaign" size="sm" disabled={busy}>
            <Check aria-hidden="true" />
            {t("admin.approve")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="reject-campaign"
            size="sm"
            variant="outline"
            disabled={busy}
          >
            <X aria-hidden="true" />
            {t("admin.reject")}
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}
