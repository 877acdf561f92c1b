import { Suspense, startTransition, useState } from "react";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnFailure,
  keepPageOnLoadFailure,
  keepUnsent,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { DashboardHeader } from "~/components/dashboard-header";
import { Icon } from "~/components/icon";
import { lazyDialog } from "~/components/ui/dialog";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveSections } from "~/components/use-live-sections";
import { listMyPayouts } from "~/domain/money/payouts/payout-lists.server";
import { statementYearsFrom } from "~/domain/money/payouts/statement-years";
import { lastBankName } from "~/domain/money/payouts/upi-check-store.server";
import { formatRupees } from "~/domain/money/rupees";
import { MAX_PROOF_BYTES, proofRefusals } from "~/domain/proofs/upload-limits";
import { listAvailableCampaigns, reviewerTotals } from "~/domain/reviews/reviewer-lists.server";
import { isCity } from "~/domain/shared/city";
import { loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import { loadSections, refreshedTopics } from "~/events/live-sections";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { dispatchIntent, type IntentHandlers } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { type AvailableCampaign, AvailableCampaigns } from "./available-campaigns";
import { CityDetector } from "./city-detector";
import { appealRemovalIntent } from "./intents/appeal-removal-intents.server";
import { checkUpiIntent, requestPayoutIntent } from "./intents/payout-intents.server";
import {
  reviseReviewIntent,
  submitReviewIntent,
  withdrawReviewIntent,
} from "./intents/review-intents.server";
import { saveInfoIntent, setCityIntent } from "./intents/reviewer-info-intents.server";
import { type MyReview, MyReviews, type RevisableReview } from "./my-reviews";
import { loadMyReviewsPage } from "./my-reviews-page.server";
import { useQueuedReviews } from "./queued-reviews";
import { useReviewOutcomeToasts } from "./review-outcome-toasts";
import { ReviewerInfoDialog } from "./reviewer-info-dialog";
import {
  type ActionResult,
  type ReviewerIntent,
  type ReviewerIntentArgs,
  reviewerFields,
} from "./reviewer-intents";
import { PAGE_SIZE, pageParams } from "./reviewer-list-pages";
import { maskedPayouts, reviewsToPayoutText, savedUpiOf } from "./reviews-to-payout.server";
import { WalletCard } from "./wallet";

// The review form comes when a reviewer opens it, not with every visit to the dashboard.
const WriteReviewDialog = lazyDialog(() =>
  import("./write-review-dialog").then((module) => module.WriteReviewDialog),
);
// The appeal's dialog comes when a reviewer first appeals a removal (decision 091).
const AppealRemovalDialog = lazyDialog(() =>
  import("./appeal-removal-dialog").then((module) => module.AppealRemovalDialog),
);
const ReviseReviewDialog = lazyDialog(() =>
  import("./revise-review-dialog").then((module) => module.ReviseReviewDialog),
);

export const handle: RouteHandle = { messages: ["reviewerDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "user", request);
  const { db } = getServices(context);
  const { language } = getRequestInfo(context);
  const city = isCity(profile.city) ? profile.city : null;
  const url = new URL(request.url);
  // Both lists' totals in one query, read once whichever list asks first; a live refresh of My
  // Reviews alone does not count the available campaigns.
  const refreshed = refreshedTopics(url);
  let totalsRead: ReturnType<typeof reviewerTotals> | undefined;
  const totals = () => {
    totalsRead ??= reviewerTotals(db, {
      userId: profile.id,
      city: refreshed && !refreshed.has("available-campaigns") ? null : city,
    });
    return totalsRead;
  };
  // Each section reloads alone when its topic changes (live-sections.ts).
  const live = await loadSections(url, {
    "available-campaigns": async () => {
      const page = await loadKeysetPage({
        request: readPageRequest(url.searchParams, pageParams.campaigns),
        size: PAGE_SIZE,
        count: async () => (await totals()).available,
        list: async (window) =>
          city ? listAvailableCampaigns(db, { userId: profile.id, city, ...window }) : [],
      });
      // The reward is the same for every campaign: the page shows REWARD_PER_REVIEW.
      return {
        ...page,
        list: page.list.map(({ reward: _reward, cursor: _cursor, ...campaign }) => campaign),
      };
    },
    "my-reviews": () =>
      loadMyReviewsPage(db, {
        userId: profile.id,
        language,
        searchParams: url.searchParams,
        count: async () => (await totals()).myReviews,
      }),
    wallet: async () => {
      const byProvider = getServices(context).payoutProvider !== null;
      const [payouts, bankName] = await Promise.all([
        listMyPayouts(db, { userId: profile.id, limit: 20 }),
        // The name on their bank account, given at their first payout, offered again (086).
        byProvider ? lastBankName(db, { userId: profile.id }) : null,
      ]);
      return {
        balance: profile.walletBalance,
        payouts: maskedPayouts(payouts),
        toPayout: reviewsToPayoutText(language, profile.walletBalance, payouts),
        savedUpi: savedUpiOf(language, payouts),
        byProvider,
        bankName,
        statementYears: statementYearsFrom(profile.createdAt).map(({ startYear, label }) => ({
          startYear,
          label,
        })),
      };
    },
  });
  return {
    // Write Review's drafts on this phone are this reviewer's alone (decision 131).
    userId: profile.id,
    username: profile.username ?? "",
    city,
    reviewerName: profile.reviewerName ?? "",
    reviewerEmail: profile.reviewerEmail ?? "",
    live,
  };
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

/** One handler per form of the dashboard (intents/), each answering from the domain's tables. */
const intents = {
  "set-city": setCityIntent,
  "save-info": saveInfoIntent,
  "submit-review": submitReviewIntent,
  "revise-review": reviseReviewIntent,
  withdraw: withdrawReviewIntent,
  "appeal-removal": appealRemovalIntent,
  "request-payout": requestPayoutIntent,
  "check-upi": checkUpiIntent,
} satisfies IntentHandlers<ReviewerIntent, ReviewerIntentArgs, unknown>;

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "user");
  // A proof is at most 5 MB; refuse a bigger body before reading it.
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_PROOF_BYTES + 256 * 1024) {
    return answerRefusal(proofRefusals.proof_too_large, { fields: reviewerFields, status: 413 });
  }
  const form = await readForm(request);
  return dispatchIntent(form, intents, { request, context, form, userId: profile.id }, () =>
    answerRefusal(unexpectedRequest),
  );
}

/**
 * A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts);
 * a new review that never reached the server is kept to send again (decision 131). A review
 * with a photo goes by XMLHttpRequest, loaded only then, to show the upload's progress.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const keep = form.get("intent") === "submit-review" ? keepUnsent : keepPageOnFailure;
  const proof = form.get("proof");
  if (!(proof instanceof File) || proof.size === 0) return keep(serverAction);
  return keep(async () => {
    const { serverActionWithProgress } = await import("~/browser/submit-with-progress");
    return serverActionWithProgress<Awaited<ReturnType<typeof serverAction>>>(request);
  });
}

type DialogState =
  | { kind: "info"; next?: AvailableCampaign }
  | { kind: "write"; campaign: AvailableCampaign; answer?: ActionResult }
  | { kind: "revise"; review: RevisableReview }
  | { kind: "appeal"; review: MyReview }
  | null;

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogState>(null);
  const hasInfo = Boolean(loaderData.reviewerName && loaderData.reviewerEmail);
  const sections = useLiveSections(loaderData.live, { scope: loaderData.city ?? "" });
  const wallet = sections.wallet;
  useReviewOutcomeToasts(sections["my-reviews"].list);
  // Opened as a transition: while a dialog's code is still coming the page stays as it is, and
  // the dialog shows the moment it has come (a suspended open would show it only after React's
  // 300 ms reveal throttle; lazy-component.tsx).
  const open = (next: DialogState) => startTransition(() => setDialog(next));
  const openWrite = (campaign: AvailableCampaign) =>
    open(hasInfo ? { kind: "write", campaign } : { kind: "info", next: campaign });
  // A review sent after the network came back: its answer as a toast, or at its field again.
  const [sentToast, setSentToast] = useState<ActionResult["toast"]>(null);
  useFlashToast(sentToast);
  const sending = useQueuedReviews(loaderData.userId, (campaign, answer) => {
    setSentToast(answer.toast);
    if (answer.field) setDialog({ kind: "write", campaign, answer });
    else if (!answer.unsent)
      setDialog((open) =>
        open?.kind === "write" && open.campaign.id === campaign.id ? null : open,
      );
  });

  return (
    <>
      <title>{t("dashboard.userTitle")}</title>
      <meta name="description" content={t("dashboard.userDescription")} />
      <DashboardHeader>
        <span
          className="inline-flex min-h-9 items-center gap-1 rounded-lg bg-brand-50 px-2 text-sm font-semibold whitespace-nowrap text-brand-900 sm:mr-1 sm:gap-1.5 sm:px-3"
          data-testid="header-wallet"
        >
          <Icon name="wallet" className="size-4" />
          {/* A phone shows the amount beside the wallet icon; the words are still read out. */}
          <span className="sm:hidden" aria-hidden="true">
            {formatRupees(wallet.balance)}
          </span>
          <span className="max-sm:sr-only">
            {t("reviewer.wallet", { amount: formatRupees(wallet.balance) })}
          </span>
        </span>
      </DashboardHeader>
      <main id="main" className="mx-auto max-w-6xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">
          {t("dashboard.greeting", { name: loaderData.username })}
        </h1>
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0" />
          {t("dashboard.scamNotice")}
        </p>
        <CityDetector city={loaderData.city} />
        <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
          <AvailableCampaigns
            city={loaderData.city}
            available={sections["available-campaigns"]}
            onWrite={openWrite}
          />
          <div className="space-y-5">
            <WalletCard
              balance={wallet.balance}
              payouts={wallet.payouts}
              toPayout={wallet.toPayout}
              savedUpi={wallet.savedUpi}
              byProvider={wallet.byProvider}
              bankName={wallet.bankName}
              statementYears={wallet.statementYears}
            />
            <MyReviews
              reviews={sections["my-reviews"]}
              onEditInfo={() => setDialog({ kind: "info" })}
              onRevise={(review) => open({ kind: "revise", review })}
              onAppeal={(review) => open({ kind: "appeal", review })}
            />
          </div>
        </div>
      </main>
      <ReviewerInfoDialog
        open={dialog?.kind === "info"}
        defaults={{
          reviewerName: loaderData.reviewerName,
          reviewerEmail: loaderData.reviewerEmail,
        }}
        onClose={() => setDialog(null)}
        onSaved={() =>
          setDialog(
            dialog?.kind === "info" && dialog.next
              ? { kind: "write", campaign: dialog.next }
              : null,
          )
        }
      />
      <Suspense fallback={null}>
        {dialog?.kind === "write" ? (
          <WriteReviewDialog
            key={dialog.campaign.id}
            campaign={dialog.campaign}
            userId={loaderData.userId}
            sending={sending === dialog.campaign.id}
            answer={dialog.answer}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog?.kind === "appeal" ? (
          <AppealRemovalDialog
            key={dialog.review.id}
            review={dialog.review}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog?.kind === "revise" ? (
          <ReviseReviewDialog
            key={dialog.review.id}
            review={dialog.review}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
