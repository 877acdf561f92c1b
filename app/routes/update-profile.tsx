import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { limitedRefusal } from "~/auth/auth-refusals.server";
import { dashboardPath } from "~/auth/dashboard-path";
import { formatPhone } from "~/auth/format-phone";
import { firstProfileSchema, profileSchema } from "~/auth/forms";
import { requireProfile } from "~/auth/guards.server";
import { hasPassword } from "~/auth/password-status.server";
import { updateProfile } from "~/auth/profile.server";
import { AuthLayout } from "~/components/auth-layout";
import { BackButton } from "~/components/back-button";
import { Icon } from "~/components/icon";
import { PrivacyConsents } from "~/components/privacy-consents";
import { Button } from "~/components/ui/button";
import { DEMO_CREATED_MESSAGE, ensureDemoCampaign } from "~/domain/campaigns/demo-campaign.server";
import { listConsents } from "~/domain/shared/consents.server";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/update-profile";
import ProfileForm from "./profile-form.island";

/*
 * A static page with one island, its form (decision 141), as /login; the privacy section's
 * Withdraw buttons are plain forms. In development the page hydrates as any other (islands are
 * built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["profile"],
} satisfies RouteHandle;

export async function loader({ context }: Route.LoaderArgs) {
  const profile = requireProfile(context, { allowIncomplete: true });
  const { db } = getServices(context);
  return {
    username: profile.username ?? "",
    city: profile.city ?? "",
    role: profile.role,
    phone: formatPhone(profile.phone),
    passwordSet: await hasPassword(db, profile.id),
    reviewSms: profile.role === "business" ? profile.reviewSms : null,
    firstSetup: !profile.username,
    // The admin signs in by a code to ADMIN_PHONE: no password to choose unless one is kept (107).
    signsInByCode: profile.role === "admin",
    consents: await listConsents(db, profile.id),
  };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireProfile(context, { allowIncomplete: true });
  const { db } = getServices(context);
  const schema =
    profile.role === "admin" || (await hasPassword(db, profile.id))
      ? profileSchema
      : firstProfileSchema;
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({
          hideFields: ["currentPassword", "password", "confirmPassword"],
        }),
      },
      400,
    );
  }
  const { username, password, city } = submission.value;
  const currentPassword =
    "currentPassword" in submission.value ? submission.value.currentPassword : undefined;
  const { ip, language } = getRequestInfo(context);
  const outcome = await updateProfile(db, {
    profileId: profile.id,
    username,
    password,
    currentPassword,
    city: profile.role === "user" ? (city ?? null) : undefined,
    language,
    // A check box sends nothing when it is off.
    reviewSms: profile.role === "business" ? form.get("reviewSms") === "on" : undefined,
    keepSessionToken: getSignedIn(context)?.token,
    ip,
    limits: getServices(context).limits,
  });
  if (!outcome.ok) {
    const hideFields = ["currentPassword", "password", "confirmPassword"];
    if (!("errors" in outcome)) {
      const field = "currentPassword";
      const refusal = limitedRefusal(outcome, language, { attempt: "password", field });
      return answerFormRefusal(submission, refusal, { fields: [field], hideFields });
    }
    // The form's own checks, each wrong field said under it.
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(outcome.errors)) {
      if (message) fieldErrors[field] = [message];
    }
    return data({ result: submission.reply({ fieldErrors, hideFields }) }, 400);
  }
  // An admin's first sign-in ends here: the demo campaign of SPEC §5 is made now, and said.
  const demo =
    outcome.profile.role === "admin"
      ? await ensureDemoCampaign(db, {
          adminId: outcome.profile.id,
          local: getServices(context).config.local,
        })
      : { created: false };
  return redirectWithToast(
    dashboardPath(outcome.profile.role),
    demo.created
      ? {
          title: DEMO_CREATED_MESSAGE.title,
          description: DEMO_CREATED_MESSAGE.message,
          variant: "success",
        }
      : {
          title: "profile.profileSavedTitle",
          description: "profile.profileSavedText",
          variant: "success",
        },
  );
}

export default function UpdateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const passwordRequired = !loaderData.passwordSet && !loaderData.signsInByCode;
  // An admin with a password from before keeps the fields to change it; otherwise none are shown.
  const passwordFields = loaderData.passwordSet || !loaderData.signsInByCode;

  return (
    <AuthLayout
      pageTitle={t("meta.profileTitle")}
      title={loaderData.firstSetup ? t("profile.profileTitle") : t("profile.profileEditTitle")}
      intro={
        loaderData.signsInByCode && !passwordFields
          ? loaderData.firstSetup
            ? t("profile.adminProfileIntro")
            : t("profile.adminEditIntro")
          : loaderData.firstSetup
            ? t("profile.profileIntro")
            : loaderData.role === "user"
              ? t("profile.profileEditIntroUser")
              : t("profile.profileEditIntro")
      }
    >
      {loaderData.firstSetup ? null : (
        <BackButton to={dashboardPath(loaderData.role)} className="mb-3" />
      )}
      <Island
        name="profile-form"
        component={ProfileForm}
        messages={handle.messages}
        props={{
          result: actionData?.result ?? null,
          username: loaderData.username,
          city: loaderData.city,
          role: loaderData.role,
          phone: loaderData.phone,
          reviewSms: loaderData.reviewSms,
          passwordRequired,
          passwordFields,
        }}
      />
      {loaderData.firstSetup ? null : (
        <a
          href="/account"
          className="mt-5 flex min-h-11 items-center border-t border-ink-100 pt-4 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t("dataRights.profileLink")}
        </a>
      )}
      <PrivacyConsents consents={loaderData.consents} />
      {/* At first setup there is no dashboard to go back to: the way out is to log out. */}
      {loaderData.firstSetup ? (
        <form method="post" action="/logout" className="mt-5 border-t border-ink-100 pt-4">
          <p className="text-sm text-ink-700">{t("profile.setupLater")}</p>
          <Button type="submit" variant="outline" className="mt-3 w-full">
            <Icon name="log-out" />
            {t("nav.logout")}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
