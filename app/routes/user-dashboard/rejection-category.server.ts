import type { RejectionCategory } from "~/domain/reviews/rejection-category";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * A rejected review's category in the reviewer's language (decision 032), made here so the
 * category names stay out of the reviewer dashboard's script.
 */
export function rejectionCategoryText(
  category: RejectionCategory | null,
  language: Language,
): string | null {
  if (!category) return null;
  return serverT(language)("rejectionCategory.reviewerLabel", {
    category: serverT(language)(`rejectionCategory.${category}`),
  });
}
