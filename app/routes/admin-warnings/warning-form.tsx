import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  MAX_WARNING_DAYS,
  MAX_WARNING_TEXT_LENGTH,
  warningGrounds,
} from "~/domain/transparency/warning-rules";
import { useTranslation } from "~/i18n/use-translation";
import type { WarningField } from "./warning-fields";

/** The form that issues a warning: a refusal is said at its field, with what the admin wrote. */
export function WarningForm({
  errorOf,
  values,
  today,
  defaultEnd,
}: {
  errorOf: (name: WarningField) => string[] | undefined;
  values: Record<WarningField, string> | undefined;
  today: string;
  defaultEnd: string;
}) {
  const { t } = useTranslation();
  return (
    <form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="issue" />
      <Field
        label={t("businessWarning.admin.page")}
        name="page"
        hint={t("businessWarning.admin.pageHint")}
        errors={errorOf("page")}
        defaultValue={values?.page}
        required
        autoComplete="off"
      />
      <div className="space-y-1.5">
        <Label htmlFor="warning-ground">{t("businessWarning.admin.groundLabel")}</Label>
        <select
          id="warning-ground"
          name="ground"
          defaultValue={values?.ground ?? ""}
          required
          aria-invalid={errorOf("ground") ? true : undefined}
          aria-describedby={errorOf("ground") ? "warning-ground-error" : undefined}
          className="min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base"
        >
          <option value="" disabled>
            {t("businessWarning.admin.groundChoose")}
          </option>
          {warningGrounds.map((ground) => (
            <option key={ground} value={ground}>
              {t(`businessWarning.ground.${ground}`)}
            </option>
          ))}
        </select>
        {errorOf("ground") ? (
          <p id="warning-ground-error" className="text-sm font-medium text-red-700">
            {errorOf("ground")}
          </p>
        ) : null}
      </div>
      <TextareaField
        label={t("businessWarning.admin.text")}
        name="publicText"
        hint={t("businessWarning.admin.textHint")}
        errors={errorOf("publicText")}
        defaultValue={values?.publicText}
        maxLength={MAX_WARNING_TEXT_LENGTH}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("businessWarning.admin.startsOn")}
          name="startsOn"
          type="date"
          defaultValue={values?.startsOn ?? today}
          min={today}
          errors={errorOf("startsOn")}
          required
        />
        <Field
          label={t("businessWarning.admin.endsOn")}
          name="endsOn"
          type="date"
          defaultValue={values?.endsOn ?? defaultEnd}
          min={today}
          errors={errorOf("endsOn")}
          required
        />
      </div>
      <p className="text-sm text-ink-600">
        {t("businessWarning.admin.datesHint", { max: MAX_WARNING_DAYS })}
      </p>
      <Button type="submit">{t("businessWarning.admin.issue")}</Button>
    </form>
  );
}
