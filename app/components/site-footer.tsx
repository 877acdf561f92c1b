import { Link } from "react-router";
import type { Messages } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { Logo } from "./logo";
import { OperatorIdentity } from "./operator-identity";

/** A footer entry: a link where its page exists, plain text (the spec's list) where not yet. */
type FooterItem = { label: `footer.${keyof Messages["footer"]}`; to?: string };

const columns: { heading: FooterItem["label"]; items: FooterItem[] }[] = [
  {
    heading: "footer.users",
    items: [
      { label: "footer.howToEarn" },
      { label: "footer.paymentMethods" },
      { label: "footer.userGuidelines", to: "/terms" },
    ],
  },
  {
    heading: "footer.businesses",
    items: [
      { label: "footer.pricingPlans" },
      { label: "footer.campaignSetup" },
      { label: "footer.successStories" },
    ],
  },
  {
    heading: "footer.company",
    items: [
      { label: "footer.aboutUs" },
      { label: "footer.privacyPolicy", to: "/privacy" },
      { label: "footer.terms", to: "/terms" },
      { label: "footer.reviewPolicy", to: "/review-policy" },
      { label: "footer.transparency", to: "/transparency" },
      { label: "footer.grievanceOfficer", to: "/grievance" },
      { label: "footer.contactUs", to: "/contact" },
    ],
  },
];

/** The spec's footer lists; entries whose page exists are links (decision 031). */
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
                <li key={item.label}>
                  {item.to ? (
                    <Link
                      to={item.to}
                      className="inline-flex min-h-11 items-center text-ink-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {t(item.label)}
                    </Link>
                  ) : (
                    t(item.label)
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <OperatorIdentity className="mx-auto max-w-6xl px-4 pb-6 text-ink-700" />
      <div className="border-t border-ink-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-ink-600">
          <p>{t("footer.copyright")}</p>
          <Link
            to="/admin/login"
            className="inline-flex min-h-11 min-w-11 items-center justify-center text-xs text-ink-600 underline-offset-2 hover:underline"
          >
            {t("nav.admin")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
