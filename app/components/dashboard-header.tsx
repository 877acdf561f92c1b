import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { forgetDrafts } from "~/browser/draft-database";
import { AppealAnswerNotice } from "~/components/appeal-answer-banner";
import { BreachNoticeBanner } from "~/components/breach-banner";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";

/**
 * The signed-in header: product, what the role adds (wallet, New Campaign), profile, password,
 * Logout. One row of 44 px targets at 360 px: below 640 px the word mark, the language names and
 * the Logout label give way to the star, a short name and the icon (their names are still read).
 */
export function DashboardHeader({
  children,
  showProfile = true,
}: {
  children?: ReactNode;
  showProfile?: boolean;
}) {
  const { t } = useTranslation();
  const iconButton = buttonVariants({ variant: "ghost", size: "icon" });
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-40 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded focus:bg-white focus:px-3"
        >
          {t("common.skipToContent")}
        </a>
        <div className="mx-auto flex max-w-6xl items-center gap-1 px-3 py-2 sm:gap-2 sm:px-4 sm:py-2.5">
          <Link
            to="/"
            aria-label={t("nav.home")}
            className="mr-auto flex min-h-11 min-w-11 items-center"
          >
            <Logo markOnlyOnPhones />
          </Link>
          <LanguageSwitch className="sm:order-last" />
          <div className="flex items-center justify-end gap-1">
            {children}
            {showProfile ? (
              <Link
                to="/update-profile"
                className={iconButton}
                aria-label={t("nav.profile")}
                title={t("nav.profile")}
              >
                <Icon name="user-round" />
              </Link>
            ) : null}
            <Link
              to="/change-password"
              className={iconButton}
              aria-label={t("nav.changePassword")}
              title={t("nav.changePassword")}
            >
              <Icon name="key-round" />
            </Link>
            {/* A whole new document after logout: nothing of this person stays in the page's
                memory, and the landing page registers the service worker again (decision 130).
                Reviews being written on this phone go with the person (decision 131). */}
            <Form method="post" action="/logout" reloadDocument onSubmit={forgetDrafts}>
              <button
                type="submit"
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  "max-sm:size-11 max-sm:px-0",
                )}
                title={t("nav.logout")}
              >
                <Icon name="log-out" />
                <span className="max-sm:sr-only">{t("nav.logout")}</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      {/* An unread breach notice waits under the header of every dashboard (decision 095). */}
      <BreachNoticeBanner />
      {/* A lifted suspension's answer waits until its person has read it (decision 109). */}
      <AppealAnswerNotice />
    </>
  );
}
