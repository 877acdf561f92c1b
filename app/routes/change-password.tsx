import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { changePasswordRefusals, limitedRefusal } from "~/auth/auth-refusals.server";
import { dashboardPath } from "~/auth/dashboard-path";
import { changePasswordSchema as schema } from "~/auth/forms";
import { requireProfile } from "~/auth/guards.server";
import { changePassword } from "~/auth/profile.server";
import { failureOf, keepPageOnFailure } from "~/browser/keep-page-on-failure";
import { NewPasswordFields, PasswordField } from "~/components/auth-fields";
import { AuthLayout } from "~/components/auth-layout";
import { BackButton } from "~/components/back-button";
import { Button } from "~/components/ui/button";
import { useFlashToast } from "~/components/use-flash-toast";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { z } from "~/forms/zod";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/change-password";

export const handle: RouteHandle = { messages: ["profile"] };

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
  if (submission.status !== "success") return data({ result: submission.reply(hidden) }, 400);
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

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Shown only when the request failed for good (clientAction).
  useFlashToast(failureOf(actionData));
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/change-password";
  const [form, fields] = useForm<z.input<typeof schema>>({
    lastResult: actionData?.result,
    ...useBrowserChecks<z.output<typeof schema>>("changePassword", actionData?.result),
  });
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  return (
    <AuthLayout
      pageTitle={t("meta.changePasswordTitle")}
      title={t("profile.changePasswordTitle")}
      intro={t("profile.changePasswordIntro")}
    >
      <BackButton to={dashboardPath(loaderData.role)} className="mb-3" />
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        <PasswordField
          label={t("credentials.currentPassword")}
          autoComplete="current-password"
          errors={errorText(fields.currentPassword.errors)}
          {...getInputProps(fields.currentPassword, { type: "password" })}
        />
        <NewPasswordFields fields={fields} errorText={errorText} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t("profile.saving") : t("profile.changePasswordButton")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
