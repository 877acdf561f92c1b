import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { changePasswordRefusals, limitedRefusal } from "~/auth/auth-refusals.server";
import { dashboardPath } from "~/auth/dashboard-path";
import { changePasswordSchema as schema } from "~/auth/forms";
import { requireProfile } from "~/auth/guards.server";
import { changePassword } from "~/auth/profile.server";
import { AuthLayout } from "~/components/auth-layout";
import { BackButton } from "~/components/back-button";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/change-password";
import ChangePasswordForm from "./change-password-form.island";

/*
 * A static page with one island, its form (decision 141), as /login. In development the page
 * hydrates as any other (islands are built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["profile"],
} satisfies RouteHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const profile = requireProfile(context, { request });
  return { role: profile.role };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const profile = requireProfile(context);
  const submission = parseWithZod(await readForm(request), { schema });
  const hidden = { hideFields: ["currentPassword", "password", "confirmPassword"] };
  if (submission.status !== "success") {
    return data({ result: submission.reply(hidden), toast: null }, 400);
  }
  const { db, limits } = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const outcome = await changePassword(db, {
    profileId: profile.id,
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.password,
    keepSessionToken: getSignedIn(context)?.token ?? "",
    ip,
    limits,
  });
  if (!outcome.ok) {
    const refusal =
      outcome.reason === "limited"
        ? limitedRefusal(outcome, language, { attempt: "password", field: "currentPassword" })
        : changePasswordRefusals[outcome.reason];
    return answerFormRefusal(submission, refusal, {
      fields: ["currentPassword", "password"],
      ...hidden,
    });
  }
  return redirectWithToast(dashboardPath(profile.role), {
    title: "profile.passwordChangedTitle",
    description: "profile.passwordChangedText",
    variant: "success",
  });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toast = actionData?.toast;
  return (
    <AuthLayout
      pageTitle={t("meta.changePasswordTitle")}
      title={t("profile.changePasswordTitle")}
      intro={t("profile.changePasswordIntro")}
    >
      <BackButton to={dashboardPath(loaderData.role)} className="mb-3" />
      <Island
        name="change-password-form"
        component={ChangePasswordForm}
        messages={handle.messages}
        props={{
          result: actionData?.result ?? null,
          // A failure is said once, by the alert on the form (decision 035).
          refusal: toast?.variant === "error" ? toast : null,
        }}
      />
    </AuthLayout>
  );
}
