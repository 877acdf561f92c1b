import { useEffect, useId, useMemo, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { requireRole } from "~/auth/guards.server";
import {
  keepPageOnFailure,
  keepPageOnLoadFailure,
  loadFailureOf,
  useKeepLoaded,
} from "~/browser/keep-page-on-failure";
import { DashboardHeader } from "~/components/dashboard-header";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { WalletCard } from "~/components/reviewer-wallet";
import { StatusBadge } from "~/components/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { useToast } from "~/components/ui/toast";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveSections } from "~/components/use-live-sections";
import { type City, isCity } from "~/domain/cities";
import { formatDate } from "~/domain/dates";
import { nearestCity } from "~/domain/geo";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money";
import { loadKeysetPage, readPageRequest } from "~/domain/paging";
import { listMyPayouts, requestPayout } from "~/domain/payouts.server";
import { setDetectedCity } from "~/domain/profile-city.server";
import { MAX_PROOF_BYTES, mayBeProofImage, PROOF_ACCEPT } from "~/domain/proof-limits";
import {
  listAvailableCampaigns,
  listMyReviews,
  reviewerTotals,
} from "~/domain/review-lists.server";
import { countWords, MAX_REVIEW_LENGTH, MIN_REVIEW_WORDS } from "~/domain/review-rules";
import { reviewFormSchema } from "~/domain/review-text";
import { saveReviewerInfo, submitReview, withdrawReview } from "~/domain/reviews.server";
import { loadSections, refreshedTopics } from "~/events/live-sections";
import { CONTROL_CHARACTERS_MESSAGE } from "~/forms/text";
import { getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import type { FlashToast } from "~/http/toast.server";
import { cityLabel, translateKey } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/user-dashboard";

const PAGE_SIZE = 20;
/** The query parameters that page this dashboard's lists. */
const pageParams = { campaigns: "campaigns", reviews: "reviews" } as const;

export const handle: RouteHandle = { messages: ["reviewerDashboard"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "user");
  const { db } = getServices(context);
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
    "my-reviews": async () => {
      const page = await loadKeysetPage({
        request: readPageRequest(url.searchParams, pageParams.reviews),
        size: PAGE_SIZE,
        count: async () => (await totals()).myReviews,
        list: (window) => listMyReviews(db, { userId: profile.id, ...window }),
      });
      return {
        ...page,
        list: page.list.map(
          ({ campaignId: _campaignId, earnings: _earnings, cursor: _cursor, ...review }) => review,
        ),
      };
    },
    wallet: async () => ({
      balance: profile.walletBalance,
      payouts: await listMyPayouts(db, { userId: profile.id, limit: 20 }),
    }),
  });
  return {
    username: profile.username ?? "",
    city,
    reviewerName: profile.reviewerName ?? "",
    reviewerEmail: profile.reviewerEmail ?? "",
    live,
  };
}

type ActionResult = {
  toast: FlashToast | null;
  done?: "city" | "info" | "review" | "withdraw" | "payout";
  city?: City;
  errors?: {
    reviewerName?: string;
    reviewerEmail?: string;
    reviewText?: string;
    upiId?: "upi_required" | "upi_invalid";
  };
};

const submitReasons: Record<string, [string, string]> = {
  rating_required: ["reviewer.ratingRequiredTitle", "reviewer.ratingRequiredText"],
  too_short: ["reviewer.tooShortTitle", "reviewer.tooShortText"],
  proof_required: ["reviewer.proofRequiredTitle", "reviewer.proofRequiredText"],
  proof_too_large: ["reviewer.uploadFailedTitle", "reviewer.uploadTooLarge"],
  proof_not_image: ["reviewer.uploadFailedTitle", "reviewer.uploadNotImage"],
  proof_unsupported: ["reviewer.uploadFailedTitle", "reviewer.uploadUnsupported"],
  campaign_unavailable: ["reviewer.unavailableTitle", "reviewer.unavailableText"],
  already_reviewed: ["reviewer.unavailableTitle", "reviewer.alreadyReviewedText"],
  reviewer_info_missing: ["reviewer.infoTitle", "reviewer.infoMissingText"],
  below_minimum: ["payout.belowMinimumTitle", "payout.belowMinimumText"],
  pending_exists: ["payout.pendingExistsTitle", "payout.pendingExistsText"],
  too_long: ["reviewer.tooLongTitle", "reviewer.tooLongText"],
  text_invalid: ["input.refusedTitle", CONTROL_CHARACTERS_MESSAGE],
};

/** The first problem of a Write Review form, as submitReview would name it. */
function reviewFormFailure(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const messageOf = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
  if (messageOf("rating")) return "rating_required";
  const text = messageOf("reviewText");
  if (text === CONTROL_CHARACTERS_MESSAGE) return "text_invalid";
  if (text === "review.tooLong") return "too_long";
  if (text) return "too_short";
  return "campaign_unavailable";
}

function failure(reason: string, status: number) {
  const [title, description] = submitReasons[reason] ?? [
    "errors.somethingWrong",
    "errors.tryAgain",
  ];
  return data<ActionResult>({ toast: { title, description, variant: "error" } }, status);
}

/** A reload that fails for good keeps the page and shows a toast (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader);
}

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireRole(context, "user");
  const { db, storage } = getServices(context);
  // A proof is at most 5 MB; refuse a bigger body before reading it.
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_PROOF_BYTES + 256 * 1024) return failure("proof_too_large", 413);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "set-city") {
    const city = form.get("city");
    if (!isCity(city)) return failure("unknown", 400);
    const saved = await setDetectedCity(db, { userId: profile.id, city });
    if (!saved) return failure("unknown", 400);
    return data<ActionResult>({
      done: "city",
      city: saved.city,
      toast: {
        title: "reviewer.cityDetectedTitle",
        description: "reviewer.cityDetectedText",
        values: { city: saved.city },
        variant: "success",
      },
    });
  }

  if (intent === "save-info") {
    const outcome = await saveReviewerInfo(db, {
      userId: profile.id,
      reviewerName: String(form.get("reviewerName") ?? ""),
      reviewerEmail: String(form.get("reviewerEmail") ?? ""),
    });
    if (!outcome.ok) return data<ActionResult>({ toast: null, errors: outcome.errors }, 400);
    return data<ActionResult>({
      done: "info",
      toast: {
        title: "reviewer.infoSavedTitle",
        description: "reviewer.infoSavedText",
        variant: "success",
      },
    });
  }

  if (intent === "submit-review") {
    const proof = form.get("proof");
    const bytes =
      proof instanceof File && proof.size > 0
        ? Buffer.from(await proof.arrayBuffer())
        : Buffer.alloc(0);
    // '4.5' or '+4' is refused here, never rounded into a rating (input.ts).
    const parsed = reviewFormSchema.safeParse({
      rating: form.get("rating") ?? undefined,
      reviewText: form.get("reviewText") ?? undefined,
      campaignId: form.get("campaignId") ?? undefined,
    });
    const outcome = parsed.success
      ? await submitReview(db, { storage }, { userId: profile.id, ...parsed.data, proof: bytes })
      : ({ ok: false, reason: reviewFormFailure(parsed.error.issues) } as const);
    if (!outcome.ok) {
      if (outcome.reason === "text_invalid") {
        return data<ActionResult>(
          {
            toast: {
              title: "input.refusedTitle",
              description: CONTROL_CHARACTERS_MESSAGE,
              variant: "error",
            },
            errors: { reviewText: CONTROL_CHARACTERS_MESSAGE },
          },
          400,
        );
      }
      return failure(outcome.reason, outcome.reason === "not_reviewer" ? 403 : 400);
    }
    return data<ActionResult>({
      done: "review",
      toast: {
        title: "reviewer.submittedTitle",
        description: "reviewer.submittedText",
        variant: "success",
      },
    });
  }

  if (intent === "withdraw") {
    const outcome = await withdrawReview(db, {
      userId: profile.id,
      reviewId: String(form.get("reviewId") ?? ""),
    });
    if (!outcome.ok) return failure("unknown", outcome.reason === "not_found" ? 404 : 409);
    return data<ActionResult>({
      done: "withdraw",
      toast: { title: "reviewer.withdrawnTitle", description: "reviewer.withdrawnText" },
    });
  }
  if (intent === "request-payout") {
    const outcome = await requestPayout(db, {
      userId: profile.id,
      upiId: String(form.get("upiId") ?? ""),
    });
    if (!outcome.ok) {
      if (outcome.reason === "upi_required" || outcome.reason === "upi_invalid") {
        return data<ActionResult>({ toast: null, errors: { upiId: outcome.reason } }, 400);
      }
      return failure(outcome.reason, outcome.reason === "not_reviewer" ? 403 : 409);
    }
    return data<ActionResult>({
      done: "payout",
      toast: {
        title: "payout.requestedTitle",
        description: "payout.requestedText",
        values: { amount: formatRupees(outcome.payout.amount), upi: outcome.payout.upiId },
        variant: "success",
      },
    });
  }
  return failure("unknown", 400);
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

type LoaderData = Route.ComponentProps["loaderData"];
type Sections = Required<LoaderData["live"]["sections"]>;
type AvailableCampaign = Sections["available-campaigns"]["list"][number];
type DialogState =
  | { kind: "info"; next?: AvailableCampaign }
  | { kind: "write"; campaign: AvailableCampaign }
  | null;

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  useKeepLoaded(loaderData);
  useFlashToast(loadFailureOf(loaderData));
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogState>(null);
  const hasInfo = Boolean(loaderData.reviewerName && loaderData.reviewerEmail);
  const sections = useLiveSections(loaderData.live, { scope: loaderData.city ?? "" });
  const wallet = sections.wallet;
  const openWrite = (campaign: AvailableCampaign) =>
    setDialog(hasInfo ? { kind: "write", campaign } : { kind: "info", next: campaign });

  return (
    <>
      <title>{t("dashboard.userTitle")}</title>
      <DashboardHeader>
        <span
          className="mr-1 inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-brand-50 px-2.5 text-sm font-semibold whitespace-nowrap text-brand-900 sm:px-3"
          data-testid="header-wallet"
        >
          <Icon name="wallet" className="size-4" />
          {t("reviewer.wallet", { amount: formatRupees(wallet.balance) })}
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
            <WalletCard balance={wallet.balance} payouts={wallet.payouts} />
            <MyReviews
              reviews={sections["my-reviews"]}
              onEditInfo={() => setDialog({ kind: "info" })}
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
      {dialog?.kind === "write" ? (
        <WriteReviewDialog
          key={dialog.campaign.id}
          campaign={dialog.campaign}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

const cityDetectionTimeoutMs = 15_000;

/** With no city yet, asks the browser where it is (no external service) and saves the nearest city. */
function CityDetector({ city }: { city: City | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const toast = fetcher.data?.toast;
  // The server names the city as stored (English); the toast names it in the reader's language.
  useFlashToast(
    useMemo(
      () =>
        toast?.values?.city
          ? { ...toast, values: { ...toast.values, city: cityLabel(t, String(toast.values.city)) } }
          : toast,
      [toast, t],
    ),
  );
  const asked = useRef(false);
  useEffect(() => {
    if (city || asked.current) return;
    asked.current = true;
    let settled = false;
    const save = (position: { lat: number; lng: number } | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      fetcher.submit({ intent: "set-city", city: nearestCity(position) }, { method: "post" });
    };
    // The browser's own timeout starts only once the person answers the location prompt; a
    // prompt left unanswered must not keep the dashboard waiting, so this one covers the whole ask.
    const giveUp = setTimeout(() => save(null), cityDetectionTimeoutMs);
    if (!("geolocation" in navigator)) {
      save(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => save({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => save(null),
      { timeout: 10_000, maximumAge: 10 * 60_000, enableHighAccuracy: false },
    );
  }, [city, fetcher]);

  const detected = fetcher.data?.done === "city" ? fetcher.data.city : undefined;
  if (detected) {
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
        role="status"
      >
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t("reviewer.cityNotice", { city: cityLabel(t, detected) })}{" "}
          <Link to="/update-profile" className="font-semibold underline">
            {t("reviewer.changeCity")}
          </Link>
        </span>
      </p>
    );
  }
  if (city) return null;
  return (
    <p className="flex items-center gap-2 rounded-xl border border-ink-200 bg-white p-3 text-sm text-ink-800">
      <Spinner label={t("reviewer.detecting")} />
      {t("reviewer.detecting")}
    </p>
  );
}

function AvailableCampaigns({
  city,
  available,
  onWrite,
}: {
  city: City | null;
  available: Sections["available-campaigns"];
  onWrite: (campaign: AvailableCampaign) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="available-campaigns" className="space-y-3">
      <h2
        id="available-campaigns"
        className="flex items-center gap-2 text-xl font-bold text-ink-950"
      >
        {t("reviewer.availableCampaigns")}
        <span
          className="rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-800"
          data-testid="available-count"
        >
          {available.count}
        </span>
      </h2>
      {city && available.list.length === 0 ? (
        <Card>
          <p className="font-medium text-ink-900">
            {t("reviewer.noCampaigns", { city: cityLabel(t, city) })}
          </p>
          <p className="mt-1 text-sm text-ink-600">{t("reviewer.noCampaignsHint")}</p>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {available.list.map((campaign) => (
            <li key={campaign.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div>
                  <h3 className="text-lg font-semibold text-ink-950">{campaign.businessName}</h3>
                  <p className="text-sm text-ink-600">{cityLabel(t, campaign.city)}</p>
                </div>
                <p className="text-sm text-ink-700">{t("reviewer.honestAnyRating")}</p>
                <p className="text-sm font-semibold text-brand-800">
                  {t("reviewer.reward", { amount: formatRupees(REWARD_PER_REVIEW) })}
                </p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <a
                    href={campaign.mapsLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    <Icon name="external-link" />
                    {t("dashboard.openInMaps")}
                  </a>
                  <Button size="sm" onClick={() => onWrite(campaign)}>
                    <Icon name="pen-line" />
                    {t("reviewer.writeReview")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager
        param={pageParams.campaigns}
        paged={available}
        pageSize={PAGE_SIZE}
        label={t("reviewer.availableCampaigns")}
      />
    </section>
  );
}

function MyReviews({
  reviews,
  onEditInfo,
}: {
  reviews: Sections["my-reviews"];
  onEditInfo: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const fetcher = useFetcher<typeof action>();
  useFlashToast(fetcher.data?.toast);
  useEffect(() => {
    if (fetcher.data?.done === "withdraw") setWithdrawing(null);
  }, [fetcher.data]);
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>{t("reviewer.myReviews")}</CardTitle>
        <button
          type="button"
          onClick={onEditInfo}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9")}
          aria-label={t("reviewer.editInfo")}
          title={t("reviewer.editInfo")}
        >
          <Icon name="pen-line" />
        </button>
      </div>
      {reviews.list.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("reviewer.noReviews")}</p>
      ) : (
        <ul
          className="relative mt-3 max-h-[15rem] divide-y divide-ink-100 overflow-y-auto"
          aria-label={t("reviewer.myReviews")}
        >
          {reviews.list.map((review) => (
            <li key={review.id} className="space-y-1 py-2.5">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-ink-950">{review.businessName}</p>
                <StatusBadge kind="review" status={review.status} />
              </div>
              <p className="flex items-center gap-2 text-xs text-ink-600">
                {t("reviewer.submittedOn", { date: formatDate(review.createdAt, language) })} ·
                <span className="inline-flex items-center gap-0.5">
                  <Icon name="star" className="size-3.5 fill-saffron-400 text-saffron-500" />
                  <span className="sr-only">{t("reviewer.star", { count: review.rating })}</span>
                  <span aria-hidden="true">{review.rating}</span>
                </span>
              </p>
              {review.status === "rejected" && review.rejectionReason ? (
                <p className="text-sm text-red-800">
                  {t("reviewer.rejectionReason", { reason: review.rejectionReason })}
                </p>
              ) : null}
              {review.status === "pending" || review.status === "approved" ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto min-h-0 px-0"
                  onClick={() => setWithdrawing(review.id)}
                >
                  <Icon name="undo-2" />
                  {t("reviewer.withdraw")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager
        param={pageParams.reviews}
        paged={reviews}
        pageSize={PAGE_SIZE}
        label={t("reviewer.myReviews")}
      />
      <Dialog
        open={withdrawing !== null}
        onOpenChange={(open) => (open ? null : setWithdrawing(null))}
      >
        <DialogContent title={t("reviewer.withdrawTitle")} description={t("reviewer.withdrawText")}>
          <fetcher.Form
            method="post"
            className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          >
            <input type="hidden" name="reviewId" value={withdrawing ?? ""} />
            <Button variant="outline" onClick={() => setWithdrawing(null)}>
              {t("reviewer.cancel")}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="withdraw"
              variant="destructive"
              disabled={fetcher.state !== "idle"}
            >
              {t("reviewer.withdrawConfirm")}
            </Button>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function ReviewerInfoDialog({
  open,
  defaults,
  onClose,
  onSaved,
}: {
  open: boolean;
  defaults: { reviewerName: string; reviewerEmail: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  useFlashToast(fetcher.data?.toast);
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  // Each answer is a new object: a save that went through moves on once, even if reopened later.
  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.done === "info") savedRef.current();
  }, [answer]);
  const errors = fetcher.data?.errors;
  // The domain names the field's own message or the control-character one (input.ts).
  const fieldError = (error: string | undefined, own: string) =>
    error
      ? [translateKey(t, error === CONTROL_CHARACTERS_MESSAGE ? CONTROL_CHARACTERS_MESSAGE : own)]
      : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent title={t("reviewer.infoTitle")} description={t("reviewer.infoIntro")}>
        <fetcher.Form method="post" className="space-y-4">
          <Field
            label={t("reviewer.publicName")}
            name="reviewerName"
            placeholder={t("reviewer.publicNamePlaceholder")}
            defaultValue={defaults.reviewerName}
            autoComplete="nickname"
            errors={fieldError(errors?.reviewerName, "reviewer.nameRequired")}
          />
          <Field
            label={t("reviewer.email")}
            name="reviewerEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={defaults.reviewerEmail}
            errors={fieldError(errors?.reviewerEmail, "reviewer.emailInvalid")}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t("reviewer.cancel")}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="save-info"
              disabled={fetcher.state !== "idle"}
            >
              {t("reviewer.saveContinue")}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function WriteReviewDialog({
  campaign,
  onClose,
}: {
  campaign: AvailableCampaign;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const fetcher = useFetcher<typeof action>();
  useFlashToast(fetcher.data?.toast);
  const [text, setText] = useState("");
  const [rating, setRating] = useState<number | null>(null);
  const [proofName, setProofName] = useState<string | null>(null);
  const ratingName = useId();
  const words = countWords(text);
  const busy = fetcher.state !== "idle";
  const textError = busy ? undefined : fetcher.data?.errors?.reviewText;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (fetcher.data?.done === "review" && fetcher.state === "idle") closeRef.current();
  }, [fetcher.data, fetcher.state]);

  const refuse = (title: string, description: string) =>
    showToast({ title: t(title as "reviewer.uploadFailedTitle"), description, variant: "error" });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Checked here first so nothing is uploaded in vain; the server checks all of it again.
    const proof = new FormData(event.currentTarget).get("proof");
    if (rating === null) {
      event.preventDefault();
      return refuse("reviewer.ratingRequiredTitle", t("reviewer.ratingRequiredText"));
    }
    if (words < MIN_REVIEW_WORDS) {
      event.preventDefault();
      return refuse("reviewer.tooShortTitle", t("reviewer.tooShortText"));
    }
    if (!(proof instanceof File) || proof.size === 0) {
      event.preventDefault();
      return refuse("reviewer.proofRequiredTitle", t("reviewer.proofRequiredText"));
    }
    if (!mayBeProofImage(proof)) {
      event.preventDefault();
      return refuse("reviewer.uploadFailedTitle", t("reviewer.uploadUnsupported"));
    }
    if (proof.size > MAX_PROOF_BYTES) {
      event.preventDefault();
      return refuse("reviewer.uploadFailedTitle", t("reviewer.uploadTooLarge"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? null : onClose())}>
      <DialogContent title={t("reviewer.writeTitle", { business: campaign.businessName })}>
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>{t("reviewer.ruleOwnVisit")}</li>
          <li>{t("reviewer.ruleAnyRating")}</li>
          <li>{t("reviewer.ruleWords")}</li>
          <li>{t("reviewer.ruleProof")}</li>
          <li>{t("reviewer.ruleLabel")}</li>
        </ul>
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          onSubmit={onSubmit}
          noValidate
        >
          <input type="hidden" name="campaignId" value={campaign.id} />
          <fieldset>
            <legend className="text-sm font-medium text-ink-800">{t("reviewer.rating")}</legend>
            <div role="radiogroup" aria-label={t("reviewer.rating")} className="mt-2 flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    className="peer sr-only"
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    aria-label={t("reviewer.star", { count: value })}
                  />
                  <Icon
                    name="star"
                    className={cn(
                      "size-10 rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600",
                      rating !== null && value <= rating
                        ? "fill-saffron-400 text-saffron-500"
                        : "fill-white text-ink-300",
                    )}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${ratingName}-text`}>{t("reviewer.reviewText")}</Label>
            <Textarea
              id={`${ratingName}-text`}
              name="reviewText"
              rows={6}
              maxLength={MAX_REVIEW_LENGTH}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              aria-invalid={textError ? true : undefined}
              aria-describedby={`${ratingName}-count ${ratingName}-topics${textError ? ` ${ratingName}-text-error` : ""}`}
            />
            {textError ? (
              <p id={`${ratingName}-text-error`} className="text-sm font-medium text-red-700">
                {translateKey(t, textError)}
              </p>
            ) : null}
            <p
              id={`${ratingName}-count`}
              className={cn(
                "text-sm",
                words >= MIN_REVIEW_WORDS ? "text-green-700" : "text-ink-600",
              )}
              aria-live="polite"
            >
              {t("reviewer.wordCount", { count: words })}
            </p>
            {campaign.topics.length ? (
              <p id={`${ratingName}-topics`} className="text-sm text-ink-600">
                {t("reviewer.topicsHint", { topics: campaign.topics.join(", ") })}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ratingName}-proof`}>{t("reviewer.proof")}</Label>
            {/* The browser's own file button speaks the browser's language; ours speaks the page's. */}
            <div className="flex items-center gap-3">
              <input
                id={`${ratingName}-proof`}
                type="file"
                name="proof"
                accept={PROOF_ACCEPT}
                className="peer sr-only"
                aria-describedby={`${ratingName}-proof-name ${ratingName}-proof-hint`}
                onChange={(event) => setProofName(event.currentTarget.files?.[0]?.name ?? null)}
              />
              <label
                htmlFor={`${ratingName}-proof`}
                aria-hidden="true"
                className={cn(
                  buttonVariants({ variant: "secondary", size: "sm" }),
                  "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                )}
              >
                <Icon name="image-up" />
                {t("reviewer.chooseProof")}
              </label>
              <span
                id={`${ratingName}-proof-name`}
                className="min-w-0 truncate text-sm text-ink-700"
              >
                {proofName ?? t("reviewer.noProofChosen")}
              </span>
            </div>
            <p id={`${ratingName}-proof-hint`} className="text-sm text-ink-600">
              {t("reviewer.proofHint")}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {t("reviewer.cancel")}
            </Button>
            <Button type="submit" name="intent" value="submit-review" disabled={busy}>
              {busy ? t("reviewer.submitting") : t("reviewer.submit")}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
