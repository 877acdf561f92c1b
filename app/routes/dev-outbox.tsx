import { data } from "react-router";
import { normalizeIndianMobile } from "~/auth/phone";
import { SiteHeader } from "~/components/site-header";
import { getRequestInfo, getServices } from "~/http/context.server";
import { useTranslation } from "~/i18n/use-translation";
import { readOutbox } from "~/notifications/console/console-sms.server";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/dev-outbox";

export const handle: RouteHandle = { messages: ["outbox", "account"] };

/**
 * The console SMS provider's messages, for developers and tests; never in production, and only
 * to a browser on this machine (every code is here: anyone else could sign in as anyone).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  if (
    !config.local ||
    config.smsProvider !== "console" ||
    !getRequestInfo(context).fromThisMachine
  ) {
    throw data(null, { status: 404 });
  }
  // ?to=9876543210 shows one number's messages, like that phone's inbox.
  const to = normalizeIndianMobile(new URL(request.url).searchParams.get("to") ?? "");
  const messages = await readOutbox({ dataDir: config.dataDir });
  return { messages: messages.filter((message) => !to || message.to === to).slice(0, 50) };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("outbox.title")}</title>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-ink-950">{t("outbox.heading")}</h1>
        <p className="mt-2 text-ink-700">{t("outbox.intro")}</p>
        {loaderData.messages.length === 0 ? (
          <p className="mt-6 text-ink-600">{t("outbox.empty")}</p>
        ) : (
          <ol className="mt-6 space-y-3">
            {loaderData.messages.map((message) => (
              <li
                key={`${message.at}-${message.to}`}
                className="rounded-xl border border-ink-200 bg-white p-4"
              >
                <p className="text-sm text-ink-600">
                  {t("outbox.to")}:{" "}
                  <span className="font-mono" data-testid="outbox-to">
                    {message.to}
                  </span>{" "}
                  · {t("outbox.at")}: <time dateTime={message.at}>{message.at}</time>
                </p>
                <p className="mt-1 text-ink-950" data-testid="outbox-body">
                  {message.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
