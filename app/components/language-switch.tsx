import { Form, useLocation } from "react-router";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./ui/cn";

const names = { en: "English", hi: "हिन्दी" } as const;
/** What a phone shows, so the header stays one row at 360 px; the full name is still read out. */
const shortNames = { en: "EN", hi: "हि" } as const;

/**
 * English / हिन्दी. A plain form, so it works before the page's script has loaded. On a phone only
 * the other language is offered, as a 44 px button.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/set-language"
      reloadDocument
      className={cn("flex rounded-lg border-ink-200 bg-white sm:border sm:p-0.5", className)}
      aria-label={t("common.language")}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {languages.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            aria-pressed={active}
            className={cn(
              "lang-choice",
              active
                ? "hidden bg-brand-600 text-white sm:block"
                : "border border-ink-200 text-ink-700 hover:bg-ink-100 sm:border-0",
            )}
          >
            <span aria-hidden="true" className="sm:hidden">
              {shortNames[language]}
            </span>
            <span className="max-sm:sr-only">{names[language]}</span>
          </button>
        );
      })}
    </Form>
  );
}
