import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { NewPasswordFields, PasswordField } from "~/components/auth-fields";
import { CityOptions } from "~/components/city-options";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import type { Role } from "~/db/schema";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useDocumentSubmit } from "~/islands/use-document-submit";

export type ProfileFormProps = {
  result: SubmissionResult<string[]> | null;
  username: string;
  city: string;
  role: Role;
  /** The account's number, formatted: shown, not changed here. */
  phone: string;
  /** A business's 'SMS me about new reviews' (null for the other roles). */
  reviewSms: boolean | null;
  /** The first setup of an account signed up by OTP: a password must be chosen. */
  passwordRequired: boolean;
  /** An admin who signs in by code and has no password: no password fields at all. */
  passwordFields: boolean;
};

/**
 * The profile form, an island of the static /update-profile page (decision 141): the username,
 * a reviewer's city, a business's review SMS, and the password (chosen at the first setup,
 * changed with the current one after), posted as a document; each field re-checked as it is
 * corrected once the server has answered with errors (decision 035).
 */
export default function ProfileForm({
  result,
  username,
  city,
  role,
  phone,
  reviewSms,
  passwordRequired,
  passwordFields,
}: ProfileFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<
    Record<"username" | "city" | "currentPassword" | "password" | "confirmPassword", string>
  >({
    id: "profile",
    lastResult: result,
    defaultValue: { username, city },
    ...useBrowserChecks(passwordRequired ? "firstProfile" : "profile", result),
  });
  const { onSubmit: check, ...formProps } = getFormProps(form);
  const { busy, onSubmit } = useDocumentSubmit(check);
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));

  return (
    <form method="post" className="space-y-5" {...formProps} onSubmit={onSubmit}>
      <div className="space-y-1.5">
        <Label htmlFor="profile-phone">{t("credentials.mobileNumber")}</Label>
        <input
          id="profile-phone"
          readOnly
          value={phone}
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
      {role === "user" ? (
        <div className="space-y-1.5">
          <Label htmlFor={fields.city.id}>{t("profile.city")}</Label>
          <select
            {...getSelectProps(fields.city)}
            className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-950"
            aria-describedby={`${fields.city.id}-hint`}
          >
            <CityOptions none={t("profile.cityNotSet")} />
          </select>
          <p id={`${fields.city.id}-hint`} className="text-sm text-ink-600">
            {t("profile.cityHint")}
          </p>
        </div>
      ) : null}
      {reviewSms !== null ? (
        <div>
          {/* The box sits inside its label: the whole line is the 44 px tap target. */}
          <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 font-medium text-ink-900">
            <input
              type="checkbox"
              id="review-sms"
              name="reviewSms"
              defaultChecked={reviewSms}
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
    </form>
  );
}
