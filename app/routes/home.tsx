import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { getRequestInfo } from "~/http/context.server";
import { searchDescription } from "~/i18n/search-descriptions.server";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { staticPage: true, messages: ["landing", "footer"] };

const features = [
  { key: "realUsers", icon: "users" },
  { key: "doubleVerification", icon: "shield-check" },
  { key: "fastDelivery", icon: "timer" },
  { key: "businessGrowth", icon: "trending-up" },
  { key: "securePayments", icon: "wallet" },
] as const;

const steps = [
  { key: "create", icon: "megaphone" },
  { key: "review", icon: "pen-line" },
  { key: "verify", icon: "clipboard-check" },
  { key: "grow", icon: "chart-no-axes-combined" },
] as const;

const heroButton = "px-4 py-2 text-center leading-snug sm:px-6";

export function loader({ context }: Route.LoaderArgs) {
  return { description: searchDescription(getRequestInfo(context).language, "home") };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("meta.homeTitle")}</title>
      <meta name="description" content={loaderData.description} />
      <SiteHeader />
      <main id="main">
        <section className="bg-gradient-to-b from-brand-50 to-ink-50">
          <div className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:pt-20 sm:pb-20">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
              <Icon name="badge-check" className="size-4" />
              {t("landing.heroEyebrow")}
            </p>
            <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-ink-950 sm:text-6xl">
              {t("landing.heroTitle")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-ink-700">{t("landing.heroText")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {/* Centred and narrower padding on a phone, so a long label stays one aligned line. */}
              <Link
                to="/signup?role=user"
                className={cn(buttonVariants({ size: "lg" }), heroButton)}
              >
                {t("landing.ctaUser")}
              </Link>
              <Link
                to="/signup?role=business"
                className={cn(buttonVariants({ size: "lg", variant: "secondary" }), heroButton)}
              >
                {t("landing.ctaBusiness")}
              </Link>
            </div>
            <p className="mt-4 text-sm text-ink-600">{t("landing.heroNote")}</p>
          </div>
        </section>

        <section id="features" className="scroll-mt-24 py-14 sm:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 className="text-3xl font-bold tracking-tight text-ink-950">
              {t("landing.featuresTitle")}
            </h2>
            <p className="mt-3 max-w-2xl text-ink-700">{t("landing.featuresIntro")}</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:[&>li:nth-child(-n+3)]:col-span-2 lg:[&>li:nth-child(n+4)]:col-span-3">
              {features.map(({ key, icon }) => (
                <li key={key} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={icon} className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink-950">
                    {t(`landing.features.${key}.title`)}
                  </h3>
                  <p className="mt-2 text-ink-700">{t(`landing.features.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" className="scroll-mt-24 bg-white py-14 sm:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 className="text-3xl font-bold tracking-tight text-ink-950">
              {t("landing.howTitle")}
            </h2>
            <p className="mt-3 max-w-2xl text-ink-700">{t("landing.howIntro")}</p>
            <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {steps.map(({ key, icon }, index) => (
                <li key={key} className="relative rounded-2xl bg-ink-50 p-5">
                  <span className="flex items-center gap-3">
                    <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <Icon name={icon} className="size-6 text-brand-700" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink-950">
                    {t(`landing.steps.${key}.title`)}
                  </h3>
                  <p className="mt-2 text-ink-700">{t(`landing.steps.${key}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="py-14 sm:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
              <h2 className="text-2xl font-bold sm:text-3xl">{t("landing.closingTitle")}</h2>
              <p className="mt-3 text-brand-100">{t("landing.closingText")}</p>
              <Link
                to="/signup?role=business"
                className={cn(buttonVariants({ size: "lg", variant: "secondary" }), "mt-6")}
              >
                {t("landing.closingCta")}
              </Link>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
