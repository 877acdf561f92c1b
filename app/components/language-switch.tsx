import { Form, useLocation } from "react-router";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "./ui/cn";

const names = { en: "English", hi: "हिन्दी" } as const;

/** English / हिन्दी. A plain form, so it works before the page's script has loaded. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/set-language"
      reloadDocument
      className={cn("flex rounded-lg border border-ink-200 bg-white p-0.5", className)}
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
              "min-h-10 rounded-md px-2.5 text-sm font-medium",
              active ? "bg-brand-600 text-white" : "text-ink-700 hover:bg-ink-100",
            )}
          >
            {names[language]}
          </button>
        );
      })}
    </Form>
  );
}
