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
import { MAX_REASON_INPUT, MAX_REFERENCE_INPUT } from "~/components/admin-payouts";
import { DashboardHeader } from "~/components/dashboard-header";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveSections } from "~/components/use-live-sections";
import {
  listAllCampaigns,
  listPendingCampaigns,
} from "~/domain/campaigns/business-campaigns.server";
import { ensureDemoCampaignOnce } from "~/domain/campaigns/demo-campaign.server";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import {
  approveReview,
  MAX_REJECTION_REASON_LENGTH,
  rejectReview,
} from "~/domain/moderation/decide-review.server";
import { listRiskiestPendingReviews } from "~/domain/moderation/riskiest-queue.server";
import {
  listPendingPayouts,
  listProcessedPayouts,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_PAYOUT_REJECTION_LENGTH,
  markPayoutPaid,
  rejectPayout,
} from "~/domain/money/payouts/payouts.server";
import { listPendingReviews } from "~/domain/reviews/reviewer-lists.server";
import { type KeysetWindow, loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { loadSections, refreshedTopics } from "~/events/live-sections";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import {
  type ActionResult,
  alreadyModerated,
  alreadyProcessed,
  campaignDecisionKey,
  refusedText,
} from "./action-result";
import { PAGE_SIZE, pageParams } from "./admin-list-pages";
import { type Tab, Tabs, tabOf } from "./admin-tabs";
import { decideCampaign } from "./campaign-decision.server";
import { CampaignsTab } from "./campaigns";
import { Payouts } from "./payouts";
import { queueOrderOf } from "./queue-order";
import { rejectionTexts } from "./rejection-texts.server";
import { ReviewQueue } from "./review-queue";
import { queueCardExtras } from "./risk-rows.server";
import { adminPayoutRow, campaignRow, pendingCampaignRow, queueRow } from "./rows.server";

export const handle: RouteHandle = { messages: ["adminDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "admin", request);
  const { db } = getServices(context);
  const { language } = getRequestInfo(context);
  const url = new URL(request.url);
  // The demo campaign is made on a whole load, never on a live refresh of one queue.
  const demo = refreshedTopics(url)
    ? null
    : await ensureDemoCampaignOnce(db, { adminId: profile.id });
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
      const order = queueOrderOf(url.searchParams);
      const listQueue = order === "risk" ? listRiskiestPendingReviews : listPendingReviews;
      const page = await loadKeysetPage({
        request: readPageRequest(url.searchParams, pageParams.reviews),
        size: PAGE_SIZE,
        count: async () => counts.pendingReviews,
        list: rowsOf("reviews", (window: KeysetWindow) =>
          listQueue(db, { adminId: profile.id, ...window }),
        ),
      });
      const { risks, flags, history } = await queueCardExtras(db, {
        adminId: profile.id,
        language,
        reviews: page.list,
      });
      return {
        ...page,
        list: page.list.map((review) => queueRow(review, language, flags.get(review.id))),
        risks,
        history,
        order,
        rejectionTexts: rejectionTexts(language),
      };
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
      // Only what the tab shows; each QR code is its own cached request (payout-qr/route.ts).
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

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve-campaign"),
    campaignId: z.string().min(1).max(64),
  }),
  z.object({
    intent: z.literal("reject-campaign"),
    campaignId: z.string().min(1).max(64),
    // Room for '\r\n' line breaks as browsers send them: the domain counts the reason as kept.
    reason: z
      .string()
      .max(2 * MAX_REJECTION_REASON_LENGTH)
      .default(""),
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
    // Checked against the fixed list by rejectReview; the dialog asks for one first.
    category: z.string().max(32).default(""),
    // Room for '\r\n' line breaks as browsers send them: the domain counts the reason as kept.
    reason: z
      .string()
      .max(2 * MAX_REJECTION_REASON_LENGTH)
      .default(""),
  }),
  z.object({
    intent: z.literal("mark-payout-paid"),
    payoutId: z.string().min(1).max(64),
    reference: z.string().max(MAX_REFERENCE_INPUT).default(""),
  }),
  z.object({
    intent: z.literal("reject-payout"),
    payoutId: z.string().min(1).max(64),
    reason: z
      .string()
      .max(2 * MAX_REASON_INPUT)
      .default(""),
  }),
]);

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** Its answer type is declared: the sections read it from their fetchers as ActionResult. */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
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
      category: input.category,
      reason: input.reason,
    });
    if (outcome.ok === false && outcome.reason === "reason_invalid") {
      return data({ toast: refusedText(input.reason, MAX_REJECTION_REASON_LENGTH) }, 400);
    }
    // An empty reason or category changes nothing; the dialog does not send one.
    if (!outcome.ok) {
      const unsent = outcome.reason === "reason_required" || outcome.reason === "category_required";
      return data({ toast: unsent ? null : alreadyModerated }, unsent ? 400 : 409);
    }
    return {
      toast: { title: "queue.rejectedTitle", description: "queue.rejectedText" } as FlashToast,
    };
  }
  return decideCampaign(db, { ...input, adminId: profile.id });
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

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
  const decision = useFetcher<ActionResult>({ key: campaignDecisionKey });
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
          shown={tab}
          counts={{
            reviews: reviews.count,
            campaigns: campaigns.pending.count,
            payouts: payouts.pending.count,
          }}
        />
        {tab === "reviews" ? <ReviewQueue reviews={reviews} /> : null}
        {tab === "campaigns" ? (
          <div className="space-y-6">
            <CampaignsTab pending={campaigns.pending} all={campaigns.all} />
          </div>
        ) : null}
        {tab === "payouts" ? (
          <Payouts pending={payouts.pending} processed={payouts.processed} />
        ) : null}
      </main>
    </>
  );
}
