import { type Language, languages } from "~/i18n/languages";
import { serverTranslation } from "~/i18n/translate.server";

function texts(language: Language) {
  const { t } = serverTranslation(language);
  return {
    language,
    title: t("offline.title"),
    text: t("offline.text"),
    keep: t("offline.keep"),
    retry: t("offline.retry"),
  };
}

/** The offline page's texts in every language, the request's own first, and its title. */
export function offlineTexts(language: Language) {
  const order = [language, ...languages.filter((other) => other !== language)];
  return {
    pageTitle: serverTranslation(language).t("offline.pageTitle"),
    blocks: order.map(texts),
  };
}
