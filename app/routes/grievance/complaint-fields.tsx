import { getInputProps, getTextareaProps, type useForm } from "@conform-to/react";
import { PhoneField } from "~/components/auth-fields";
import { Field } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/textarea-field";
import { complaintCategories } from "~/db/complaint-choices";
import { COMPLAINT_LENGTHS as lengths } from "~/forms/limits";
import type { z } from "~/forms/zod";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { complaintSchema } from "./complaint-schema";

export type ComplaintInput = z.input<typeof complaintSchema>;
type Fields = ReturnType<typeof useForm<ComplaintInput>>[1];

const limitsOf = {
  name: { max: lengths.name },
  phone: {},
  email: { max: lengths.email },
  onBehalfOf: { max: lengths.onBehalfOf },
  category: {},
  text: { min: lengths.textMin, max: lengths.text },
  link: { max: lengths.link },
} as const;

/** The complaint form's fields; what was typed comes back with the errors (conform). */
export function ComplaintFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation();
  const errorsOf = (field: keyof typeof limitsOf) =>
    fields[field].errors?.map((key) => translateKey(t, key, limitsOf[field]));
  const categoryErrors = errorsOf("category");
  return (
    <>
      <Field
        label={t("grievance.name")}
        autoComplete="name"
        maxLength={lengths.name}
        errors={errorsOf("name")}
        {...getInputProps(fields.name, { type: "text" })}
      />
      <div className="space-y-1.5">
        <PhoneField
          label={t("grievance.phone")}
          errors={errorsOf("phone")}
          aria-describedby={`${fields.phone.id}-hint`}
          {...getInputProps(fields.phone, { type: "tel" })}
        />
        <p id={`${fields.phone.id}-hint`} className="text-sm text-ink-600">
          {t("grievance.phoneHint")}
        </p>
      </div>
      <Field
        label={t("grievance.email")}
        autoComplete="email"
        inputMode="email"
        maxLength={lengths.email}
        errors={errorsOf("email")}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <Field
        label={t("grievance.onBehalfOf")}
        hint={t("grievance.onBehalfOfHint")}
        maxLength={lengths.onBehalfOf}
        errors={errorsOf("onBehalfOf")}
        {...getInputProps(fields.onBehalfOf, { type: "text" })}
      />
      <fieldset
        className="space-y-1"
        aria-invalid={categoryErrors?.length ? true : undefined}
        aria-describedby={categoryErrors?.length ? `${fields.category.id}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink-800">{t("grievance.category")}</legend>
        {complaintCategories.map((category) => (
          <label
            key={category}
            className="flex min-h-11 items-center gap-3 rounded-lg px-1 text-ink-900 hover:bg-ink-50"
          >
            <input
              type="radio"
              name={fields.category.name}
              value={category}
              defaultChecked={fields.category.initialValue === category}
              className="size-5 shrink-0 accent-brand-600"
            />
            {t(`grievance.categories.${category}`)}
          </label>
        ))}
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" id="impersonation-note">
          {t("grievance.impersonationNote")}
        </p>
        {categoryErrors?.length ? (
          <p id={`${fields.category.id}-error`} className="text-sm font-medium text-red-700">
            {categoryErrors.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={t("grievance.text")}
        rows={6}
        maxLength={lengths.text}
        hint={t("grievance.textHint", { min: lengths.textMin, max: lengths.text })}
        errors={errorsOf("text")}
        {...getTextareaProps(fields.text)}
      />
      <Field
        label={t("grievance.link")}
        inputMode="url"
        maxLength={lengths.link}
        hint={t("grievance.linkHint")}
        errors={errorsOf("link")}
        {...getInputProps(fields.link, { type: "url" })}
      />
    </>
  );
}
