import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { returnParam } from "~/auth/return-path";
import { PasswordField, PhoneField } from "~/components/auth-fields";
import { RefusalAlert } from "~/components/inline-alert";
import { Button } from "~/components/ui/button";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useDocumentSubmit } from "~/islands/use-document-submit";

export type LoginFormProps = {
  /** Where the form posts: `/login`, with an invitation's query kept. */
  action: string;
  returnTo: string | null;
  result: SubmissionResult<string[]> | null;
  /** A refusal with no field of its own ('Login Failed'), said above the fields. */
  refusal: FlashToast | null;
};

/**
 * The login form, an island of the static /login page (decision 141): it posts as a document,
 * re-checks each field as it is corrected once the server has answered with errors (decision
 * 035), shows the password on request and says "Logging in…" while the post is on its way.
 */
export default function LoginForm({ action, returnTo, result, refusal }: LoginFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<"phone" | "password", string>>({
    id: "login",
    lastResult: result,
    ...useBrowserChecks("login", result),
  });
  const { onSubmit: check, ...formProps } = getFormProps(form);
  const { busy, onSubmit } = useDocumentSubmit(check);
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  return (
    <form method="post" action={action} className="space-y-5" {...formProps} onSubmit={onSubmit}>
      {returnTo ? <input type="hidden" name={returnParam} value={returnTo} /> : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
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
        <a
          href="/forgot-password"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t("auth.forgotPassword")}
        </a>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("auth.loggingIn") : t("auth.loginButton")}
      </Button>
    </form>
  );
}
