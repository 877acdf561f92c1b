import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { contactSchema } from "~/forms/contact-schema";
import { CONTACT_MAX_LENGTHS as maxLengths } from "~/forms/limits";
import { useBrowserChecks } from "~/forms/use-browser-checks";
import type { z } from "~/forms/zod";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { useDocumentSubmit } from "~/islands/use-document-submit";
import { FormAlert } from "~/routes/grievance/form-alert";

export type ContactFormProps = { result: SubmissionResult<string[]> | null };

/**
 * The contact form, an island of the static /contact page (decision 141): posted as a document,
 * each field re-checked as it is corrected once the server has answered with errors (decision
 * 035); a limit is said above the fields, what was written kept.
 */
export default function ContactForm({ result }: ContactFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    id: "contact",
    lastResult: result,
    ...useBrowserChecks<z.output<typeof contactSchema>>("contact", result),
  });
  const { onSubmit: check, ...formProps } = getFormProps(form);
  const { busy, onSubmit } = useDocumentSubmit(check);
  const errorsOf = (field: keyof typeof maxLengths) =>
    fields[field].errors?.map((key) => translateKey(t, key, { max: maxLengths[field] }));
  return (
    <form method="post" className="space-y-5" {...formProps} onSubmit={onSubmit}>
      <FormAlert errors={form.errors} />
      <Field
        label={t("contact.fullName")}
        placeholder={t("contact.fullNamePlaceholder")}
        autoComplete="name"
        errors={errorsOf("fullName")}
        {...getInputProps(fields.fullName, { type: "text" })}
      />
      <Field
        label={t("contact.email")}
        placeholder={t("contact.emailPlaceholder")}
        autoComplete="email"
        inputMode="email"
        errors={errorsOf("email")}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <TextareaField
        label={t("contact.message")}
        placeholder={t("contact.messagePlaceholder")}
        rows={5}
        errors={errorsOf("message")}
        {...getTextareaProps(fields.message)}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  );
}
