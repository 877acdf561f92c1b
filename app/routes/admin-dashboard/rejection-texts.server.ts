import { rejectionCategories } from "~/domain/reviews/rejection-category";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The review Reject dialog's category texts in the admin's language, sent with the queue: the
 * dialog loads lazily, and these messages stay out of every admin page's script.
 */
export type RejectionTexts = {
  categories: { value: (typeof rejectionCategories)[number]; label: string }[];
  field: string;
  required: string;
  reasonRequired: string;
};

export function rejectionTexts(language: Language): RejectionTexts {
  const t = serverT(language);
  return {
    categories: rejectionCategories.map((value) => ({
      value,
      label: t(`rejectionCategory.${value}`),
    })),
    field: t("rejectionCategory.field"),
    required: t("rejectionCategory.required"),
    reasonRequired: t("rejectionCategory.reasonRequired"),
  };
}
