import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { SiteHeader } from "./site-header";
import { buttonVariants } from "./ui/button";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("meta.notFoundTitle")}</title>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-5xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold text-ink-950">{t("errors.notFoundTitle")}</h1>
        <p className="mt-2 text-ink-700">{t("errors.notFoundText")}</p>
        <Link to="/" className={`${buttonVariants()} mt-8`}>
          {t("errors.goHome")}
        </Link>
      </main>
    </>
  );
}
