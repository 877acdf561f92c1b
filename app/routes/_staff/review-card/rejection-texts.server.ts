import { rejectionTemplates } from "~/domain/moderation/rejection-templates";
import { rejectionCategories } from "~/domain/reviews/rejection-category";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The review Reject dialog's category texts in the admin's language, sent with the queue: the
 * dialog loads lazily, and these messages stay out of every admin page's script.
 */
export type RejectionTexts = {
  categories: {
    value: (typeof rejectionCategories)[number];
    label: string;
    /** The category's reasons, in the admin's words; the reviewer reads them in theirs. */
    templates: { value: string; label: string }[];
  }[];
  field: string;
  required: string;
  reasonRequired: string;
  templateField: string;
  templateRequired: string;
  noteLabel: string;
};

export function rejectionTexts(language: Language): RejectionTexts {
  const t = serverT(language);
  return {
    categories: rejectionCategories.map((value) => ({
      value,
      label: t(`rejectionCategory.${value}`),
      templates: rejectionTemplates[value].map((template) => ({
        value: template,
        label: t(`rejectionTemplates.${template}`),
      })),
    })),
    field: t("rejectionCategory.field"),
    required: t("rejectionCategory.required"),
    reasonRequired: t("rejectionCategory.reasonRequired"),
    templateField: t("rejectionTemplates.templateField"),
    templateRequired: t("rejectionTemplates.templateRequired"),
    noteLabel: t("rejectionTemplates.noteLabel"),
  };
}
