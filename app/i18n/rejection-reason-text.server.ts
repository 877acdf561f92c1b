import { translateKey } from "./i18n";
import type { Language } from "./languages";
import { serverT } from "./translate.server";

/**
 * A rejection's reason in the reader's language: the template's words, then the admin's note as
 * written (decision 054); a reason written before templates, or for 'Other', is the note alone.
 */
export function rejectionReasonText(
  reason: { template: string | null; note: string | null },
  language: Language,
): string | null {
  const t = serverT(language);
  if (!reason.template) return reason.note;
  const template = translateKey(t, `rejectionTemplates.${reason.template}`);
  return reason.note
    ? `${template}\n${t("rejectionTemplates.note", { note: reason.note })}`
    : template;
}
