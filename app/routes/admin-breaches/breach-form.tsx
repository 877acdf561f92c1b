import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { CityOptions } from "~/components/city-options";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/textarea-field";
import { breachScopes } from "~/db/breach-choices";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { BREACH_LENGTHS, type BreachFormInput } from "./breach-schema";
import type { BreachesPage } from "./breaches.server";

type Fields = ReturnType<typeof useForm<BreachFormInput>>[1];
type FieldName = keyof BreachFormInput;

const noticeParts = ["Description", "Consequences", "Measures", "Safety"] as const;

/** The form's section: a new breach, or the draft asked for, to change before anyone is told. */
export function BreachFormSection({
  draft,
  contactDefault,
  lastResult,
}: {
  draft: BreachesPage["draft"];
  contactDefault: string;
  lastResult: Parameters<typeof useForm<BreachFormInput>>[0]["lastResult"];
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="form-heading"
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="form-heading" className="text-xl font-semibold text-ink-950">
        {t(draft ? "breachAdmin.editHeading" : "breachAdmin.newHeading")}
      </h2>
      <BreachForm
        key={draft?.id ?? "new"}
        lastResult={lastResult}
        defaultValue={draft ? draft.values : { scope: "all", contact: contactDefault }}
      />
    </section>
  );
}

/**
 * The breach record and its notice's parts in English and Hindi (DPDP Rules r.7(1)(a)–(e)); what
 * was typed comes back with the errors at each field. Saving tells nobody: it opens the preview.
 */
export function BreachForm({
  lastResult,
  defaultValue,
}: {
  lastResult: Parameters<typeof useForm<BreachFormInput>>[0]["lastResult"];
  defaultValue: Partial<BreachFormInput>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<BreachFormInput>({ lastResult, defaultValue });
  const errorsOf = (name: FieldName) =>
    fields[name].errors?.map((key) =>
      translateKey(t, key, {
        max:
          name.startsWith("en") || name.startsWith("hi")
            ? BREACH_LENGTHS.part
            : BREACH_LENGTHS.short,
      }),
    );
  const scope = String(fields.scope.value ?? fields.scope.initialValue ?? "all");
  return (
    <form method="post" className="space-y-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="record" />
      {defaultValue.breachId ? (
        <input type="hidden" name="breachId" value={defaultValue.breachId} />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("breachAdmin.occurredAt")}
          errors={errorsOf("occurredAt")}
          {...getInputProps(fields.occurredAt, { type: "datetime-local" })}
        />
        <Field
          label={t("breachAdmin.discoveredAt")}
          errors={errorsOf("discoveredAt")}
          {...getInputProps(fields.discoveredAt, { type: "datetime-local" })}
        />
      </fieldset>
      <TextArea
        fields={fields}
        name="nature"
        hint={t("breachAdmin.natureHint")}
        errorsOf={errorsOf}
      />
      <TextArea
        fields={fields}
        name="extent"
        hint={t("breachAdmin.extentHint")}
        errorsOf={errorsOf}
      />
      <TextArea
        fields={fields}
        name="dataAffected"
        hint={t("breachAdmin.dataAffectedHint")}
        errorsOf={errorsOf}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink-800">{t("breachAdmin.scope")}</legend>
        {breachScopes.map((value) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-3 rounded-lg px-1 text-ink-900 hover:bg-ink-50"
          >
            <input
              type="radio"
              name={fields.scope.name}
              value={value}
              defaultChecked={scope === value}
              className="size-5 shrink-0 accent-brand-600"
            />
            {t(`breachAdmin.scopes.${value}`)}
          </label>
        ))}
        <div className="grid gap-4 rounded-xl bg-ink-50 p-3 sm:grid-cols-2">
          <label className="grid gap-1.5 text-sm font-medium text-ink-900">
            {t("breachAdmin.city")}
            <select
              name={fields.city.name}
              defaultValue={String(fields.city.initialValue ?? "")}
              aria-invalid={fields.city.errors?.length ? true : undefined}
              className="min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-base"
            >
              <CityOptions none="—" />
            </select>
            {fields.city.errors?.length ? (
              <span className="text-sm font-medium text-red-700">
                {errorsOf("city")?.join(" ")}
              </span>
            ) : null}
          </label>
          <Field
            label={t("breachAdmin.windowFrom")}
            errors={errorsOf("windowFrom")}
            {...getInputProps(fields.windowFrom, { type: "datetime-local" })}
          />
          <TextareaField
            label={t("breachAdmin.listed")}
            hint={t("breachAdmin.listedHint")}
            rows={3}
            className="min-h-20"
            errors={errorsOf("listed")}
            {...getTextareaProps(fields.listed)}
          />
          <Field
            label={t("breachAdmin.windowTo")}
            errors={errorsOf("windowTo")}
            {...getInputProps(fields.windowTo, { type: "datetime-local" })}
          />
        </div>
      </fieldset>
      {(["en", "hi"] as const).map((language) => (
        <fieldset key={language} className="space-y-4 rounded-xl border border-ink-200 p-3 sm:p-4">
          <legend className="px-1 font-semibold text-ink-950">
            {t(language === "en" ? "breachAdmin.noticeEn" : "breachAdmin.noticeHi")}
          </legend>
          {noticeParts.map((part) => {
            const name = `${language}${part}` as FieldName;
            const key = part.toLowerCase() as Lowercase<typeof part>;
            const { key: fieldKey, ...textareaProps } = getTextareaProps(fields[name]);
            return (
              <TextareaField
                key={fieldKey ?? name}
                lang={language}
                label={t(`breach.parts.${key}`)}
                hint={t(`breachAdmin.partHints.${key}`)}
                rows={3}
                className="min-h-24"
                maxLength={BREACH_LENGTHS.part}
                errors={errorsOf(name)}
                {...textareaProps}
              />
            );
          })}
        </fieldset>
      ))}
      <TextArea fields={fields} name="contact" errorsOf={errorsOf} />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {t("breachAdmin.save")}
      </Button>
    </form>
  );
}

function TextArea({
  fields,
  name,
  hint,
  errorsOf,
}: {
  fields: Fields;
  name: "nature" | "extent" | "dataAffected" | "contact";
  hint?: string;
  errorsOf: (name: FieldName) => string[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextareaField
      label={t(`breachAdmin.${name}`)}
      hint={hint}
      rows={2}
      className="min-h-20"
      maxLength={name === "contact" ? BREACH_LENGTHS.contact : BREACH_LENGTHS.short}
      errors={errorsOf(name)}
      {...getTextareaProps(fields[name])}
    />
  );
}
