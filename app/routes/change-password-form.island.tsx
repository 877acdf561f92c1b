import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { NewPasswordFields, PasswordField } from "~/components/auth-fields";
import { RefusalAlert } from "~/components/inline-alert";
import { Button } from "~/components/ui/button";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { FlashToast } from "~/http/toast.server";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useDocumentSubmit } from "~/islands/use-document-submit";

export type ChangePasswordFormProps = {
  result: SubmissionResult<string[]> | null;
  /** A refusal with no field of its own, said above the fields. */
  refusal: FlashToast | null;
};

/**
 * The change-password form, an island of the static /change-password page (decision 141): the
 * current password and the new one twice, posted as a document, each field re-checked as it is
 * corrected once the server has answered with errors (decision 035).
 */
export default function ChangePasswordForm({ result, refusal }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<
    Record<"currentPassword" | "password" | "confirmPassword", string>
  >({ id: "change-password", lastResult: result, ...useBrowserChecks("changePassword", result) });
  const { onSubmit: check, ...formProps } = getFormProps(form);
  const { busy, onSubmit } = useDocumentSubmit(check);
  const errorText = (errors?: string[]) => errors?.map((key) => translateKey(t, key));
  return (
    <form method="post" className="space-y-5" {...formProps} onSubmit={onSubmit}>
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
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
    </form>
  );
}
