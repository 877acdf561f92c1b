import { data } from "react-router";
import { dashboardPath } from "~/auth/dashboard-path";
import { formatPhone } from "~/auth/format-phone";
import { requireProfile } from "~/auth/guards.server";
import { AuthLayout } from "~/components/auth-layout";
import { BackButton } from "~/components/back-button";
import { PageToast } from "~/components/page-toast";
import { findDeletionBlocker } from "~/domain/privacy/account-deletion-blockers.server";
import { EXPORT_LINK_DAYS, latestDataExport } from "~/domain/privacy/data-exports.server";
import { readNominee } from "~/domain/privacy/nominee.server";
import { answerRefusal, unexpectedRequest } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { dispatchIntent, type IntentHandlers } from "~/http/dispatch-intent.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import type { AccountActionResult, AccountIntent, AccountIntentArgs } from "./account-intents";
import { CorrectSection, DeleteSection, DownloadSection } from "./account-sections";
import { correctIntent, exportIntent } from "./intents/data-intents.server";
import { deleteIntent, sendCodeIntent } from "./intents/delete-intents.server";
import { nomineeIntent, removeNomineeIntent } from "./intents/nominee-intents.server";
import { NomineeSection } from "./nominee-section";

/*
 * A static page with no script (decision 140): each form posts as a document and is answered on
 * the page (a field's error at its field, what went well or a refusal without a field as the
 * static toast) or by a redirect.
 */
export const handle: RouteHandle = { staticPage: true, messages: ["profile"] };

export function meta() {
  return [{ title: "Your data - ReviewKaro" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireProfile(context, { request });
  const { db } = getServices(context);
  const [latest, blocker, nominee] = await Promise.all([
    latestDataExport(db, { profileId: profile.id }),
    findDeletionBlocker(db, profile.id),
    readNominee(db, profile.id),
  ]);
  return data({
    role: profile.role,
    phone: formatPhone(profile.phone),
    reviewerName: profile.reviewerName ?? "",
    reviewerEmail: profile.reviewerEmail ?? "",
    latest,
    blocker,
    // A balance under the minimum payout may be given up to delete (decision 076).
    smallBalance: blocker === "balance_not_given_up" ? profile.walletBalance : null,
    linkDays: EXPORT_LINK_DAYS,
    nominee,
  });
}

const intents: IntentHandlers<AccountIntent, AccountIntentArgs, Response | object> = {
  correct: correctIntent,
  export: exportIntent,
  "send-code": sendCodeIntent,
  delete: deleteIntent,
  nominee: nomineeIntent,
  "nominee-remove": removeNomineeIntent,
};

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireProfile(context);
  const form = await readForm(request);
  return dispatchIntent(
    form,
    intents,
    { form, request, context, profileId: profile.id, phone: profile.phone },
    () => answerRefusal(unexpectedRequest),
  );
}

export default function AccountData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The intents' answers that stay on the page (account-intents.ts); the others redirect.
  const answer =
    actionData && "toast" in actionData ? (actionData as AccountActionResult) : undefined;
  return (
    <AuthLayout
      pageTitle={t("dataRights.pageTitle")}
      title={t("dataRights.title")}
      intro={t("dataRights.intro")}
    >
      {/* What went well, or a refusal with no field of its own (a limit, an SMS not sent). */}
      <PageToast toast={answer?.toast} failuresToo />
      <BackButton to={dashboardPath(loaderData.role)} className="mb-3" />
      <div className="space-y-8">
        <CorrectSection loaderData={loaderData} answer={answer} />
        <DownloadSection loaderData={loaderData} answer={answer} />
        <NomineeSection nominee={loaderData.nominee} answer={answer} />
        <DeleteSection loaderData={loaderData} answer={answer} />
      </div>
    </AuthLayout>
  );
}
