import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { loginWithPassword } from "~/auth/accounts.server";
import { limitedRefusal, loginRefusals } from "~/auth/auth-refusals.server";
import { authDeps } from "~/auth/deps.server";
import { loginSchema } from "~/auth/forms";
import { requireAnonymous } from "~/auth/guards.server";
import { returnParam, returnPathFor } from "~/auth/return-path";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { keepPageOnFailure } from "~/browser/keep-page-on-failure";
import { PasswordField, PhoneField } from "~/components/auth-fields";
import { AuthLayout, FormAlert } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";
import { useFlashToast } from "~/components/use-flash-toast";
import { findInvitation } from "~/domain/moderation/invitation-token.server";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { z } from "~/forms/zod";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { translateKey } from "~/i18n/i18n";
import { searchDescription } from "~/i18n/search-descriptions.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { messages: ["account"] };

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

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(returnParam);
  const busy = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === "/login";
  const invited = loaderData.invited;
  // A failure is said once, by the alert on the card (decision 035).
  useFlashToast(actionData?.toast?.variant === "error" ? null : actionData?.toast);
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    lastResult: actionData?.result,
    ...useBrowserChecks<z.output<typeof loginSchema>>("login", actionData?.result),
  });
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
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
      <Form
        method="post"
        action={invited ? `/login?${searchParams.toString()}` : "/login"}
        className="space-y-5"
        {...getFormProps(form)}
      >
        {returnTo ? <input type="hidden" name={returnParam} value={returnTo} /> : null}
        {toast ? (
          <FormAlert>
            <strong className="block">{translateKey(t, toast.title)}</strong>
            {toast.description ? translateKey(t, toast.description, toast.values) : null}
          </FormAlert>
        ) : null}
        <PhoneField
          label={t("credentials.mobileNumber")}
          errors={errorText(fields.phone.errors)}
          {...getInputProps(fields.phone, { type: "tel" })}
        />
        <PasswordField
          label={t("credentials.password")}
          autoComplete="current-password"
          errors={errorText(fields.password.errors)}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t("auth.forgotPassword")}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t("auth.loggingIn") : t("auth.loginButton")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
