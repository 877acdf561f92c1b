import { Link, useRouteLoaderData } from "react-router";
import { dashboardPath } from "~/auth/dashboard-path";
import type { Role } from "~/db/schema";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "./icon";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";

/** Who is signed in, as root.tsx's loader sends it (a component never imports a route). */
export type HeaderUser = { role: Role; username: string | null };

/**
 * The public header: product name, Contact Us, Login and Sign Up when signed out (else
 * Dashboard), language. One 64 px row on a phone: the links move into a panel opened by a plain
 * <details> menu, so the landing page still needs no script.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useRouteLoaderData<{ user: HeaderUser | null }>("root")?.user;
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t("common.skipToContent")}
      </a>
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-4 sm:py-2.5">
        <Link to="/" aria-label={t("nav.home")} className="mr-auto flex min-h-11 items-center">
          <Logo />
        </Link>
        <LanguageSwitch className="sm:order-last" />
        <details className="sm:hidden">
          <summary
            className={cn(buttonVariants({ variant: "outline", size: "icon" }), "menu-button")}
            aria-label={t("nav.mainMenu")}
            title={t("nav.mainMenu")}
          >
            <Icon name="menu" />
          </summary>
        </details>
        <nav aria-label={t("nav.mainMenu")} className="site-menu">
          <Link
            to="/contact"
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "sm:px-2")}
          >
            {t("nav.contact")}
          </Link>
          {/* Before a profile is set up there is no dashboard yet: /update-profile offers Logout. */}
          {user ? (
            user.username ? (
              <Link to={dashboardPath(user.role)} className={buttonVariants({ size: "sm" })}>
                {t("nav.dashboard")}
              </Link>
            ) : null
          ) : (
            <>
              <Link to="/login" className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("nav.login")}
              </Link>
              <Link to="/signup?role=user" className={buttonVariants({ size: "sm" })}>
                {t("nav.signup")}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
