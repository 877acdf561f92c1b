import messageGroupFiles from "virtual:message-group-files";
import { useEffect } from "react";
import { preloadModule } from "react-dom";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { sessionMiddleware } from "./auth/session-middleware.server";
import { takeWelcome } from "./auth/welcome.server";
import { keepPageOnLoadFailure, useKeepLoaded } from "./browser/keep-page-on-failure";
import { BusyPage } from "./components/busy-page";
import { useNonce } from "./components/nonce";
import { NotFoundPage } from "./components/not-found-page";
import { type HeaderUser, SiteHeader } from "./components/site-header";
import { StaticForms } from "./components/static-forms";
import StaticToast from "./components/ui/static-toast";
import { ToastProvider } from "./components/ui/toast";
import { useFlashToast } from "./components/use-flash-toast";
import { useStaticPage } from "./components/use-static-page";
import { WorkerRegistration } from "./components/worker-registration";
import { operatorConfig } from "./config/operator-config.server";
import { getRequestInfo, getServices, getSignedIn } from "./http/context.server";
import { takeToast, translateToast } from "./http/toast.server";
import { databaseUnavailableMiddleware } from "./http/unavailable-response.server";
import { useMessageGroups } from "./i18n/browser-messages";
import { pageMessageGroups } from "./i18n/message-groups";
import { serverTranslation } from "./i18n/translate.server";
import { unreadAppealAnswerBanner } from "./routes/appeal-answer/lift-answer-notice.server";
import { unreadBreachBanner } from "./routes/breach-notice/banner.server";
import type { RouteHandle } from "./routes/route-handle";

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet first in <head>, before the scripts' modulepreload
  // links it gathers there: the page's only render-blocking file starts first on a phone's
  // network, not behind 100 KB of script (Lighthouse, issue 50). A plain import would be a plain
  // link, left at the end of <head>.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable on a phone's home screen (decision 130).
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const handle: RouteHandle = { messages: ["shell"] };

// Outermost first: a resource route whose database is down answers 503, like a page.
export const middleware: Route.MiddlewareFunction[] = [
  databaseUnavailableMiddleware,
  sessionMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = getRequestInfo(context);
  const signedIn = getSignedIn(context);
  const taken = await takeToast(request);
  let toast = taken.toast;
  const headers = taken.headers;
  // The landing page greets a signed-in person once after each sign-in.
  if (signedIn && new URL(request.url).pathname === "/" && !toast) {
    toast = await takeWelcome(request, signedIn.profile.username, headers);
  }
  const translated = toast ? translateToast(serverTranslation(language).t, toast) : null;
  const user = signedIn
    ? ({ role: signedIn.profile.role, username: signedIn.profile.username } satisfies HeaderUser)
    : null;
  // Who we are: the footer of every page names the operator (decision 075).
  const operator = operatorConfig();
  // A breach notice to this person waits on each visit until they say they read it (095).
  const breachNotice = signedIn?.unread.breachNotice
    ? await unreadBreachBanner(getServices(context).db, {
        profileId: signedIn.profile.id,
        language,
      })
    : null;
  // After 'Lift suspension' the person's next screen says so, with the admin's reply (109).
  const appealAnswer = signedIn?.unread.liftAnswer
    ? await unreadAppealAnswerBanner(getServices(context).db, {
        profileId: signedIn.profile.id,
        role: signedIn.profile.role,
        language,
      })
    : null;
  return data(
    { language, toast: translated, user, operator, breachNotice, appealAnswer },
    { headers },
  );
}

/** A reload of a page that fails keeps the header's data too (keep-page-on-failure.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPageOnLoadFailure(request, serverLoader, { key: "root" });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const matches = useMatches();
  // A static page (landing, public reviews) ships no script at all, signed in or not: its header
  // is plain links and forms (decision 016), and a flash toast is shown in HTML (decision 015).
  const isStatic = useStaticPage();
  // A page's messages arrive before it is shown; <html> names them for the browser's entry.
  const messageGroups = pageMessageGroups(matches);
  useMessageGroups(messageGroups);
  const language = rootData?.language ?? i18n.language;
  // …and start downloading with the page's own scripts, not after the entry has run (a round trip
  // on a phone's network; issue 50). React puts the links in <head>; the browser's copy drops this.
  if (import.meta.env.SSR && !isStatic) {
    for (const group of messageGroups) {
      const href = messageGroupFiles[`${language}-${group}`];
      if (href) preloadModule(href, { as: "script" });
    }
  }
  // Marks the page as interactive (browser tests wait for it before they touch a control).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language} dir="ltr" data-messages={isStatic ? undefined : messageGroups.join(" ")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body>
        <ToastProvider>{children}</ToastProvider>
        {/* Drawn by the server only, into pages that ship no script: not in the browser's code. */}
        {import.meta.env.SSR && isStatic && rootData?.toast ? (
          <StaticToast toast={rootData.toast} />
        ) : null}
        {import.meta.env.SSR && isStatic ? <StaticForms /> : null}
        <WorkerRegistration />
        {isStatic ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useKeepLoaded(loaderData, { key: "root" });
  const matches = useMatches();
  // One toast at a time: a page's own news (like 'Demo Campaign Created') wins over a flash.
  const pageToast = matches.some(
    (match) => match.id !== "root" && (match.loaderData as { toast?: unknown } | undefined)?.toast,
  );
  useFlashToast(pageToast ? null : loaderData.toast);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 503) return <BusyPage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`
    : error instanceof Error
      ? error.message
      : t("errors.somethingWrong");
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <>
      <title>{t("meta.errorTitle")}</title>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold text-ink-950">{t("errors.unexpected")}</h1>
        <p className="mt-3 font-mono text-sm text-red-800">{detail.trim()}</p>
        <p className="mt-3 text-ink-700">{t("errors.tryAgain")}</p>
        {stack ? (
          <pre className="mt-6 overflow-x-auto rounded-lg bg-ink-900 p-4 text-xs text-white">
            {stack}
          </pre>
        ) : null}
      </main>
    </>
  );
}
