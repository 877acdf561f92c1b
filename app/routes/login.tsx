import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useSearchParams } from "react-router";
import { loginWithPassword } from "~/auth/accounts.server";
import { limitedRefusal, loginRefusals } from "~/auth/auth-refusals.server";
import { authDeps } from "~/auth/deps.server";
import { loginSchema } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { returnParam, returnPathFor } from "~/auth/return-path";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { AuthLayout } from "~/components/auth-layout";
import { findInvitation } from "~/domain/moderation/invitation-token.server";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { searchDescription } from "~/i18n/search-descriptions.server";
import { useTranslation } from "~/i18n/use-translation";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/login";
import LoginForm from "./login-form.island";

/*
 * A static page with one island, its form (decision 141): React without React Router's client.
 * In development the page hydrates as any other (islands are built by the production build).
 */
export const handle = {
  staticPage: import.meta.env.PROD,
  messages: ["account"],
} satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context, request);
  // The invitation SMS's link greets a moderator; the words follow the link, not a number (decision 110).
  const token = new URL(request.url).searchParams.get("invite");
  const { db, config } = getServices(context);
  const invited = token
    ? (await findInvitation(db, { secret: config.sessionSecret, token })) !== undefined
    : false;
  return { description: searchDescription(getRequestInfo(context).language, "login"), invited };
}

/** A refusal's Retry-After, WWW-Authenticate and X-Refusal reach the browser (decision 123). */
export const headers = passRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, 400);
  }
  const { db } = getServices(context);
  const { ip, language } = getRequestInfo(context);
  const outcome = await loginWithPassword(db, authDeps(context), { ...submission.value, ip });
  if (!outcome.ok) {
    const refusal =
      outcome.reason === "limited"
        ? limitedRefusal(outcome, language, { attempt: "password" })
        : loginRefusals[outcome.reason];
    return answerFormRefusal(submission, refusal, { hideFields: ["password"] });
  }
  const { profile } = outcome;
  return signInAndRedirect(context, {
    profile,
    // The page asked for before signing in, when it is on this site and open to this role.
    to: profile.username ? returnPathFor(profile.role, form.get(returnParam)) : "/update-profile",
    toast: {
      title: "auth.loginSuccessTitle",
      description: "auth.loginSuccessText",
      variant: "success",
    },
  });
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invited = loaderData.invited;
  const toast = actionData?.toast;
  return (
    <AuthLayout
      pageTitle={t("meta.loginTitle")}
      pageDescription={loaderData.description}
      title={t(invited ? "auth.loginModeratorTitle" : "auth.loginTitle")}
      intro={t(invited ? "auth.loginModeratorIntro" : "auth.loginIntro")}
      footer={
        <p>
          {t("auth.noAccount")}{" "}
          <Link
            to="/signup"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("auth.createAccount")}
          </Link>
        </p>
      }
    >
      <Island
        name="login-form"
        component={LoginForm}
        messages={handle.messages}
        props={{
          action: invited ? `/login?${searchParams.toString()}` : "/login",
          returnTo: searchParams.get(returnParam),
          result: actionData?.result ?? null,
          // A failure is said once, by the alert on the card (decision 035).
          refusal: toast?.variant === "error" ? toast : null,
        }}
      />
    </AuthLayout>
  );
}
