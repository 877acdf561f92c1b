import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { Card } from "./ui/card";

/** A narrow card in the middle of the page, for the sign-in and account screens. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
  pageTitle,
  pageDescription,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  pageTitle: string;
  /** For a page search engines list (a sign-in page); account screens need none. */
  pageDescription?: string;
}) {
  return (
    <>
      <title>{pageTitle}</title>
      {pageDescription ? <meta name="description" content={pageDescription} /> : null}
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
        <Card className="p-5 sm:p-7">
          <h1 className="text-2xl font-bold tracking-tight text-ink-950">{title}</h1>
          {intro ? <p className="mt-2 text-ink-700">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? (
          <div className="mt-6 space-y-2 text-center text-sm text-ink-700">{footer}</div>
        ) : null}
      </main>
    </>
  );
}
