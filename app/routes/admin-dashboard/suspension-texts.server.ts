import { suspensionCategories } from "~/domain/moderation/suspension-texts";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/**
 * The suspend dialog's and the Appeals tab's words in the admin's language, sent with the page:
 * the admin's script has no room for them (docs/performance.md, client size), and the dialog loads lazily.
 */
export function suspensionTexts(language: Language) {
  const t = serverT(language);
  return {
    suspendReviewer: t("suspensionAdmin.suspendReviewer"),
    suspendBusiness: t("suspensionAdmin.suspendBusiness"),
    dialogTitle: t("suspensionAdmin.dialogTitle"),
    dialogText: t("suspensionAdmin.dialogText"),
    categoryField: t("suspensionAdmin.categoryField"),
    categories: suspensionCategories.map((value) => ({
      value,
      label: t(`suspensionAdmin.category.${value}`),
    })),
    categoryRequired: t("suspensionAdmin.categoryRequired"),
    reasonField: t("suspensionAdmin.reasonField"),
    reasonPlaceholder: t("suspensionAdmin.reasonPlaceholder"),
    reasonRequired: t("suspensionAdmin.reasonRequired"),
    cancel: t("suspensionAdmin.cancel"),
    confirm: t("suspensionAdmin.confirm"),
    appealsTab: t("suspensionAdmin.appealsTab"),
  };
}

/** The Appeals tab's own words, read only when that tab is shown. */
export function appealTexts(language: Language) {
  const t = serverT(language);
  return {
    title: t("suspensionAdmin.appealsTitle"),
    empty: t("suspensionAdmin.appealsEmpty"),
    roleUser: t("suspensionAdmin.roleUser"),
    roleBusiness: t("suspensionAdmin.roleBusiness"),
    reasonLabel: t("suspensionAdmin.reasonLabel"),
    replyField: t("suspensionAdmin.replyField"),
    replyRequired: t("suspensionAdmin.replyRequired"),
    lift: t("suspensionAdmin.lift"),
    keep: t("suspensionAdmin.keep"),
    liftNote: t("suspensionAdmin.liftNote"),
    inForceTitle: t("suspensionAdmin.inForceTitle"),
    inForceEmpty: t("suspensionAdmin.inForceEmpty"),
    categories: Object.fromEntries(
      suspensionCategories.map((value) => [value, t(`suspensionAdmin.category.${value}`)]),
    ) as Record<(typeof suspensionCategories)[number], string>,
  };
}

export type SuspensionTexts = ReturnType<typeof suspensionTexts>;
export type AppealTexts = ReturnType<typeof appealTexts>;
