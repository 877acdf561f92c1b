import { lazy, Suspense } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { cityLabel } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { pageParams } from "~/routes/_staff/staff-list-pages";
import { type ActionResult, type AdminIntent, campaignDecisionKey } from "./admin-intents";
import type { CampaignEditsSection } from "./campaign-edits.server";
import { RejectCampaign } from "./campaign-rejection";
import { PaymentStateBadge } from "./payment-state-badge";
import { SuspendAccountButton } from "./suspend-account-button";
import type { CampaignRow, PendingRow } from "./tab-rows.server";

// Owners' changes are rare: their list's code comes only when there is one.
const CampaignEdits = lazy(() => import("./campaign-edits"));

export function CampaignsTab({
  pending,
  all,
  edits,
}: {
  pending: KeysetPaged<PendingRow>;
  all: KeysetPaged<CampaignRow>;
  edits: CampaignEditsSection;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <>
      <section aria-labelledby="pending-campaigns" className="space-y-3">
        <h2 id="pending-campaigns" className="text-lg font-bold text-ink-950">
          {t("admin.pendingApproval")}
        </h2>
        {pending.list.length === 0 ? (
          <Card>
            <p className="text-ink-700">{t("admin.noPendingCampaigns")}</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {pending.list.map((campaign) => (
              <PendingCampaign key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
        <Pager
          param={pageParams.pendingCampaigns}
          paged={pending}
          label={t("admin.pendingApproval")}
        />
      </section>
      {edits.texts ? (
        <Suspense fallback={null}>
          <CampaignEdits edits={edits} />
        </Suspense>
      ) : null}
      <section aria-labelledby="all-campaigns" className="space-y-3">
        <h2 id="all-campaigns" className="text-lg font-bold text-ink-950">
          {t("admin.allCampaigns")}
        </h2>
        {all.list.length === 0 ? (
          <Card>
            <p className="text-ink-700">{t("admin.noCampaigns")}</p>
          </Card>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
            {all.list.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0 flex-[1_1_16rem]">
                  <p className="font-semibold text-ink-950">{campaign.businessName}</p>
                  <p className="text-sm text-ink-600">
                    {cityLabel(t, campaign.city)} · {formatDate(campaign.createdAt, language)} ·{" "}
                    {t("admin.reviewsCount", {
                      completed: campaign.completedReviews,
                      count: campaign.targetReviews,
                    })}
                  </p>
                  {campaign.rejectionReason ? (
                    <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-ink-800">
                      {t("admin.rejectedReason", { reason: campaign.rejectionReason })}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge kind="campaign" status={campaign.status} />
                  <PaymentStateBadge state={campaign.paymentState} />
                  <PauseOrResume campaign={campaign} />
                  <SuspendAccountButton
                    subject={{ name: "campaignId", value: campaign.id }}
                    who="business"
                    account={campaign.businessName}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager param={pageParams.allCampaigns} paged={all} label={t("admin.allCampaigns")} />
      </section>
    </>
  );
}

function PendingCampaign({ campaign }: { campaign: PendingRow }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>({ key: campaignDecisionKey });
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0 flex-[1_1_16rem]">
          <p className="font-semibold text-ink-950">{campaign.businessName}</p>
          <p className="text-sm text-ink-600">
            {cityLabel(t, campaign.city)} · {t("admin.target")}: {campaign.targetReviews} ·{" "}
            {t("admin.cost")}: {formatRupees(campaign.cost)}
          </p>
          {campaign.topics.length ? (
            <p className="text-sm text-ink-600">
              {t("admin.topics", { topics: campaign.topics.join(", ") })}
            </p>
          ) : null}
          {/* The admin checks the place exists before the campaign goes live. */}
          <a
            href={campaign.mapsLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Icon name="external-link" className="size-4" />
            {t("dashboard.openInMaps")}
          </a>
        </div>
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <input type="hidden" name="campaignId" value={campaign.id} />
            {/* What the admin approves is this version; a change since refuses it (102). */}
            <input type="hidden" name="version" value={campaign.version} />
            <Button
              type="submit"
              name="intent"
              value={"approve-campaign" satisfies AdminIntent}
              disabled={busy}
            >
              <Icon name="check" />
              {t("admin.approve")}
            </Button>
          </fetcher.Form>
          <RejectCampaign campaign={campaign} busy={busy} />
        </div>
      </Card>
    </li>
  );
}

/**
 * The admin's Pause on a running campaign, Resume on a paused one (decision 051): a plain form
 * (the page answers with its toast), since the admin's script is at its budget.
 */
function PauseOrResume({ campaign }: { campaign: CampaignRow }) {
  const { t } = useTranslation();
  if (campaign.status !== "active" && campaign.status !== "paused") return null;
  const paused = campaign.status === "paused";
  const label = t(paused ? "adminCampaign.resume" : "dashboard.pause");
  return (
    <form method="post">
      <input type="hidden" name="campaignId" value={campaign.id} />
      <Button
        type="submit"
        name="intent"
        value={(paused ? "resume-campaign" : "pause-campaign") satisfies AdminIntent}
        variant="outline"
        size="sm"
        aria-label={`${label}: ${campaign.businessName}`}
      >
        {label}
      </Button>
    </form>
  );
}
