import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Logo } from "./logo";

const columns = [
  {
    heading: "footer.users",
    items: ["footer.howToEarn", "footer.paymentMethods", "footer.userGuidelines"],
  },
  {
    heading: "footer.businesses",
    items: ["footer.pricingPlans", "footer.campaignSetup", "footer.successStories"],
  },
  {
    heading: "footer.company",
    items: ["footer.aboutUs", "footer.privacyPolicy", "footer.terms", "footer.contactUs"],
  },
] as const;

/** The footer's lists are plain text (not links), per the spec. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-ink-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-ink-600">{t("footer.tagline")}</p>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold text-ink-950">{t(column.heading)}</h2>
            <ul className="mt-3 space-y-2 text-sm text-ink-600">
              {column.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-ink-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-ink-600">
          <p>{t("footer.copyright")}</p>
          <Link
            to="/admin/login"
            className="text-xs text-ink-600 underline-offset-2 hover:underline"
          >
            {t("nav.admin")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
