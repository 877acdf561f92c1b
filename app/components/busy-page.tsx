import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { SiteHeader } from "./site-header";
import { buttonVariants } from "./ui/button";

/** The database could not take the request (answered 503 with Retry-After): try the same page again. */
export function BusyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <title>{t("meta.errorTitle")}</title>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink-950">{t("errors.busyTitle")}</h1>
        <p className="mt-3 text-ink-700">{t("errors.busyText")}</p>
        {/* A whole-page load, so it works before (or without) the page's script. */}
        <a href={`${location.pathname}${location.search}`} className={`${buttonVariants()} mt-8`}>
          {t("errors.busyRetry")}
        </a>
      </main>
    </>
  );
}
