import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { limitedRefusal } from "~/auth/auth-refusals.server";
import { dashboardPath } from "~/auth/dashboard-path";
import { formatPhone } from "~/auth/format-phone";
import { firstProfileSchema, profileSchema } from "~/auth/forms";
import { requireProfile } from "~/auth/guards.server";
import { hasPassword } from "~/auth/password-status.server";
import { updateProfile } from "~/auth/profile.server";
import { failureOf, keepPageOnFailure } from "~/browser/keep-page-on-failure";
import { NewPasswordFields, PasswordField } from "~/components/auth-fields";
import { AuthLayout } from "~/components/auth-layout";
import { BackButton } from "~/components/back-button";
import { Icon } from "~/components/icon";
import { PrivacyConsents } from "~/components/privacy-consents";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { useFlashToast } from "~/components/use-flash-toast";
import { DEMO_CREATED_MESSAGE, ensureDemoCampaign } from "~/domain/campaigns/demo-campaign.server";
import { cityNames } from "~/domain/shared/city";
import { listConsents } from "~/domain/shared/consents.server";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { z } from "~/forms/zod";
import { answerFormRefusal } from "~/http/answer-refusal.server";
import { getRequestInfo, getServices, getSignedIn } from "~/http/context.server";
import { readForm } from "~/http/read-form.server";
import { passRefusalHeaders } from "~/http/refusal-headers";
import { redirectWithToast } from "~/http/toast.server";
import { cityLabel, translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/update-profile";

export const handle: RouteHandle = { messages: ["profile"] };

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

/** A request that fails for good keeps the page as it was and says why (keep-page-on-failure.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
}

export default function UpdateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Shown only when the request failed for good (clientAction).
  useFlashToast(failureOf(actionData));
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/update-profile";
  const passwordRequired = !loaderData.passwordSet && !loaderData.signsInByCode;
  // An admin with a password from before keeps the fields to change it; otherwise none are shown.
  const passwordFields = loaderData.passwordSet || !loaderData.signsInByCode;
  const [form, fields] = useForm<z.input<typeof profileSchema>>({
    lastResult: actionData?.result,
    defaultValue: { username: loaderData.username, city: loaderData.city },
    ...useBrowserChecks<z.output<typeof profileSchema>>(
      passwordRequired ? "firstProfile" : "profile",
      actionData?.result,
    ),
  });
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));

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
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        <div className="space-y-1.5">
          <Label htmlFor="profile-phone">{t("credentials.mobileNumber")}</Label>
          <input
            id="profile-phone"
            readOnly
            value={loaderData.phone}
            aria-describedby="profile-phone-hint"
            className="block min-h-11 w-full rounded-lg border border-ink-200 bg-ink-50 px-3 text-base text-ink-800"
          />
          <p id="profile-phone-hint" className="text-sm text-ink-600">
            {t("profile.phoneOnAccount")}
          </p>
        </div>
        <Field
          label={t("profile.username")}
          placeholder={t("profile.usernamePlaceholder")}
          autoComplete="username"
          errors={errorText(fields.username.errors)}
          {...getInputProps(fields.username, { type: "text" })}
        />
        {loaderData.role === "user" ? (
          <div className="space-y-1.5">
            <Label htmlFor={fields.city.id}>{t("profile.city")}</Label>
            <select
              {...getSelectProps(fields.city)}
              className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-950"
              aria-describedby={`${fields.city.id}-hint`}
            >
              <option value="">{t("profile.cityNotSet")}</option>
              {cityNames.map((city) => (
                <option key={city} value={city}>
                  {cityLabel(t, city)}
                </option>
              ))}
            </select>
            <p id={`${fields.city.id}-hint`} className="text-sm text-ink-600">
              {t("profile.cityHint")}
            </p>
          </div>
        ) : null}
        {loaderData.reviewSms !== null ? (
          <div>
            {/* The box sits inside its label: the whole line is the 44 px tap target. */}
            <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 font-medium text-ink-900">
              <input
                type="checkbox"
                id="review-sms"
                name="reviewSms"
                defaultChecked={loaderData.reviewSms}
                aria-describedby="review-sms-hint"
                className="mt-0.5 size-6 shrink-0 accent-brand-700"
              />
              <span>{t("reviewSms.label")}</span>
            </label>
            <p id="review-sms-hint" className="pl-9 text-sm text-ink-600">
              {t("reviewSms.hint")}
            </p>
          </div>
        ) : null}
        {passwordFields ? (
          <>
            {/* The password you have comes before the new one, as on /change-password. */}
            {passwordRequired ? null : (
              <PasswordField
                label={t("credentials.currentPassword")}
                autoComplete="current-password"
                hint={t("profile.currentPasswordForChangeHint")}
                errors={errorText(fields.currentPassword.errors)}
                {...getInputProps(fields.currentPassword, { type: "password" })}
              />
            )}
            <NewPasswordFields
              fields={fields}
              errorText={errorText}
              required={passwordRequired}
              hint={passwordRequired ? undefined : t("profile.passwordKeepHint")}
            />
          </>
        ) : (
          <p className="text-sm text-ink-700" data-testid="signs-in-by-code">
            {t("profile.adminSignsInByCode")}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t("profile.saving") : t("profile.saveProfile")}
        </Button>
      </Form>
      {loaderData.firstSetup ? null : (
        <Link
          to="/account"
          className="mt-5 flex min-h-11 items-center border-t border-ink-100 pt-4 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t("dataRights.profileLink")}
        </Link>
      )}
      <PrivacyConsents consents={loaderData.consents} />
      {/* At first setup there is no dashboard to go back to: the way out is to log out. */}
      {loaderData.firstSetup ? (
        <Form
          method="post"
          action="/logout"
          reloadDocument
          className="mt-5 border-t border-ink-100 pt-4"
        >
          <p className="text-sm text-ink-700">{t("profile.setupLater")}</p>
          <Button type="submit" variant="outline" className="mt-3 w-full">
            <Icon name="log-out" />
            {t("nav.logout")}
          </Button>
        </Form>
      ) : null}
    </AuthLayout>
  );
}
