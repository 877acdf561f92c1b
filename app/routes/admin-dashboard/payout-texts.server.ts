import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { PayoutRequiredTexts } from "./payout-cards";

/** What the payout dialogs say when confirmed empty, in the admin's language (decision 054). */
export function payoutRequiredTexts(language: Language): PayoutRequiredTexts {
  const t = serverT(language);
  return {
    reference: t("dashboardNotes.referenceRequired"),
    reason: t("dashboardNotes.rejectReasonRequired"),
  };
}
