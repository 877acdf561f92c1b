import { useId, useState } from "react";
import { data, useFetcher, useSearchParams } from "react-router";
// biome-ignore lint/style/noRestrictedImports: this schema reads the action's form, on the server only.
import { z } from "zod";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnFailure,
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import {
  type AdminPayoutRow,
  MAX_REASON_INPUT,
  MAX_REFERENCE_INPUT,
  PayoutsTab,
} from "~/components/admin-payouts";
import { DashboardHeader } from "~/components/dashboard-header";
import { Icon } from "~/components/icon";
import { NotImplementedActions } from "~/components/not-implemented-actions";
import { Pager } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { TabLink, TabLinks } from "~/components/ui/tabs";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveSections } from "~/components/use-live-sections";
import {
  type AdminCampaignRow,
  listAllCampaigns,
  listPendingCampaigns,
  type PendingCampaignRow,
} from "~/domain/campaign-lists.server";
import { approveCampaign, ensureDemoCampaign, rejectCampaign } from "~/domain/campaigns.server";
import { formatDate } from "~/domain/dates";
import { formatRupees } from "~/domain/money";
import {
  type KeysetPaged,
  type KeysetWindow,
  loadKeysetPage,
  readPageRequest,
} from "~/domain/paging";
import {
  type AdminPayout,
  listPendingPayouts,
  listProcessedPayouts,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_PAYOUT_REJECTION_LENGTH,
  markPayoutPaid,
  rejectPayout,
} from "~/domain/payouts.server";
import { listPendingReviews, type QueueReview } from "~/domain/review-lists.server";
import {
  approveReview,
  MAX_REJECTION_REASON_LENGTH,
  rejectReview,
} from "~/domain/review-moderation.server";
import { reviewPreview } from "~/domain/review-text";
import { adminCounts } from "~/domain/status-counts.server";
import { loadSections, refreshedTopics } from "~/events/live-sections";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/forms/text";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";
import { cityLabel } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/admin-dashboard";

const tabs = ["reviews", "campaigns", "payouts"] as const;
const campaignDecisionKey = "campaign-decision";
const reviewModerationKey = "review-moderation";
type Tab = (typeof tabs)[number];

function tabOf(searchParams: URLSearchParams): Tab {
  const requested = searchParams.get("tab");
  return tabs.includes(requested as Tab) ? (requested as Tab) : "reviews";
}

const PAGE_SIZE = 25;
/** The query parameters that page the admin's lists. */
const pageParams = {
  reviews: "queue",
  pendingCampaigns: "pending",
  allCampaigns: "all",
  payouts: "payouts",
  processedPayouts: "processed",
} as const;

export const handle: RouteHandle = { messages: ["adminDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin");
  const { db } = getServices(context);
  const url = new URL(request.url);
  // The demo campaign is made on a whole load, never on a live refresh of one queue.
  const demo = refreshedTopics(url) ? null : await ensureDemoCampaign(db, { adminId: profile.id });
  // Only the shown tab's lists are read; the others give the counts on their tab's badge (kept
  // as counters, so free). A tab switch is a navigation that loads its tab.
  const tab = tabOf(url.searchParams);
  // Every badge and pager total, from the counters in one read.
  const counts = await adminCounts(db, { adminId: profile.id });
  const rowsOf = <T, W>(shownOn: Tab, list: (window: W) => Promise<T[]>) =>
    tab === shownOn ? list : async () => [];
  // Each queue reloads alone when its topic changes (live-sections.ts).
  const live = await loadSections(url, {
    "review-queue": async () => {
      // Read from its cursor: page 2,000 of the queue costs what page 1 costs (paging.ts).
      const page = await loadKeysetPage({
        request: readPageRequest(url.searchParams, pageParams.reviews),
        size: PAGE_SIZE,
        count: async () => counts.pendingReviews,
        list: rowsOf("reviews", (window: KeysetWindow) =>
          listPendingReviews(db, { adminId: profile.id, ...window }),
        ),
      });
      return { ...page, list: page.list.map(queueRow) };
    },
    "campaign-queue": async () => {
      const [pending, all] = await Promise.all([
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.pendingCampaigns),
          size: PAGE_SIZE,
          count: async () => counts.pendingCampaigns,
          list: rowsOf("campaigns", (window: KeysetWindow) => listPendingCampaigns(db, window)),
        }),
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.allCampaigns),
          size: PAGE_SIZE,
          count: async () => counts.campaigns,
          list: rowsOf("campaigns", (window: KeysetWindow) => listAllCampaigns(db, window)),
        }),
      ]);
      return {
        pending: { ...pending, list: pending.list.map(pendingCampaignRow) },
        all: { ...all, list: all.list.map(campaignRow) },
      };
    },
    "payout-queue": async () => {
      const [payouts, processed] = await Promise.all([
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.payouts),
          size: PAGE_SIZE,
          count: async () => counts.pendingPayouts,
          list: rowsOf("payouts", (window: KeysetWindow) => listPendingPayouts(db, window)),
        }),
        loadKeysetPage({
          request: readPageRequest(url.searchParams, pageParams.processedPayouts),
          size: PAGE_SIZE,
          count: async () => counts.processedPayouts,
          list: rowsOf("payouts", (window: KeysetWindow) => listProcessedPayouts(db, window)),
        }),
      ]);
      // Only what the tab shows; each QR code is its own cached request (admin-payout-qr.ts).
      return {
        pending: { ...payouts, list: payouts.list.map(adminPayoutRow) },
        processed: { ...processed, list: processed.list.map(adminPayoutRow) },
      };
    },
  });
  const toast: FlashToast | null = demo?.created
    ? { title: "admin.demoCreatedTitle", description: "admin.demoCreatedText", variant: "success" }
    : null;
  return { username: profile.username ?? "", live, toast };
}

/** A queued review as the queue shows it: a preview of its text, the rest on request. */
function queueRow(review: QueueReview) {
  const preview = reviewPreview(review.reviewText);
  return {
    id: review.id,
    businessName: review.businessName,
    reviewerIdTail: review.reviewerIdTail,
    rating: review.rating,
    reviewText: preview.text,
    truncated: preview.truncated,
    createdAt: review.createdAt,
  };
}

/** A campaign as 'All Campaigns' shows it. */
function campaignRow(campaign: AdminCampaignRow) {
  return {
    id: campaign.id,
    businessName: campaign.businessName,
    city: campaign.city,
    status: campaign.status,
    targetReviews: campaign.targetReviews,
    completedReviews: campaign.completedReviews,
    createdAt: campaign.createdAt,
  };
}

/** A campaign as 'Pending Approval' shows it. */
function pendingCampaignRow(campaign: PendingCampaignRow) {
  return {
    id: campaign.id,
    businessName: campaign.businessName,
    city: campaign.city,
    targetReviews: campaign.targetReviews,
    cost: campaign.cost,
    topics: campaign.topics,
    mapsLink: campaign.mapsLink,
  };
}

/** A payout as the Payouts tab shows it: never the reviewer's phone or whole id. */
function adminPayoutRow(payout: AdminPayout): AdminPayoutRow {
  return {
    id: payout.id,
    amount: payout.amount,
    upiId: payout.upiId,
    status: payout.status,
    reference: payout.reference,
    rejectionReason: payout.rejectionReason,
    createdAt: payout.createdAt,
    processedAt: payout.processedAt,
    reviewerIdTail: payout.reviewerIdTail,
    username: payout.username,
    reviewerName: payout.reviewerName,
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["approve-campaign", "reject-campaign"]),
    campaignId: z.string().min(1).max(64),
  }),
  z.object({
    intent: z.literal("approve-review"),
    reviewId: z.string().min(1).max(64),
    // The two checks of SPEC §2, ticked by the admin; a review is approved only with both.
    proofChecked: z.literal("on").optional(),
    textChecked: z.literal("on").optional(),
  }),
  z.object({
    intent: z.literal("reject-review"),
    reviewId: z.string().min(1).max(64),
    reason: z.string().max(500).default(""),
  }),
  z.object({
    intent: z.literal("mark-payout-paid"),
    payoutId: z.string().min(1).max(64),
    reference: z.string().max(MAX_REFERENCE_INPUT).default(""),
  }),
  z.object({
    intent: z.literal("reject-payout"),
    payoutId: z.string().min(1).max(64),
    reason: z.string().max(MAX_REASON_INPUT).default(""),
  }),
]);

const alreadyProcessed: FlashToast = {
  title: "payout.alreadyProcessedTitle",
  description: "payout.alreadyProcessedText",
  variant: "error",
};

const alreadyModerated: FlashToast = {
  title: "queue.alreadyModeratedTitle",
  description: "queue.alreadyModeratedText",
  variant: "error",
};

/** What the domain refused in a typed reason or reference: control characters, or its length. */
function refusedText(text: string, max: number): FlashToast {
  return hasControlCharacters(text, { multiline: true })
    ? { title: "input.refusedTitle", description: CONTROL_CHARACTERS_MESSAGE, variant: "error" }
    : {
        title: "input.refusedTitle",
        description: "input.tooLong",
        values: { max },
        variant: "error",
      };
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "admin");
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const { db } = getServices(context);
  const input = parsed.data;
  if (input.intent === "mark-payout-paid" || input.intent === "reject-payout") {
    const outcome =
      input.intent === "mark-payout-paid"
        ? await markPayoutPaid(db, {
            payoutId: input.payoutId,
            adminId: profile.id,
            reference: input.reference,
          })
        : await rejectPayout(db, {
            payoutId: input.payoutId,
            adminId: profile.id,
            reason: input.reason,
          });
    if (!outcome.ok) {
      if (outcome.reason === "reference_invalid" || outcome.reason === "reason_invalid") {
        const text = input.intent === "mark-payout-paid" ? input.reference : input.reason;
        const max =
          input.intent === "mark-payout-paid"
            ? MAX_PAYOUT_REFERENCE_LENGTH
            : MAX_PAYOUT_REJECTION_LENGTH;
        return data({ toast: refusedText(text, max) }, 400);
      }
      // An empty reference or reason changes nothing; the dialogs do not send one.
      const missing =
        outcome.reason === "reference_required" || outcome.reason === "reason_required";
      return data(
        { toast: missing ? null : alreadyProcessed },
        missing ? 400 : outcome.reason === "not_found" ? 404 : 409,
      );
    }
    const toast: FlashToast =
      input.intent === "mark-payout-paid"
        ? { title: "payout.paidTitle", description: "payout.paidText", variant: "success" }
        : { title: "payout.adminRejectedTitle", description: "payout.adminRejectedText" };
    return { toast };
  }
  if (input.intent === "approve-review") {
    if (!input.proofChecked || !input.textChecked) {
      const toast: FlashToast = {
        title: "queue.checksRequiredTitle",
        description: "queue.checksRequiredText",
        variant: "error",
      };
      return data({ toast }, 400);
    }
    const outcome = await approveReview(db, {
      reviewId: input.reviewId,
      adminId: profile.id,
      checks: ["proof", "text"],
    });
    if (!outcome.ok)
      return data({ toast: alreadyModerated }, outcome.reason === "not_found" ? 404 : 409);
    return {
      toast: {
        title: "queue.approvedTitle",
        description: "queue.approvedText",
        variant: "success",
      } as FlashToast,
    };
  }
  if (input.intent === "reject-review") {
    const outcome = await rejectReview(db, {
      reviewId: input.reviewId,
      adminId: profile.id,
      reason: input.reason,
    });
    if (outcome.ok === false && outcome.reason === "reason_invalid") {
      return data({ toast: refusedText(input.reason, MAX_REJECTION_REASON_LENGTH) }, 400);
    }
    // An empty reason changes nothing; the dialog does not send one.
    if (!outcome.ok) {
      return data(
        { toast: outcome.reason === "reason_required" ? null : alreadyModerated },
        outcome.reason === "reason_required" ? 400 : 409,
      );
    }
    return {
      toast: { title: "queue.rejectedTitle", description: "queue.rejectedText" } as FlashToast,
    };
  }
  const outcome =
    input.intent === "approve-campaign"
      ? await approveCampaign(db, { campaignId: input.campaignId, adminId: profile.id })
      : await rejectCampaign(db, { campaignId: input.campaignId, adminId: profile.id });
  if (!outcome.ok) {
    const toast: FlashToast = {
      title: "admin.alreadyHandledTitle",
      description: "admin.alreadyHandledText",
      variant: "error",
    };
    return data({ toast }, outcome.reason === "not_found" ? 404 : 409);
  }
  const toast: FlashToast =
    input.intent === "approve-campaign"
      ? {
          title: "admin.campaignApprovedTitle",
          description: "admin.campaignApprovedText",
          variant: "success",
        }
      : { title: "admin.campaignRejectedTitle", description: "admin.campaignRejectedText" };
  return { toast };
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

type Sections = Required<Route.ComponentProps["loaderData"]["live"]["sections"]>;

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  useFlashToast(loaderData.toast);
  // A decision sent before the page finished loading arrives as a plain form post.
  useFlashToast(actionData?.toast);
  const sections = useLiveSections(loaderData.live);
  const reviews = sections["review-queue"];
  const campaigns = sections["campaign-queue"];
  const payouts = sections["payout-queue"];
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
        <TabLinks label={t("admin.sections")}>
          <TabLink search="" active={tab === "reviews"}>
            {t("admin.reviewQueue")}
            {reviews.count > 0 ? (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                {reviews.count}
              </span>
            ) : null}
          </TabLink>
          <TabLink search="?tab=campaigns" active={tab === "campaigns"}>
            {t("admin.campaigns")}
            {campaigns.pending.count > 0 ? (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                {campaigns.pending.count}
              </span>
            ) : null}
          </TabLink>
          <TabLink search="?tab=payouts" active={tab === "payouts"}>
            {t("admin.payouts")}
            {payouts.pending.count > 0 ? (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                {payouts.pending.count}
              </span>
            ) : null}
          </TabLink>
        </TabLinks>
        {tab === "reviews" ? <ReviewQueue reviews={reviews} /> : null}
        {tab === "campaigns" ? (
          <div className="space-y-6">
            <CampaignsTab pending={campaigns.pending} all={campaigns.all} />
          </div>
        ) : null}
        {tab === "payouts" ? (
          <PayoutsTab
            pending={payouts.pending.list}
            processed={payouts.processed.list}
            processedPager={
              <Pager
                param={pageParams.processedPayouts}
                paged={payouts.processed}
                pageSize={PAGE_SIZE}
                label={t("payout.processedHeading")}
              />
            }
            pager={
              <Pager
                param={pageParams.payouts}
                paged={payouts.pending}
                pageSize={PAGE_SIZE}
                label={t("payout.pendingHeading")}
              />
            }
          />
        ) : null}
      </main>
    </>
  );
}

type PendingRow = Sections["campaign-queue"]["pending"]["list"][number];
type Row = Sections["campaign-queue"]["all"]["list"][number];

function CampaignsTab({
  pending,
  all,
}: {
  pending: KeysetPaged<PendingRow>;
  all: KeysetPaged<Row>;
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
          pageSize={PAGE_SIZE}
          label={t("admin.pendingApproval")}
        />
      </section>
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
                <div className="min-w-0">
                  <p className="font-semibold text-ink-950">{campaign.businessName}</p>
                  <p className="text-sm text-ink-600">
                    {cityLabel(t, campaign.city)} · {formatDate(campaign.createdAt, language)} ·{" "}
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
        <Pager
          param={pageParams.allCampaigns}
          paged={all}
          pageSize={PAGE_SIZE}
          label={t("admin.allCampaigns")}
        />
      </section>
    </>
  );
}

function PendingCampaign({ campaign }: { campaign: PendingRow }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>({ key: campaignDecisionKey });
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0">
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
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Icon name="external-link" className="size-4" />
            {t("dashboard.openInMaps")}
          </a>
        </div>
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="campaignId" value={campaign.id} />
          <Button type="submit" name="intent" value="approve-campaign" size="sm" disabled={busy}>
            <Icon name="check" />
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
            <Icon name="x" />
            {t("admin.reject")}
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}

type QueueRow = Sections["review-queue"]["list"][number];

function ReviewQueue({ reviews }: { reviews: KeysetPaged<QueueRow> }) {
  const { t } = useTranslation();
  // Rows share one fetcher, read here: a moderated review leaves the queue before it could say so.
  const moderation = useFetcher<typeof action>({ key: reviewModerationKey });
  useFlashToast(moderation.data?.toast);
  if (reviews.list.length === 0) {
    return (
      <Card>
        <p className="text-ink-700">{t("admin.noPendingReviews")}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-600">{t("queue.policyReminder")}</p>
      <ul className="space-y-3" aria-label={t("admin.reviewQueue")}>
        {reviews.list.map((review) => (
          <QueueItem key={review.id} review={review} />
        ))}
      </ul>
      <Pager
        param={pageParams.reviews}
        paged={reviews}
        pageSize={PAGE_SIZE}
        label={t("admin.reviewQueue")}
      />
    </div>
  );
}

function QueueItem({ review }: { review: QueueRow }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const fetcher = useFetcher<typeof action>({ key: reviewModerationKey });
  // The queue sends a preview of a long review; the whole text comes when asked for.
  const wholeText = useFetcher<{ reviewText: string }>();
  const [proofChecked, setProofChecked] = useState(false);
  const [textChecked, setTextChecked] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const busy = fetcher.state !== "idle";
  const ids = useId();
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold text-ink-950">{review.businessName}</h3>
            <p className="text-sm text-ink-600">
              {t("queue.reviewer", { tail: review.reviewerIdTail })} ·{" "}
              {t("queue.submitted", { date: formatDate(review.createdAt, language) })}
            </p>
          </div>
          <p className="text-sm font-medium text-ink-800">
            {t("queue.ratingValue", { count: review.rating })}
          </p>
        </div>
        <div className="space-y-1 rounded-lg bg-ink-50 p-3">
          <p className="whitespace-pre-line text-ink-900">
            {wholeText.data?.reviewText ??
              (review.truncated ? `${review.reviewText}…` : review.reviewText)}
          </p>
          {review.truncated && !wholeText.data ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto min-h-0 px-0"
              disabled={wholeText.state !== "idle"}
              onClick={() => wholeText.load(`/admin/reviews/${review.id}/text`)}
            >
              {t("queue.readWholeReview")}
            </Button>
          ) : null}
        </div>
        <a
          href={`/proof/${review.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Icon name="external-link" />
          {t("queue.viewProof")}
        </a>
        <div className="space-y-2">
          <label htmlFor={`${ids}-proof`} className="flex items-center gap-2 text-sm text-ink-900">
            <input
              id={`${ids}-proof`}
              form={`${ids}-decision`}
              name="proofChecked"
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={proofChecked}
              onChange={(event) => setProofChecked(event.currentTarget.checked)}
            />
            {t("queue.checkProof")}
          </label>
          <label htmlFor={`${ids}-text`} className="flex items-center gap-2 text-sm text-ink-900">
            <input
              id={`${ids}-text`}
              form={`${ids}-decision`}
              name="textChecked"
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={textChecked}
              onChange={(event) => setTextChecked(event.currentTarget.checked)}
            />
            {t("queue.checkText")}
          </label>
        </div>
        <fetcher.Form id={`${ids}-decision`} method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="reviewId" value={review.id} />
          <Button
            type="submit"
            name="intent"
            value="approve-review"
            size="sm"
            disabled={busy || !proofChecked || !textChecked}
          >
            <Icon name="check" />
            {t("queue.approve")}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setRejecting(true)}>
            <Icon name="x" />
            {t("queue.reject")}
          </Button>
        </fetcher.Form>
      </Card>
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent title={t("queue.rejectTitle")}>
          <fetcher.Form method="post" className="space-y-4" onSubmit={() => setRejecting(false)}>
            <input type="hidden" name="reviewId" value={review.id} />
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-reason`}>{t("queue.rejectReason")}</Label>
              <Textarea
                id={`${ids}-reason`}
                name="reason"
                rows={3}
                maxLength={500}
                value={reason}
                placeholder={t("queue.rejectReasonPlaceholder")}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setRejecting(false)}>
                {t("queue.cancel")}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="reject-review"
                variant="destructive"
                disabled={busy || reason.trim() === ""}
              >
                {t("queue.confirmReject")}
              </Button>
            </div>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </li>
  );
}
