import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";

/** The signed-in header: product, what the role adds (wallet, New Campaign), profile, password, Logout. */
export function DashboardHeader({
  children,
  showProfile = true,
}: {
  children?: ReactNode;
  showProfile?: boolean;
}) {
  const { t } = useTranslation();
  const iconButton = cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-10");
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2.5">
        <Link to="/" aria-label={t("nav.home")} className="mr-auto flex min-h-10 items-center">
          <Logo />
        </Link>
        <LanguageSwitch className="sm:order-last" />
        <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
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
          <Form method="post" action="/logout">
            <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Icon name="log-out" />
              {t("nav.logout")}
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
