import { useFetcher, useSearchParams } from "react-router";
import { requireModerationTeam } from "~/auth/guards.server";
import { keepPageOnFailure } from "~/browser/keep-page-on-failure";
import { DashboardHeader } from "~/components/dashboard-header";
import { Card } from "~/components/ui/card";
import { useFlashToast } from "~/components/use-flash-toast";
import { useLiveUpdates } from "~/components/use-live-updates";
import { findHeldReview } from "~/domain/moderation/held-review.server";
import {
  dismissModeratorWelcome,
  showsModeratorWelcome,
  welcomeFacts,
} from "~/domain/moderation/moderator-welcome.server";
import { queueLengthReaders } from "~/domain/moderation/queue-lengths.server";
import { findTeamRole } from "~/domain/moderation/team.server";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { dispatchIntent, type IntentHandlers } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { useTranslation } from "~/i18n/use-translation";
import { decideRemovalAppealAnswer } from "~/routes/_staff/removal-appeals/removal-appeal-intents.server";
import { RemovalAppeals } from "~/routes/_staff/removal-appeals/removal-appeals";
import { removalAppealsSection } from "~/routes/_staff/removal-appeals/removal-appeals.server";
import { reviewCardDetails } from "~/routes/_staff/review-card/queue-cards.server";
import { rejectionTexts } from "~/routes/_staff/review-card/rejection-texts.server";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { ModeratorWelcome } from "./moderator-welcome";
import { Workbench } from "./workbench";
import {
  type WorkbenchIntent,
  type WorkbenchResult,
  workbenchFetcherKey,
} from "./workbench-intents";
import {
  approveIntent,
  giveBackIntent,
  nextReviewIntent,
  rejectIntent,
  type WorkbenchArgs,
} from "./workbench-intents.server";

const liveTopics = ["review-queue"] as const;

export const handle: RouteHandle = { messages: ["adminDashboard"] };

/** The moderation workbench (decision 067): one held review at a time, rating-blind. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireModerationTeam(context, request);
  const { db } = getServices(context);
  const { language } = getRequestInfo(context);
  const role = await findTeamRole(db, profile.id);
  if (!role) return { onTeam: false as const, username: profile.username ?? "" };
  const held = await findHeldReview(db, { moderatorId: profile.id });
  // What the admin's queue card shows beside a review, without any rating (decision 060).
  const details = held
    ? (
        await reviewCardDetails(db, {
          staffId: profile.id,
          language,
          reviews: [held],
        })
      ).get(held.id)
    : undefined;
  return {
    onTeam: true as const,
    username: profile.username ?? "",
    // The job and its two checks, explained once (decision 110).
    welcome: (await showsModeratorWelcome(db, profile.id)) ? welcomeFacts : null,
    held: held ? { ...held, flags: [], ...details } : null,
    waiting: await queueLengthReaders.pending_reviews?.(db),
    rejectionTexts: held ? rejectionTexts(language) : null,
    // Authors' appeals of removed reviews: decided by someone who did not remove them (decision 091).
    removalAppeals: await removalAppealsSection(db, { staffId: profile.id, language }),
  };
}

const intents = {
  "next-review": nextReviewIntent,
  "approve-review": approveIntent,
  "reject-review": rejectIntent,
  "give-back": giveBackIntent,
  "dismiss-welcome": async ({ moderatorId, context }) => {
    await dismissModeratorWelcome(getServices(context).db, { moderatorId });
    return { toast: null } satisfies WorkbenchResult;
  },
  "decide-removal-appeal": ({ moderatorId, ...args }) =>
    decideRemovalAppealAnswer({ ...args, staffId: moderatorId }),
} satisfies IntentHandlers<WorkbenchIntent, WorkbenchArgs, unknown>;

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireModerationTeam(context);
  const form = await readForm(request);
  return dispatchIntent(form, intents, { form, moderatorId: profile.id, context, request }, () =>
    answerRefusal(unexpectedRequest),
  );
}

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export default function ModeratorDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<WorkbenchResult>({ key: workbenchFetcherKey });
  useFlashToast(fetcher.data?.toast);
  // The count waiting and the held review stay current: a new submission, a withdrawal or
  // another person's decision reloads this page's data (the admins' review-queue news).
  useLiveUpdates(loaderData.onTeam ? liveTopics : []);
  return (
    <>
      <title>{t("workbench.title")}</title>
      <DashboardHeader showProfile={false} />
      <main id="main" className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink-950">{t("workbench.heading")}</h1>
        {loaderData.onTeam && loaderData.welcome ? (
          <ModeratorWelcome {...loaderData.welcome} />
        ) : null}
        {loaderData.onTeam ? (
          <Workbench
            held={loaderData.held}
            waiting={loaderData.waiting ?? 0}
            rejectionTexts={loaderData.rejectionTexts}
            order={searchParams.get("order") === "risk" ? "risk" : "oldest"}
          />
        ) : (
          <Card className="space-y-2 p-4">
            <h2 className="font-semibold text-ink-950">{t("workbench.notOnTeamTitle")}</h2>
            <p className="text-ink-700">{t("workbench.notOnTeamText")}</p>
          </Card>
        )}
        {loaderData.onTeam ? <RemovalAppeals {...loaderData.removalAppeals} /> : null}
      </main>
    </>
  );
}
